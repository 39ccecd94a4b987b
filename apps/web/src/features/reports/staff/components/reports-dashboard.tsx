import { ACCOUNTING_LAYOUT_LABELS, ACCOUNTING_LAYOUTS } from "@app/shared/reports/accounting";
import {
  daysInRange,
  REPORT_MAX_DAYS,
  REPORT_TABLE_NAMES,
  REPORT_TABLES,
  type ReportTable,
  REPORTS_TEXTS,
} from "@app/shared/reports/staff";
import { useSearchParams } from "react-router";
import { buttonClass } from "../../../../components/ui/button";
import { Card, Spinner } from "../../../../components/ui/card";
import { LoadFailed } from "../../../../components/ui/load-failed";
import { accountingCsvUrl, type ReportRange, useReports } from "../api/reports";
import { DutyPaidReport } from "./duty-paid-report";
import { type Preset, PRESETS, presetRange, RangePicker } from "./range-picker";
import { ReportCard } from "./report-card";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range lives in the URL (?range=7d or ?range=custom&from&to, &warehouse): reloads and shared links keep it. */
function useRangeParams() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get("range") as Preset | null;
  const preset: Preset = asked && PRESETS.includes(asked) ? asked : "7d";
  const warehouse = search.get("warehouse") ?? "";
  const custom = { from: search.get("from") ?? "", to: search.get("to") ?? "" };
  const days = preset === "custom" ? custom : presetRange(preset);
  const range: ReportRange = { ...days, warehouse };
  const set = (next: { preset: Preset; range: ReportRange }) => {
    const out = new URLSearchParams({ range: next.preset });
    if (next.preset === "custom") {
      out.set("from", next.range.from);
      out.set("to", next.range.to);
    }
    if (next.range.warehouse) out.set("warehouse", next.range.warehouse);
    setSearch(out);
  };
  return { preset, range, set };
}

function rangeError(range: ReportRange): string | undefined {
  if (!DAY.test(range.from) || !DAY.test(range.to)) return "Enter both days";
  if (range.from > range.to) return REPORTS_TEXTS.rangeOrder;
  if (daysInRange(range.from, range.to) > REPORT_MAX_DAYS) return REPORTS_TEXTS.rangeLength;
  return undefined;
}

/**
 * The owner's dashboard: every report for the range and warehouse, and the accountant's export. An account of some
 * `warehouses` chooses among its own and is not shown the company's customer tables (docs/decisions/0076).
 */
export function ReportsDashboard({ warehouses }: { warehouses: readonly string[] | null }) {
  const tables = REPORT_TABLE_NAMES.filter(
    (name) => warehouses === null || !(REPORT_TABLES[name] as ReportTable).company,
  );
  const { preset, range, set } = useRangeParams();
  const error = rangeError(range);
  const reports = useReports(error ? { from: "", to: "", warehouse: "" } : range);
  const onPreset = (next: Preset) =>
    set({ preset: next, range: next === "custom" ? range : { ...presetRange(next), warehouse: range.warehouse } });
  return (
    <div className="space-y-4">
      <Card className="space-y-3">
        <RangePicker
          preset={preset}
          range={range}
          warehouses={warehouses}
          error={error}
          onPreset={onPreset}
          onChange={(changes) => set({ preset, range: { ...range, ...changes } })}
        />
        {reports.data && (
          <p className="text-xs text-slate-600">
            {range.from} to {range.to}. Tables marked “{REPORTS_TEXTS.now}” (shelves, queues, movement, customs, unpaid
            invoices and storage fees) are as of now, whatever the range.
          </p>
        )}
      </Card>
      {error ? null : reports.isError ? (
        <LoadFailed query={reports} title={REPORTS_TEXTS.failed} />
      ) : !reports.data ? (
        <Spinner label={REPORTS_TEXTS.loading} />
      ) : (
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2" aria-busy={reports.isFetching}>
          {tables.map((name) => (
            <ReportCard key={name} name={name} rows={reports.data.tables[name]?.rows ?? []} range={range} />
          ))}
        </div>
      )}
      <Card className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900">For the accountant</h2>
        <p className="text-sm text-slate-600">
          The range's invoices, and its payments and refunds, as CSV files Xero imports (dates day first, amounts in the
          invoice's currency; the bank statement in naira).
        </p>
        <div className="flex flex-wrap gap-2">
          {ACCOUNTING_LAYOUTS.map((layout) => (
            <a
              key={layout}
              href={error ? undefined : accountingCsvUrl(layout, range)}
              className={buttonClass("secondary")}
              download
            >
              {ACCOUNTING_LAYOUT_LABELS[layout]}
            </a>
          ))}
        </div>
      </Card>
      <DutyPaidReport />
    </div>
  );
}
