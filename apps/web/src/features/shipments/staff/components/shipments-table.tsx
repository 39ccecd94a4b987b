import { SHIPMENT_STATUSES } from "@app/shared/core/enums";
import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import type { StaffShipmentRow } from "@app/shared/shipments/staff";
import { STAFF_SETTABLE_PAYMENT_STATUSES, shipmentStatusChangeEmailsCustomer } from "@app/shared/shipments/staff.texts";
import { Link } from "../../../../components/ui/link";
import { CustomerEmailLink } from "../../../../components/admin-list/customer-link";
import { InlineStatusEdit } from "../../../../components/admin-list/inline-status-edit";
import { StatusBadge } from "../../../../components/ui/status-badge";
import { type Column, DataTable, type TableSelection } from "../../../../components/ui/data-table";

interface Props {
  rows: StaffShipmentRow[] | undefined;
  loading: boolean;
  /** Managers and owners issue invoices; others see no 'Create Invoice' link. */
  canCreateInvoice: boolean;
  onShipmentStatus: (row: StaffShipmentRow, status: string) => Promise<unknown>;
  onPaymentStatus: (row: StaffShipmentRow, status: string) => Promise<unknown>;
  /** Checkboxes for the list's bulk status change. */
  selection?: TableSelection<StaffShipmentRow>;
}

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** The invoice form for this shipment: reference type fixed; customer, amount and currency prefilled. */
export function invoiceFormPath(row: StaffShipmentRow) {
  const query = new URLSearchParams({
    type: "shipments",
    user_id: String(row.user_id),
    total_amount: row.shipping_cost,
    currency: row.currency.slice(0, 3),
  });
  return `/admin/invoice/form/${row.id}?${query}`;
}

/** Columns of the spec: Tracking No., Shipment Status, Payment Status, Email, Shipping Cost, Created On, Invoice. */
export function ShipmentsTable({
  rows,
  loading,
  canCreateInvoice,
  onShipmentStatus,
  onPaymentStatus,
  selection,
}: Props) {
  const columns: Column<StaffShipmentRow>[] = [
    {
      header: "Tracking No.",
      sortKey: "tracking_number",
      cell: (r) => (
        <Link to={`/admin/shipment/${r.id}`} state={{ shipment: r }} className={LINK}>
          {r.tracking_number}
        </Link>
      ),
    },
    {
      header: "Shipment Status",
      sortKey: "shipment_status",
      cell: (r) => (
        <InlineStatusEdit
          value={r.shipment_status}
          options={SHIPMENT_STATUSES}
          label={`shipment status of ${r.tracking_number}`}
          onConfirm={(status) => onShipmentStatus(r, status)}
          emailsCustomer={shipmentStatusChangeEmailsCustomer}
        />
      ),
    },
    {
      header: "Payment Status",
      sortKey: "payment_status",
      // Refunded comes only from a refund recorded on the invoice, and stays: shown, not editable.
      cell: (r) =>
        r.payment_status === "Refunded" ? (
          <StatusBadge status={r.payment_status} />
        ) : (
          <InlineStatusEdit
            value={r.payment_status}
            options={STAFF_SETTABLE_PAYMENT_STATUSES}
            label={`payment status of ${r.tracking_number}`}
            onConfirm={(status) => onPaymentStatus(r, status)}
          />
        ),
    },
    {
      header: "Email",
      sortKey: "email_address",
      cell: (r) => <CustomerEmailLink userId={r.user_id} email={r.email_address} />,
    },
    { header: "Shipping Cost", sortKey: "shipping_cost", cell: (r) => formatMoney(r.shipping_cost, r.currency) },
    { header: "Created On", sortKey: "created_at", cell: (r) => formatPortalDate(r.created_at) },
    {
      header: "Invoice",
      cell: (r) =>
        r.invoice ? (
          <Link to={`/admin/invoices/${r.invoice.id}`} className={LINK}>
            {r.invoice.transaction_id}
          </Link>
        ) : canCreateInvoice ? (
          <Link to={invoiceFormPath(r)} className={LINK} aria-label={`Create Invoice for ${r.tracking_number}`}>
            Create Invoice
          </Link>
        ) : (
          <span className="text-slate-500">No invoice</span>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={loading}
      caption="Shipments"
      selection={selection}
    />
  );
}
