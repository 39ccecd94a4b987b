import { formatMoney, formatPortalDate } from "@app/shared/format";
import { PROCUREMENT_STAFF_TEXTS, parseWarehouseAddress, type StaffProcurement } from "@app/shared/procurements-staff";
import { Link } from "react-router";
import { DetailList } from "../../../components/ui/print-card";
import { StatusBadge } from "../../../components/ui/status-badge";
import { invoiceFormPath } from "./shop-request-table";
import { ExtraInfo, ImageGallery } from "../../../components/ui/record-parts";

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";
const TH = "px-3 py-2 text-left font-semibold text-slate-700";
const TD = "px-3 py-2 align-top text-slate-800";

/** The warehouse address lines, or nothing when the stored address cannot be read (the parser logs 'Invalid JSON'). */
function WarehouseAddress({ raw }: { raw: unknown }) {
  const address = parseWarehouseAddress(raw);
  if (!address) return <span data-testid="warehouse-address" />;
  return (
    <address data-testid="warehouse-address" className="not-italic">
      {address.address_line1}
      {address.address_line2 && (
        <>
          <br />
          {address.address_line2}
        </>
      )}
      <br />
      {[address.city, [address.state, address.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ")}
      <br />
      {address.country}
    </address>
  );
}

/** The printable shop request: everything the spec lists, in the order a buyer needs it. */
export function ShopRequestCard({
  procurement: p,
  canCreateInvoice,
}: {
  procurement: StaffProcurement;
  canCreateInvoice: boolean;
}) {
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Procurement #{p.id}</h1>
        <StatusBadge status={p.status} green={p.status === "approved"} />
      </header>
      <DetailList
        items={[
          ["Customer email", p.email_address],
          ["Customer", p.customer_name],
          ["Created", formatPortalDate(p.created_at)],
          ["Warehouse", p.warehouse],
          ["Warehouse address", <WarehouseAddress key="a" raw={p.address} />],
          ["Store name", p.store_name],
          [
            "Store website",
            <a key="w" href={p.store_website} target="_blank" rel="noopener noreferrer" className={LINK}>
              {p.store_website}
            </a>,
          ],
          ["Delivery address", p.delivery_address ?? (p.doorstep_delivery ? "—" : "No doorstep delivery")],
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
          <caption className="sr-only">Products</caption>
          <thead className="bg-slate-50">
            <tr>
              <th className={TH}>Image</th>
              <th className={TH}>Description</th>
              <th className={TH}>Colour</th>
              <th className={TH}>Size</th>
              <th className={TH}>Quantity</th>
              <th className={TH}>Unit Price</th>
              <th className={TH}>Amount</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {p.products.map((product) => (
              <tr key={product.id}>
                <td className={TD}>
                  {product.image_link ? (
                    <img
                      src={product.image_link}
                      alt={product.product_name}
                      className="h-14 w-14 rounded object-cover"
                      loading="lazy"
                      referrerPolicy="no-referrer"
                    />
                  ) : (
                    "—"
                  )}
                </td>
                <td className={TD}>
                  <a href={product.product_link} target="_blank" rel="noopener noreferrer" className={LINK}>
                    {product.product_name}
                  </a>
                </td>
                <td className={TD}>{product.colour ?? "—"}</td>
                <td className={TD}>{product.size ?? "—"}</td>
                <td className={TD}>{product.quantity}</td>
                <td className={TD}>{formatMoney(product.unit_price, p.currency)}</td>
                <td className={TD}>{formatMoney(product.amount, p.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200">
            <tr>
              <th colSpan={6} scope="row" className="px-3 py-2 text-right font-medium text-slate-700">
                {PROCUREMENT_STAFF_TEXTS.addedChargesLabel}
              </th>
              <td className={TD}>{formatMoney(p.added_charges ?? 0, p.currency)}</td>
            </tr>
            <tr>
              <th colSpan={6} scope="row" className="px-3 py-2 text-right font-semibold text-slate-900">
                Total
              </th>
              <td className={`${TD} font-semibold`} data-testid="procurement-total">
                {formatMoney(p.total, p.currency)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <ImageGallery title="Images" images={p.images} />
      <ExtraInfo text={p.extra_info} />
    </div>
  );
}
