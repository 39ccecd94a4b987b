import { PROCUREMENT_STATUSES } from "@app/shared/enums";
import { PROCUREMENT_STAFF_TEXTS, type StaffProcurementRow } from "@app/shared/procurements-staff";
import { can } from "@app/shared/roles";
import { ListToolbar } from "../../components/admin-list/list-toolbar";
import { useAdminList } from "../../components/admin-list/use-admin-list";
import { useListParams } from "../../components/admin-list/use-list-params";
import { EmptyState, PageHeader } from "../../components/ui/card";
import { Pagination } from "../../components/ui/pagination";
import { LIST_PATH } from "../../features/admin-procurements/api/procurement-keys";
import { useUpdateProcurementStatus } from "../../features/admin-procurements/api/update-procurement-status";
import { ShopRequestTable } from "../../features/admin-procurements/components/shop-request-table";
import { useAdmin } from "../../lib/session";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function AdminShopRequestsPage() {
  useDocumentTitle(PROCUREMENT_STAFF_TEXTS.listTitle);
  const admin = useAdmin();
  const { params, update } = useListParams();
  const list = useAdminList<StaffProcurementRow>({
    path: LIST_PATH,
    rowsKey: "procurements",
    params,
    loadedMessage: PROCUREMENT_STAFF_TEXTS.loaded,
    fallback: PROCUREMENT_STAFF_TEXTS.fetchFailed,
  });
  const updateStatus = useUpdateProcurementStatus();
  return (
    <div>
      <PageHeader title={PROCUREMENT_STAFF_TEXTS.listTitle} />
      <ListToolbar
        path={LIST_PATH}
        params={params}
        update={update}
        statuses={PROCUREMENT_STATUSES}
        searchLabel="Search by e-mail, store or procurement number"
      />
      {list.isError && !list.data ? (
        <EmptyState>{PROCUREMENT_STAFF_TEXTS.loadError}</EmptyState>
      ) : (
        <ShopRequestTable
          rows={list.data?.rows}
          loading={list.isPending}
          canCreateInvoice={can(admin.role, "invoices.create")}
          onStatus={(row, status) => updateStatus(row.id, status)}
        />
      )}
      <Pagination info={list.data?.pagination} onPage={(page) => update({ page })} />
    </div>
  );
}
