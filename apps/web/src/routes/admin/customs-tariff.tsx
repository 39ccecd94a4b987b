import { can } from "@app/shared/core/roles";
import { TARIFF_TEXTS, type TariffVersion } from "@app/shared/customs/tariff";
import { useState } from "react";
import { Card, EmptyState, PageHeader, Spinner } from "../../components/ui/card";
import { LoadFailed } from "../../components/ui/load-failed";
import { useStaffTariff } from "../../features/customs/staff/api/customs";
import { LeviesForm } from "../../features/customs/staff/components/levies-form";
import { TariffTable } from "../../features/customs/staff/components/tariff-table";
import { TariffVersionForm } from "../../features/customs/staff/components/tariff-version-form";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

/**
 * /admin/customs: the customs tariff (headings in force with duty rate and restriction, their history, a new
 * version) and the levies (owners and managers; issue 37, decision 0072). The customs exchange rate is published on
 * the exchange-rates screen.
 */
export default function AdminCustomsTariffPage() {
  useDocumentTitle(TARIFF_TEXTS.title);
  const admin = useAdmin();
  const allowed = can(admin.role, "customs.manage", admin.warehouses);
  const tariff = useStaffTariff(allowed);
  const [base, setBase] = useState<TariffVersion | null>(null);
  if (!allowed) return <EmptyState>{TARIFF_TEXTS.onlyManagers}</EmptyState>;
  return (
    <div className="space-y-4">
      <PageHeader title={TARIFF_TEXTS.title} />
      <p className="max-w-3xl text-sm text-slate-600">
        Each HS heading's import duty (percent of CIF) and whether it is restricted or prohibited. A change is a new
        version from a date; invoices already priced keep the version they were priced with.
      </p>
      {tariff.isPending ? (
        <Spinner />
      ) : tariff.isError ? (
        <LoadFailed query={tariff} title={TARIFF_TEXTS.fetchFailed} />
      ) : (
        <>
          <Card>
            <h2 className="mb-3 text-lg font-semibold text-slate-900">Headings in force</h2>
            <TariffTable
              current={tariff.data.current}
              versions={tariff.data.versions}
              onNewVersion={(v) => {
                setBase(v);
                document.getElementById("tariff-version")?.scrollIntoView();
              }}
            />
          </Card>
          <Card>
            <section id="tariff-version" aria-labelledby="tariff-version-title">
              <h2 id="tariff-version-title" className="mb-3 text-lg font-semibold text-slate-900">
                {base ? `New version of ${base.heading}` : "New heading or version"}
              </h2>
              <TariffVersionForm base={base} />
            </section>
          </Card>
          <Card>
            <section aria-labelledby="levies-title">
              <h2 id="levies-title" className="mb-3 text-lg font-semibold text-slate-900">
                Levies
              </h2>
              <p className="mb-3 text-sm text-slate-600">
                Added to each line's duty. New estimates use them at once; invoices keep the levies they were priced
                with.
              </p>
              <LeviesForm levies={tariff.data.levies} />
            </section>
          </Card>
        </>
      )}
    </div>
  );
}
