import type { StaffCustomerDetail } from "@app/shared/customers/staff";
import { warehouseName } from "@app/shared/core/warehouse-names";
import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import { PACKAGE_STATUS_LABELS } from "@app/shared/packages/packages";
import type { ReactNode } from "react";
import { Link } from "../../../../components/ui/link";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { DetailList } from "../../../../components/ui/print-card";
import { StatusBadge } from "../../../../components/ui/status-badge";

const LINK = "font-medium text-brand-700 hover:underline";

type Address = StaffCustomerDetail["customer"]["delivery_address"];

function addressText(address: Address) {
  if (!address) return "—";
  return [address.address_line1, address.address_line2, address.city, address.state, address.zip, address.country]
    .filter(Boolean)
    .join(", ");
}

/** The profile: name, contact, suite number, chosen warehouse and addresses. */
export function CustomerProfile({ customer }: { customer: StaffCustomerDetail["customer"] }) {
  return (
    <DetailList
      items={[
        ["Name", `${customer.firstname} ${customer.lastname}`],
        ["Email", customer.email_address],
        ["Phone", customer.number],
        ["Suite number", customer.suite_number],
        ["Chosen warehouse", warehouseName(customer.warehouse_choice)],
        ["Currency", customer.currency],
        ["Delivery address", addressText(customer.delivery_address)],
        ["Delivery phone", customer.delivery_address?.phone_number ?? "—"],
        ["Billing address", addressText(customer.billing_address)],
        ["Customer since", formatPortalDate(customer.created_at)],
      ]}
    />
  );
}

function Section<Row>({ title, rows, columns }: { title: string; rows: Row[]; columns: Column<Row>[] }): ReactNode {
  const id = `customer-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="mb-2 text-lg font-semibold text-slate-900">
        {title} <span className="text-sm font-normal text-slate-500">({rows.length})</span>
      </h2>
      <DataTable columns={columns} rows={rows} rowKey={(r) => (r as { id: number }).id} caption={title} />
    </section>
  );
}

/** Every record of the customer, each linking to its staff page. */
export function CustomerRecords({ detail }: { detail: StaffCustomerDetail }) {
  return (
    <>
      <Section
        title="Shipments"
        rows={detail.shipments}
        columns={[
          {
            header: "Tracking number",
            cell: (s) => (
              <Link to={`/admin/shipment/${s.id}`} className={LINK}>
                {s.tracking_number}
              </Link>
            ),
          },
          { header: "Status", cell: (s) => <StatusBadge status={s.shipment_status} /> },
          { header: "Payment", cell: (s) => <StatusBadge status={s.payment_status} /> },
          { header: "Date", cell: (s) => formatPortalDate(s.created_at) },
        ]}
      />
      <Section
        title="Packages"
        rows={detail.packages}
        columns={[
          {
            header: "Package",
            cell: (p) => (
              <Link to={`/admin/packages/${p.id}`} className={LINK}>
                {p.package_code}
              </Link>
            ),
          },
          { header: "Tracking number", cell: (p) => p.carrier_tracking_number ?? "—" },
          // Free text and place names wrap, so seven columns fit the page's column at 1280 px.
          { header: "Description", cell: (p) => <span className="whitespace-normal">{p.description || "—"}</span> },
          { header: "Warehouse", cell: (p) => <span className="whitespace-normal">{warehouseName(p.warehouse)}</span> },
          {
            header: "Status",
            cell: (p) => <StatusBadge status={p.status} label={PACKAGE_STATUS_LABELS[p.status]} />,
          },
          { header: "Received", cell: (p) => formatPortalDate(p.received_at) },
        ]}
      />
      <Section
        title="Shop requests"
        rows={detail.procurements}
        columns={[
          {
            header: "Request",
            cell: (p) => (
              <Link to={`/admin/shop-requests/${p.id}`} className={LINK}>
                #{p.id} {p.store_name}
              </Link>
            ),
          },
          { header: "Status", cell: (p) => <StatusBadge status={p.status} /> },
          { header: "Date", cell: (p) => formatPortalDate(p.created_at) },
        ]}
      />
      <Section
        title="Pickups"
        rows={detail.pickups}
        columns={[
          {
            header: "Pickup",
            cell: (p) => (
              <Link to={`/admin/pickups/${p.id}`} className={LINK}>
                #{p.id} {p.contact_name}, {p.city}
              </Link>
            ),
          },
          { header: "Status", cell: (p) => <StatusBadge status={p.status} /> },
          { header: "Date", cell: (p) => formatPortalDate(p.created_at) },
        ]}
      />
      <Section
        title="Tickets"
        rows={detail.tickets}
        columns={[
          {
            header: "Subject",
            cell: (t) => (
              <Link to={`/admin/tickets/${t.id}`} className={LINK}>
                {t.subject}
              </Link>
            ),
          },
          { header: "Status", cell: (t) => <StatusBadge status={t.status} /> },
          { header: "Last update", cell: (t) => formatPortalDate(t.updated_at) },
        ]}
      />
      <Section
        title="Invoices"
        rows={detail.invoices}
        columns={[
          {
            header: "Transaction ID",
            cell: (i) => (
              <Link to={`/admin/invoices/${i.id}`} className={LINK}>
                {i.transaction_id}
              </Link>
            ),
          },
          { header: "For", cell: (i) => i.reference_type },
          { header: "Amount", cell: (i) => formatMoney(i.total_amount, i.currency) },
          { header: "Status", cell: (i) => <StatusBadge status={i.status} /> },
          { header: "Date", cell: (i) => formatPortalDate(i.created_at) },
        ]}
      />
      <Section
        title="Payments"
        rows={detail.payments}
        columns={[
          { header: "Reference", cell: (p) => p.reference },
          {
            header: "Invoice",
            cell: (p) => (
              <Link to={`/admin/invoices/${p.invoice_id}`} className={LINK}>
                Invoice #{p.invoice_id}
              </Link>
            ),
          },
          { header: "Amount", cell: (p) => formatMoney(p.amount_minor / 100, p.currency) },
          { header: "Status", cell: (p) => <StatusBadge status={p.status} /> },
          { header: "Date", cell: (p) => formatPortalDate(p.created_at) },
        ]}
      />
    </>
  );
}
