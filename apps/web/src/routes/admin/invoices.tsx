import { untypedListOp } from "../../components/admin-list/use-admin-list";
import { INVOICE_STATUSES } from "@app/shared/enums";
import { INVOICE_STAFF_TEXTS as TEXTS, type StaffInvoiceRow } from "@app/shared/invoices.staff";
import { can } from "@app/shared/roles";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { LIST_PATH } from "../../features/invoices/staff/api/invoice-keys";
import { useUpdateInvoiceStatus } from "../../features/invoices/staff/api/update-invoice-status";
import { InvoiceTable } from "../../features/invoices/staff/components/invoice-table";

export default function AdminInvoicesPage() {
  const updateStatus = useUpdateInvoiceStatus();
  return (
    <StaffListPage
      title={TEXTS.listTitle}
      {...untypedListOp<StaffInvoiceRow>(LIST_PATH, "invoices")}
      texts={TEXTS}
      statuses={INVOICE_STATUSES}
      searchLabel="Search by transaction ID or e-mail"
      noun="invoices"
      table={({ rows, loading, role }) => (
        <InvoiceTable
          rows={rows}
          loading={loading}
          canUpdateStatus={can(role, "invoices.updateStatus")}
          onStatus={(row, status) => updateStatus(row.id, status)}
        />
      )}
    />
  );
}
