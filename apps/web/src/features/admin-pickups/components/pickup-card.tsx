import { formatMoney, formatPortalDate } from "@app/shared/format";
import type { StaffPickup } from "@app/shared/pickups-staff";
import { Link } from "react-router";
import { DetailList } from "../../../components/ui/print-card";
import { StatusBadge } from "../../../components/ui/status-badge";
import { invoiceFormPath } from "./pickup-table";
import { ExtraInfo, ImageGallery } from "../../../components/ui/record-parts";

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";
const TH = "px-3 py-2 text-left font-semibold text-slate-700";
const TD = "px-3 py-2 align-top text-slate-800";

/** The printable pickup: the customer's pickup detail plus the customer's e-mail and the contact. */
export function PickupCard({ pickup: p, canCreateInvoice }: { pickup: StaffPickup; canCreateInvoice: boolean }) {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Pickup #{p.id}</h1>
        <StatusBadge status={p.status} green={p.status === "delivered"} />
      </header>
      <DetailList
        items={[
          ["Customer", p.customer_name],
          ["Customer email", p.email_address],
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
            p.invoice ? (
              <Link key="i" to={`/admin/invoices/${p.invoice.id}`} className={LINK}>
                {p.invoice.transaction_id} · {formatMoney(p.invoice.total_amount, p.invoice.currency)}
              </Link>
            ) : canCreateInvoice ? (
              <Link key="i" to={invoiceFormPath(p)} className={`${LINK} no-print`}>
                Create Invoice
              </Link>
            ) : (
              "No invoice yet"
            ),
          ],
        ]}
      />
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Items</caption>
          <thead className="bg-slate-50">
            <tr>
              <th className={TH}>Image</th>
              <th className={TH}>Name</th>
              <th className={TH}>L x W x H (cm)</th>
              <th className={TH}>Weight</th>
              <th className={TH}>Quantity</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {p.items.map((item) => (
              <tr key={item.id}>
                <td className={TD}>
                  {item.image_link ? (
                    <img
                      src={item.image_link}
                      alt={item.item_name}
                      className="h-14 w-14 rounded object-cover"
                      loading="lazy"
                    />
                  ) : (
                    "—"
                  )}
                </td>
                <td className={TD}>{item.item_name}</td>
                <td className={TD}>
                  {Number(item.length)} x {Number(item.width)} x {Number(item.height)}
                </td>
                <td className={TD}>{item.weight_kg.toFixed(2)} kg</td>
                <td className={TD}>{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ImageGallery title="Images" images={p.images} />
      <ExtraInfo text={p.extra_info} />
    </div>
  );
}
