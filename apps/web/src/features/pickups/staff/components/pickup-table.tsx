import { PICKUP_STATUSES } from "@app/shared/core/enums";
import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import { pickupStatusChangeEmailsCustomer, type StaffPickupRow } from "@app/shared/pickups/staff";
import { Link } from "../../../../components/ui/link";
import { InlineStatusEdit } from "../../../../components/admin-list/inline-status-edit";
import { type Column, DataTable } from "../../../../components/ui/data-table";

interface Props {
  rows: StaffPickupRow[] | undefined;
  loading: boolean;
  /** Managers and owners issue invoices; others see no 'Create Invoice' link. */
  canCreateInvoice: boolean;
  onStatus: (row: StaffPickupRow, status: string) => Promise<unknown>;
}

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** The invoice form for this pickup: reference type fixed, customer and reference prefilled. */
export function invoiceFormPath(row: Pick<StaffPickupRow, "id" | "user_id">) {
  return `/admin/invoice/form/${row.id}?${new URLSearchParams({ type: "pickup", user_id: String(row.user_id) })}`;
}

/** Columns of the spec: Pickup No., Status (inline edit), Date, Invoice, Invoice Amount. */
export function PickupTable({ rows, loading, canCreateInvoice, onStatus }: Props) {
  const columns: Column<StaffPickupRow>[] = [
    {
      header: "Pickup No.",
      sortKey: "id",
      cell: (r) => (
        <Link to={`/admin/pickups/${r.id}`} className={LINK}>
          {r.id}
        </Link>
      ),
    },
    {
      header: "Status",
      sortKey: "status",
      cell: (r) => (
        <InlineStatusEdit
          value={r.status}
          options={PICKUP_STATUSES}
          label={`status of pickup ${r.id}`}
          onConfirm={(status) => onStatus(r, status)}
          emailsCustomer={pickupStatusChangeEmailsCustomer}
        />
      ),
    },
    { header: "Date", sortKey: "created_at", cell: (r) => formatPortalDate(r.created_at) },
    {
      header: "Invoice",
      cell: (r) =>
        r.invoice ? (
          <Link to={`/admin/invoices/${r.invoice.id}`} className={LINK}>
            {r.invoice.transaction_id}
          </Link>
        ) : canCreateInvoice ? (
          <Link to={invoiceFormPath(r)} className={LINK}>
            Create Invoice
          </Link>
        ) : (
          <span className="text-slate-500">No invoice</span>
        ),
    },
    {
      header: "Invoice Amount",
      cell: (r) => (r.invoice ? formatMoney(r.invoice.total_amount, r.invoice.currency) : "—"),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} caption="Pickups" />;
}
