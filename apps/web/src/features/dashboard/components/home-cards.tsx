import type { PublicUser } from "@app/shared/accounts/accounts";
import type { DashboardResponse } from "@app/shared/dashboard/dashboard";
import { Link } from "../../../components/ui/link";
import { Card } from "../../../components/ui/card";

export function ProfileCard({ user }: { user: PublicUser }) {
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">
        {user.firstname} {user.lastname}
      </h2>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Email</dt>
          <dd className="break-all text-slate-900">{user.email_address}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Phone</dt>
          <dd className="text-slate-900">{user.number}</dd>
        </div>
      </dl>
    </Card>
  );
}

function CountCard({
  label,
  value,
  to,
  testId,
}: {
  label: string;
  value: number | undefined;
  to: string;
  testId: string;
}) {
  return (
    <Link
      to={to}
      className="block rounded-lg border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-600"
      data-testid={testId}
    >
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900" aria-busy={value === undefined}>
        {value ?? <span className="inline-block h-6 w-8 animate-pulse rounded bg-slate-100 align-middle" />}
      </p>
    </Link>
  );
}

/**
 * Packages waiting at our warehouses, pending shipments (status exactly 'Pending'), unpaid invoices (status not
 * 'paid') and the totals; while they load, the same cards hold a placeholder, so nothing moves when the numbers arrive.
 */
export function CountCards({ counts }: { counts: DashboardResponse["counts"] | undefined }) {
  return (
    <div className="space-y-3">
      <CountCard
        label="Packages waiting at our warehouses"
        value={counts?.packages_waiting}
        to="/user/packages?tab=warehouse"
        testId="count-packages-waiting"
      />
      <div className="grid grid-cols-2 gap-3">
        <CountCard
          label="Pending Shipments"
          value={counts?.pending_shipments}
          to="/user/my-shipments"
          testId="count-pending-shipments"
        />
        <CountCard
          label="Unpaid Invoices"
          value={counts?.unpaid_invoices}
          to="/user/invoices"
          testId="count-unpaid-invoices"
        />
      </div>
      <div className="grid grid-cols-3 gap-3">
        <CountCard label="Shipments" value={counts?.shipments} to="/user/my-shipments" testId="count-shipments" />
        <CountCard label="Purchases" value={counts?.procurements} to="/user/shop-for-me" testId="count-purchases" />
        <CountCard label="Pickups" value={counts?.pickups} to="/user/pickups" testId="count-pickups" />
      </div>
    </div>
  );
}
