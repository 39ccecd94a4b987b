import { ADMIN_HOME_TEXTS as TEXTS, type AdminSummary } from "@app/shared/back-office/back-office";
import { Boxes, ClipboardList, FileText, LifeBuoy, Package, ShoppingBag, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../../../components/ui/link";
import { Card } from "../../../components/ui/card";

/** A count card; none when the count is null (not the account's to see, docs/decisions/0069). */
function CountCard({ title, count, empty, to }: { title: string; count: number | null; empty: string; to: string }) {
  if (count === null) return null;
  return (
    <Card>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      {count > 0 ? (
        <Link
          to={to}
          className="mt-2 block text-3xl font-bold text-brand-700 hover:underline"
          aria-label={`${title}: ${count}`}
        >
          {count.toLocaleString("en-US")}
        </Link>
      ) : (
        <p className="mt-2 text-slate-600">{empty}</p>
      )}
    </Card>
  );
}

/** The two cards of the spec: shipments exactly Pending, invoices pending or overdue (those the account sees). */
export function AttentionCards({ summary }: { summary: AdminSummary }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CountCard
        title={TEXTS.pendingShipments}
        count={summary.pending_shipments}
        empty={TEXTS.noPendingShipments}
        to="/admin/shipments?status=Pending"
      />
      <CountCard
        title={TEXTS.unpaidInvoices}
        count={summary.unpaid_invoices}
        empty={TEXTS.noUnpaidInvoice}
        to="/admin/invoices?status=pending"
      />
    </div>
  );
}

const TOTALS: Array<{ key: keyof AdminSummary["totals"]; label: string; to: string; icon: ReactNode }> = [
  { key: "parcels", label: "Parcels on the shelves", to: "/admin/packages", icon: <Boxes size={20} /> },
  {
    key: "to_pack",
    label: "Waiting to be packed",
    to: "/admin/ship-requests?status=submitted",
    icon: <ClipboardList size={20} />,
  },
  { key: "shipments", label: "Shipments", to: "/admin/shipments", icon: <Package size={20} /> },
  { key: "procurements", label: "Purchases", to: "/admin/shop-requests", icon: <ShoppingBag size={20} /> },
  { key: "pickups", label: "Pickups", to: "/admin/pickups", icon: <Truck size={20} /> },
  { key: "invoices", label: "Invoices", to: "/admin/invoices", icon: <FileText size={20} /> },
  { key: "tickets", label: "Tickets", to: "/admin/tickets", icon: <LifeBuoy size={20} /> },
];

/** The totals of the account's warehouses; a total it may not open (null) is left out. */
export function TotalsGrid({ totals }: { totals: AdminSummary["totals"] }) {
  const shown = TOTALS.filter((t) => totals[t.key] !== null);
  return (
    <section aria-labelledby="totals-heading" className="mt-6">
      <h2 id="totals-heading" className="mb-3 text-lg font-semibold text-slate-900">
        Totals
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {shown.map((t) => (
          <li key={t.key}>
            <Link
              to={t.to}
              className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
            >
              <span className="flex items-center gap-2 text-sm font-medium text-slate-600">
                {t.icon}
                {t.label}
              </span>
              <span className="mt-1 block text-2xl font-bold text-slate-900" data-testid={`total-${t.key}`}>
                {totals[t.key]?.toLocaleString("en-US")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
