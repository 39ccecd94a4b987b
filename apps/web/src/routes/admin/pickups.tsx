import { PICKUP_STATUSES } from "@app/shared/enums";
import { PICKUP_STAFF_TEXTS, type StaffPickupRow } from "@app/shared/pickups-staff";
import { can } from "@app/shared/roles";
import { ListToolbar } from "../../components/admin-list/list-toolbar";
import { useAdminList } from "../../components/admin-list/use-admin-list";
import { useListParams } from "../../components/admin-list/use-list-params";
import { EmptyState, PageHeader } from "../../components/ui/card";
import { Pagination } from "../../components/ui/pagination";
import { LIST_PATH } from "../../features/admin-pickups/api/pickup-keys";
import { useUpdatePickupStatus } from "../../features/admin-pickups/api/update-pickup-status";
import { PickupTable } from "../../features/admin-pickups/components/pickup-table";
import { useAdmin } from "../../lib/session";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function AdminPickupsPage() {
  useDocumentTitle(PICKUP_STAFF_TEXTS.listTitle);
  const admin = useAdmin();
  const { params, update } = useListParams();
  const list = useAdminList<StaffPickupRow>({
    path: LIST_PATH,
    rowsKey: "pickups",
    params,
    loadedMessage: PICKUP_STAFF_TEXTS.loaded,
    fallback: PICKUP_STAFF_TEXTS.fetchFailed,
  });
  const updateStatus = useUpdatePickupStatus();
  return (
    <div>
      <PageHeader title={PICKUP_STAFF_TEXTS.listTitle} />
      <ListToolbar
        path={LIST_PATH}
        params={params}
        update={update}
        statuses={PICKUP_STATUSES}
        searchLabel="Search by e-mail, contact name or pickup number"
      />
      {list.isError && !list.data ? (
        <EmptyState>{PICKUP_STAFF_TEXTS.loadError}</EmptyState>
      ) : (
        <PickupTable
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
