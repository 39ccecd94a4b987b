import { formatPortalDate, lbsToKg } from "@app/shared/core/format";
import type { Pickup } from "@app/shared/pickups/pickups";
import { Link } from "../../../components/ui/link";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { StatusBadge } from "../../../components/ui/status-badge";
import { ExtraInfo, ImageGallery } from "../../../components/ui/record-parts";

const label = "text-xs font-semibold uppercase tracking-wide text-slate-500";

/** A number without trailing zeros: '40.00' → '40', '30.50' → '30.5'. */
const plain = (value: string | number) => String(Number(value));

function ItemsTable({ pickup: p }: { pickup: Pickup }) {
  const columns: Column<Pickup["items"][number]>[] = [
    {
      header: "Image",
      cell: (item) =>
        item.image_link ? (
          <a href={item.image_link} target="_blank" rel="noreferrer">
            <img src={item.image_link} alt={item.item_name} className="h-12 w-12 rounded object-cover" />
          </a>
        ) : (
          "—"
        ),
    },
    { header: "Item", cell: (item) => item.item_name },
    {
      header: "L x W x H (cm)",
      cell: (item) => `${plain(item.length)} x ${plain(item.width)} x ${plain(item.height)}`,
    },
    { header: "Weight (kg)", cell: (item) => `${lbsToKg(item.weight).toFixed(2)} kg` },
    { header: "Quantity", cell: (item) => item.quantity },
  ];
  return <DataTable bare caption="Items" columns={columns} rows={p.items} rowKey={(item) => item.id} />;
}

/**
 * The printable pickup card, as the spec lists it: id, status, customer name, created date, the
 * warehouse (pickup) address, the delivery address if any, the items with weights in kg, extra information.
 */
export function PickupCard({ pickup: p }: { pickup: Pickup }) {
  const itemPhotos = new Set(p.items.map((i) => i.image_link));
  const otherImages = p.images.filter((image) => !itemPhotos.has(image.url));
  return (
    <div className="space-y-5">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
        <div>
          <p className={label}>Pickup</p>
          <h1 className="text-2xl font-bold text-slate-900">#{p.id}</h1>
        </div>
        <StatusBadge status={p.status} />
      </header>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        <div>
          <dt className={label}>Customer Name</dt>
          <dd className="mt-0.5 text-slate-900">{p.customer_name}</dd>
        </div>
        <div>
          <dt className={label}>Date Created</dt>
          <dd className="mt-0.5 text-slate-900">{formatPortalDate(p.created_at)}</dd>
        </div>
        <div>
          <dt className={label}>Warehouse Address</dt>
          <dd className="mt-0.5 text-slate-900" data-testid="pickup-address">
            <span className="block">{p.address_1}</span>
            {p.address_2 && <span className="block">{p.address_2}</span>}
            <span className="block">
              {p.city}, {p.state} {p.zip}
            </span>
            <span className="block">{p.country}</span>
          </dd>
        </div>
        {p.delivery_address && (
          <div>
            <dt className={label}>Delivery Address</dt>
            <dd className="mt-0.5 whitespace-pre-line text-slate-900">{p.delivery_address}</dd>
          </div>
        )}
        {p.invoice && (
          <div>
            <dt className={label}>Invoice</dt>
            <dd className="mt-0.5 inline-flex items-center gap-2">
              <Link to={`/user/invoice/${p.invoice.id}`} className="font-semibold text-brand-700 hover:underline">
                {p.invoice.transaction_id}
              </Link>
              <StatusBadge status={p.invoice.status} />
            </dd>
          </div>
        )}
      </dl>
      <ItemsTable pickup={p} />
      <ExtraInfo text={p.extra_info} />
      <ImageGallery title="Images" images={otherImages} />
    </div>
  );
}
