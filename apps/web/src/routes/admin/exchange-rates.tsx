import { can } from "@app/shared/core/roles";
import { EmptyState, PageHeader, Spinner } from "../../components/ui/card";
import { EXCHANGE_RATE_PAGE_TEXTS, useExchangeRates } from "../../features/exchange-rates/staff/api/exchange-rates";
import { PublishRateForm } from "../../features/exchange-rates/staff/components/publish-rate-form";
import { RateOverview } from "../../features/exchange-rates/staff/components/rate-overview";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { LoadFailed } from "../../components/ui/load-failed";

/** /admin/exchange-rates: publish naira rates and see the rate in force and the history (owners and managers). */
export default function AdminExchangeRatesPage() {
  useDocumentTitle(EXCHANGE_RATE_PAGE_TEXTS.title);
  const admin = useAdmin();
  const allowed = can(admin.role, "rates.manage", admin.warehouses);
  const overview = useExchangeRates(allowed);
  if (!allowed) return <EmptyState>{EXCHANGE_RATE_PAGE_TEXTS.onlyManagers}</EmptyState>;
  return (
    <div className="space-y-4">
      <PageHeader title={EXCHANGE_RATE_PAGE_TEXTS.title} />
      <p className="max-w-3xl text-sm text-slate-600">
        Naira per unit of each currency: payment rates for invoices paid in naira, customs rates for converting declared
        values when duty is estimated. A published rate is never changed: publish a new one to correct it.
      </p>
      <PublishRateForm />
      {overview.isPending ? (
        <Spinner />
      ) : overview.isError ? (
        <LoadFailed query={overview} title={EXCHANGE_RATE_PAGE_TEXTS.fetchFailed} />
      ) : (
        <RateOverview overview={overview.data} />
      )}
    </div>
  );
}
