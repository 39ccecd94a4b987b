import {
  DISCREPANCY_LABELS,
  type Discrepancy,
  RECONCILIATION_TEXTS,
  type ReconciliationDaySummary,
} from "@app/shared/reconciliation/staff";
import { formatPortalDate } from "@app/shared/core/format";
import { formatKobo } from "@app/shared/wallet/wallet";
import { Button } from "../../../../components/ui/button";
import { Card, EmptyState, Spinner } from "../../../../components/ui/card";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { LoadFailed } from "../../../../components/ui/load-failed";
import { useReconciliationDay } from "../api/reconciliation";
import { formatMinor } from "@app/shared/rates/rates";

const money = (kobo: number | null, currency = "NGN") => (kobo === null ? "—" : formatMinor(kobo, currency));

function StatusText({ status }: { status: "clean" | "flagged" }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${status === "clean" ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-red-900"}`}
    >
      {status === "clean" ? RECONCILIATION_TEXTS.clean : RECONCILIATION_TEXTS.flagged}
    </span>
  );
}

/** The checked days, each with its status and both sides' counts and totals; choosing one shows its detail. */
export function ReconciliationDays({
  days,
  onShow,
}: {
  days: ReconciliationDaySummary[] | undefined;
  onShow: (day: string) => void;
}) {
  const columns: Column<ReconciliationDaySummary>[] = [
    { header: "Day", cell: (d) => d.day },
    { header: "Status", cell: (d) => <StatusText status={d.status} /> },
    { header: "Paystack", cell: (d) => `${d.provider_count} · ${formatKobo(d.provider_total_minor)}` },
    { header: "Ours", cell: (d) => `${d.our_count} · ${formatKobo(d.our_total_minor)}` },
    { header: "Discrepancies", cell: (d) => d.discrepancy_count },
    {
      header: "Checked",
      className: "whitespace-normal! break-words @3xl:min-w-[10rem] @3xl:max-w-xs",
      cell: (d) => `${formatPortalDate(d.checked_at)} by ${d.checked_by}`,
    },
    {
      header: "Detail",
      cell: (d) => (
        <Button type="button" variant="ghost" onClick={() => onShow(d.day)}>
          Show {d.day}
        </Button>
      ),
    },
  ];
  if (days && days.length === 0) return <EmptyState>{RECONCILIATION_TEXTS.never}</EmptyState>;
  return <DataTable caption="Checked days" columns={columns} rows={days} rowKey={(d) => d.day} />;
}

/** One day's discrepancies: what Paystack has and we don't, what we have and Paystack doesn't, amounts that differ. */
export function ReconciliationDayDetail({ day }: { day: string }) {
  const report = useReconciliationDay(day);
  const columns: Column<Discrepancy>[] = [
    { header: "Kind", cell: (d) => DISCREPANCY_LABELS[d.kind] },
    { header: "Reference", cell: (d) => <span className="break-all">{d.reference}</span> },
    { header: "Paystack", cell: (d) => money(d.provider_amount_minor, d.currency) },
    { header: "Ours", cell: (d) => money(d.our_amount_minor, d.currency) },
    { header: "Detail", cell: (d) => d.detail },
  ];
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Day {day}</h2>
      {report.isPending ? (
        <Spinner />
      ) : report.isError ? (
        <LoadFailed query={report} title="Could not load the day." />
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="reconciliation-status">
            <StatusText status={report.data.status} />
            {report.data.status === "clean"
              ? `Paystack and our records agree: ${report.data.provider_count} payments, ${formatKobo(report.data.provider_total_minor)}.`
              : `${report.data.discrepancy_count} to look into.`}
          </p>
          {report.data.discrepancies.length > 0 && (
            <DataTable
              caption={`Discrepancies of ${day}`}
              columns={columns}
              rows={report.data.discrepancies}
              rowKey={(d) => `${d.kind}-${d.reference}`}
            />
          )}
        </>
      )}
    </Card>
  );
}
