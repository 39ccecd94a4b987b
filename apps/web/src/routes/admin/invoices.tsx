import { INVOICE_STATUSES } from "@app/shared/enums";
import { INVOICE_STAFF_TEXTS, type StaffInvoiceRow } from "@app/shared/invoices-staff";
import { can } from "@app/shared/roles";
import { ListToolbar } from "../../components/admin-list/list-toolbar";
import { useAdminList } from "../../components/admin-list/use-admin-list";
import { useListParams } from "../../components/admin-list/use-list-params";
import { EmptyState, PageHeader } from "../../components/ui/card";
import { Pagination } from "../../components/ui/pagination";
import { LIST_PATH } from "../../features/admin-invoices/api/invoice-keys";
import { useUpdateInvoiceStatus } from "../../features/admin-invoices/api/update-invoice-status";
import { InvoiceTable } from "../../features/admin-invoices/components/invoice-table";
import { useAdmin } from "../../lib/session";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function AdminInvoicesPage() {
  useDocumentTitle(INVOICE_STAFF_TEXTS.listTitle);
  const admin = useAdmin();
  const { params, update } = useListParams();
  const list = useAdminList<StaffInvoiceRow>({
    path: LIST_PATH,
    rowsKey: "invoices",
    params,
    loadedMessage: INVOICE_STAFF_TEXTS.loaded,
    fallback: INVOICE_STAFF_TEXTS.fetchFailed,
  });
  const updateStatus = useUpdateInvoiceStatus();
  return (
    <div>
      <PageHeader title={INVOICE_STAFF_TEXTS.listTitle} />
      <ListToolbar
        path={LIST_PATH}
        params={params}
        update={update}
        statuses={INVOICE_STATUSES}
        searchLabel="Search by transaction ID or e-mail"
      />
      {list.isError && !list.data ? (
        <EmptyState>{INVOICE_STAFF_TEXTS.loadError}</EmptyState>
      ) : (
        <InvoiceTable
          rows={list.data?.rows}
          loading={list.isPending}
          canUpdateStatus={can(admin.role, "invoices.updateStatus")}
          onStatus={(row, status) => updateStatus(row.id, status)}
        />
      )}
      <Pagination info={list.data?.pagination} onPage={(page) => update({ page })} />
    </div>
  );
}
