import { can } from "@app/shared/core/roles";
import { RECONCILIATION_TEXTS } from "@app/shared/reconciliation/staff";
import { useState } from "react";
import { Card, EmptyState, PageHeader } from "../../components/ui/card";
import { LoadFailed } from "../../components/ui/load-failed";
import { Pagination } from "../../components/ui/pagination";
import { useReconciliationDays } from "../../features/reconciliation/staff/api/reconciliation";
import { CheckDayForm } from "../../features/reconciliation/staff/components/check-day-form";
import { ExchangeDifferences } from "../../features/reconciliation/staff/components/exchange-differences";
import {
  ReconciliationDayDetail,
  ReconciliationDays,
} from "../../features/reconciliation/staff/components/reconciliation-days";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /admin/reconciliation: each day against Paystack's transaction list, and the exchange differences (owners, managers). */
export default function AdminReconciliationPage() {
  useDocumentTitle(RECONCILIATION_TEXTS.title);
  const admin = useAdmin();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<string | null>(null);
  const allowed = can(admin.role, "payments.reconcile", admin.warehouses);
  const days = useReconciliationDays(page, allowed);
  if (!allowed) return <EmptyState>Only owners and managers reconcile payments.</EmptyState>;
  return (
    <div className="space-y-4">
      <PageHeader title={RECONCILIATION_TEXTS.title} />
      <Card className="space-y-4">
        <p className="max-w-3xl text-sm text-slate-600">
          Every day is compared with Paystack's transaction list: what Paystack has and we don't, and what we have as
          paid and Paystack doesn't. The daily job checks yesterday.
        </p>
        <CheckDayForm onChecked={setShown} />
        {days.isError ? (
          <LoadFailed query={days} title="Could not load the reconciliation." />
        ) : (
          <>
            <ReconciliationDays days={days.data?.days} onShow={setShown} />
            <Pagination
              info={days.data?.pagination}
              loadingPage={days.isPlaceholderData ? page : undefined}
              onPage={setPage}
              noun="days"
            />
          </>
        )}
      </Card>
      {shown && <ReconciliationDayDetail day={shown} />}
      <ExchangeDifferences />
    </div>
  );
}
