import { INVOICE_STATUSES } from "@app/shared/core/enums";
import { INVOICE_STAFF_TEXTS as TEXTS } from "@app/shared/invoices/staff";
import type { ListFilter } from "../../components/admin-list/use-list-params";
import { staffInvoicesContract } from "@app/shared/invoices/staff.contract";
import { can } from "@app/shared/core/roles";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { useUpdateInvoiceStatus } from "../../features/invoices/staff/api/update-invoice-status";
import { InvoiceTable } from "../../features/invoices/staff/components/invoice-table";
import { Plus } from "lucide-react";
import { buttonClass } from "../../components/ui/button";
import { Link } from "../../components/ui/link";
import { useAdmin } from "../../lib/admin-session";

/** Invoices with money to give back (paid twice, or paid after cancelling). */
const INVOICE_FILTERS: readonly ListFilter[] = [
  { key: "refund", label: "Refund", options: [{ value: "due", label: TEXTS.refundDueBadge }] },
];

export default function AdminInvoicesPage() {
  const updateStatus = useUpdateInvoiceStatus();
  const admin = useAdmin();
  return (
    <StaffListPage
      title={TEXTS.listTitle}
      op={staffInvoicesContract.list}
      staff="customers.view"
      rowsOf={(answer) => answer.invoices}
      texts={TEXTS}
      statuses={INVOICE_STATUSES}
      filters={INVOICE_FILTERS}
      searchLabel="Search by transaction ID or e-mail, tracking number, customer name, phone or suite"
      noun="invoices"
      actions={
        can(admin.role, "invoices.create", admin.warehouses) ? (
          <Link to="/admin/invoice/form" className={buttonClass("primary")}>
            <Plus size={16} aria-hidden /> New invoice
          </Link>
        ) : undefined
      }
      table={({ rows, loading, role, warehouses }) => (
        <InvoiceTable
          rows={rows}
          loading={loading}
          canUpdateStatus={can(role, "invoices.updateStatus", warehouses)}
          onStatus={(row, status) => updateStatus(row.id, status)}
        />
      )}
    />
  );
}
