import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import {
  PROCUREMENT_TEXTS,
  PROCUREMENT_WAREHOUSES,
  type Procurement,
  toDirectImageLink,
} from "@app/shared/procurements/procurements";
import { Link } from "../../../components/ui/link";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { DetailList } from "../../../components/ui/print-card";
import { StatusBadge } from "../../../components/ui/status-badge";
import { ExtraInfo, ImageGallery } from "../../../components/ui/record-parts";

const linkClass = "text-brand-700 underline-offset-2 hover:underline break-all";

function ProductsTable({ procurement: p }: { procurement: Procurement }) {
  const columns: Column<Procurement["products"][number]>[] = [
    {
      header: "Image",
      cell: (product) => {
        const image = toDirectImageLink(product.image_link);
        return image ? <img src={image} alt={product.product_name} className="h-12 w-12 rounded object-cover" /> : "—";
      },
    },
    {
      header: "Product",
      cell: (product) => (
        <a href={product.product_link} target="_blank" rel="noreferrer noopener" className={linkClass}>
          {product.product_name}
        </a>
      ),
    },
    { header: "Size", cell: (product) => product.size ?? "—" },
    { header: "Colour", cell: (product) => product.colour ?? "—" },
    { header: "Quantity", cell: (product) => product.quantity },
    { header: "Unit Price", cell: (product) => formatMoney(product.unit_price, p.currency) },
    { header: "Amount", cell: (product) => formatMoney(Number(product.unit_price) * product.quantity, p.currency) },
  ];
  return (
    <DataTable
      bare
      caption="Products"
      columns={columns}
      rows={p.products}
      rowKey={(product) => product.id}
      footer={[
        [PROCUREMENT_TEXTS.addedChargesLabel, formatMoney(p.added_charges ?? 0, p.currency)],
        [
          "Total",
          <span key="total" data-testid="procurement-detail-total">
            {formatMoney(p.total, p.currency)}
          </span>,
        ],
      ]}
    />
  );
}

/** The printable procurement card: store, address, products with the added charges and the total. */
export function ProcurementCard({ procurement: p }: { procurement: Procurement }) {
  const address = [
    p.address.address_line1,
    p.address.address_line2,
    p.address.city,
    p.address.state,
    p.address.zip,
    p.address.country,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Procurement</p>
          <h1 className="text-2xl font-bold text-slate-900">#{p.id}</h1>
        </div>
        <StatusBadge status={p.status} />
      </header>
      <DetailList
        items={[
          ["Store", p.store_name],
          [
            "Store Website",
            <a key="site" href={p.store_website} target="_blank" rel="noreferrer noopener" className={linkClass}>
              {p.store_website}
            </a>,
          ],
          ["Warehouse", PROCUREMENT_WAREHOUSES.find((w) => w.city === p.warehouse)?.label ?? p.warehouse],
          ["Currency", p.currency],
          ["Address", address],
          ["Phone Number", p.address.phone_number ?? "—"],
          ["Doorstep Delivery", p.doorstep_delivery ? "Yes" : "No"],
          ...(p.delivery_address ? [["Delivery Address", p.delivery_address] as [string, string]] : []),
          ["Date Created", formatPortalDate(p.created_at)],
          [
            "Invoice",
            p.invoice ? (
              <span key="inv" className="inline-flex items-center gap-2">
                <Link to={`/user/invoice/${p.invoice.id}`} className="font-semibold text-brand-700 hover:underline">
                  {p.invoice.transaction_id}
                </Link>
                <StatusBadge status={p.invoice.status} />
              </span>
            ) : (
              "—"
            ),
          ],
        ]}
      />
      <ProductsTable procurement={p} />
      <ExtraInfo text={p.extra_info} />
      <ImageGallery title="Images" images={p.images} />
    </div>
  );
}
