import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import { warehouseName } from "@app/shared/core/warehouse-names";
import {
  PROCUREMENT_STAFF_TEXTS,
  parseWarehouseAddress,
  type StaffProcurement,
  type WarehouseAddressView,
} from "@app/shared/procurements/staff";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { CustomerEmailLink } from "../../../../components/admin-list/customer-link";
import { DetailList } from "../../../../components/ui/print-card";
import { StatusBadge } from "../../../../components/ui/status-badge";
import { invoiceFormPath } from "./shop-request-table";
import { ExtraInfo, ImageGallery, InvoiceCell } from "../../../../components/ui/record-parts";

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";

function productColumns(currency: string): Column<StaffProcurement["products"][number]>[] {
  return [
    {
      header: "Image",
      cell: (product) =>
        product.image_link ? (
          <img
            src={product.image_link}
            alt={product.product_name}
            className="h-14 w-14 rounded object-cover"
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        ) : (
          "—"
        ),
    },
    {
      header: "Description",
      cell: (product) => (
        <a href={product.product_link} target="_blank" rel="noopener noreferrer" className={LINK}>
          {product.product_name}
        </a>
      ),
    },
    { header: "Colour", cell: (product) => product.colour ?? "—" },
    { header: "Size", cell: (product) => product.size ?? "—" },
    { header: "Quantity", cell: (product) => product.quantity },
    { header: "Unit Price", cell: (product) => formatMoney(product.unit_price, currency) },
    { header: "Amount", cell: (product) => formatMoney(product.amount, currency) },
  ];
}

/** The address lines, or nothing when the stored address cannot be read (the parser logs 'Invalid JSON'). */
function WarehouseAddress({ address }: { address: WarehouseAddressView | null }) {
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
  const address = parseWarehouseAddress(p.address);
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Procurement #{p.id}</h1>
        <StatusBadge status={p.status} />
      </header>
      <DetailList
        items={[
          ["Customer email", <CustomerEmailLink key="email" userId={p.user_id} email={p.email_address} />],
          ["Customer", p.customer_name],
          ["Created", formatPortalDate(p.created_at)],
          ["Warehouse", warehouseName(p.warehouse)],
          // The address the form asks for is the customer's own ('Your address', filled from their profile): the
          // customer's card calls it 'Address' too. It was labelled 'Warehouse address' beside the warehouse.
          ["Address", <WarehouseAddress key="a" address={address} />],
          ["Phone number", address?.phone_number ?? "—"],
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
      <DataTable
        bare
        caption="Products"
        columns={productColumns(p.currency)}
        rows={p.products}
        rowKey={(product) => product.id}
        footer={[
          [PROCUREMENT_STAFF_TEXTS.addedChargesLabel, formatMoney(p.added_charges ?? 0, p.currency)],
          [
            "Total",
            <span key="total" data-testid="procurement-total">
              {formatMoney(p.total, p.currency)}
            </span>,
          ],
        ]}
      />
      <ImageGallery title="Images" images={p.images} />
      <ExtraInfo text={p.extra_info} />
    </div>
  );
}
