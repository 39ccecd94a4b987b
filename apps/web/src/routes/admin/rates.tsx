import { RATE_TEXTS } from "@app/shared/rates/staff";
import { can } from "@app/shared/core/roles";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { EmptyState, PageHeader, Spinner } from "../../components/ui/card";
import { useRateRoutes } from "../../features/rates/staff/api/rate-cards";
import { RateRoutes } from "../../features/rates/staff/components/rate-routes";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { LoadFailed } from "../../components/ui/load-failed";

/** /admin/rates: every route's current card and version history (owners and managers). */
export default function AdminRatesPage() {
  useDocumentTitle(RATE_TEXTS.listTitle);
  const admin = useAdmin();
  const allowed = can(admin.role, "rates.manage", admin.warehouses);
  const routes = useRateRoutes(allowed);
  if (!allowed) return <EmptyState>{RATE_TEXTS.onlyManagers}</EmptyState>;
  return (
    <div>
      <PageHeader
        title={RATE_TEXTS.listTitle}
        actions={
          <Link className={buttonClass("primary")} to="/admin/rates/new">
            New rate card
          </Link>
        }
      />
      <p className="mb-4 max-w-3xl text-sm text-slate-600">
        A change is a new version valid from a date; earlier versions stay as they were, so every quote and invoice
        keeps the card it was priced with.
      </p>
      {routes.isPending ? (
        <Spinner />
      ) : routes.isError ? (
        <LoadFailed query={routes} title={RATE_TEXTS.fetchFailed} />
      ) : routes.data.routes.length === 0 ? (
        <EmptyState>No rate cards yet.</EmptyState>
      ) : (
        <RateRoutes routes={routes.data.routes} />
      )}
    </div>
  );
}
