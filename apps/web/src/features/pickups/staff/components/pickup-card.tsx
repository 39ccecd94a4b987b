import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import type { StaffPickup } from "@app/shared/pickups/staff";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { CustomerEmailLink } from "../../../../components/admin-list/customer-link";
import { DetailList } from "../../../../components/ui/print-card";
import { StatusBadge } from "../../../../components/ui/status-badge";
import { invoiceFormPath } from "./pickup-table";
import { ExtraInfo, ImageGallery, InvoiceCell } from "../../../../components/ui/record-parts";

const ITEM_COLUMNS: Column<StaffPickup["items"][number]>[] = [
  {
    header: "Image",
    cell: (item) =>
      item.image_link ? (
        <img src={item.image_link} alt={item.item_name} className="h-14 w-14 rounded object-cover" loading="lazy" />
      ) : (
        "—"
      ),
  },
  { header: "Name", cell: (item) => item.item_name },
  {
    header: "L x W x H (cm)",
    cell: (item) => `${Number(item.length)} x ${Number(item.width)} x ${Number(item.height)}`,
  },
  { header: "Weight", cell: (item) => `${item.weight_kg.toFixed(2)} kg` },
  { header: "Quantity", cell: (item) => item.quantity },
];

/** The printable pickup: the customer's pickup detail plus the customer's e-mail and the contact. */
export function PickupCard({ pickup: p, canCreateInvoice }: { pickup: StaffPickup; canCreateInvoice: boolean }) {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Pickup #{p.id}</h1>
        <StatusBadge status={p.status} />
      </header>
      <DetailList
        items={[
          ["Customer", p.customer_name],
          ["Customer email", <CustomerEmailLink key="email" userId={p.user_id} email={p.email_address} />],
          ["Created", formatPortalDate(p.created_at)],
          ["Contact", `${p.contact_name} · ${p.contact_number} · ${p.contact_email}`],
          [
            "Pickup address",
            <address key="a" className="not-italic" data-testid="pickup-address">
              {p.address_1}
              {p.address_2 && (
                <>
                  <br />
                  {p.address_2}
                </>
              )}
              <br />
              {p.city}, {p.state} {p.zip}
              <br />
              {p.country}
            </address>,
          ],
          ["Delivery address", p.delivery_address ?? "No doorstep delivery"],
          [
            "Invoice",
            <InvoiceCell
              key="i"
              invoice={
                p.invoice && {
                  id: p.invoice.id,
                  transaction_id: p.invoice.transaction_id,
                  amount: formatMoney(p.invoice.total_amount, p.invoice.currency),
                }
              }
              createPath={canCreateInvoice ? invoiceFormPath(p) : undefined}
            />,
          ],
        ]}
      />
      <DataTable bare caption="Items" columns={ITEM_COLUMNS} rows={p.items} rowKey={(item) => item.id} />
      <ImageGallery title="Images" images={p.images} />
      <ExtraInfo text={p.extra_info} />
    </div>
  );
}
