import {
  REPORT_TABLES,
  REPORTS_TEXTS,
  type ReportColumn,
  type ReportRow,
  type ReportTable,
  type ReportTableName,
} from "@app/shared/reports/staff";
import { formatKobo } from "@app/shared/wallet/wallet";
import { lazy, Suspense, useMemo } from "react";
import { Link } from "../../../../components/ui/link";
import { buttonClass } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";
import { type ReportRange, tableCsvUrl } from "../api/reports";
import { REPORT_VIEWS } from "./report-views";

const BarChart = lazy(() => import("./bar-chart").then((m) => ({ default: m.BarChart })));

const number = (value: number) => value.toLocaleString("en-US");

/** A cell as the screen reads it: amounts with their currency, days and rates with their unit, "—" for none. */
function cellText(column: ReportColumn, row: ReportRow): string {
  const value = row[column.key];
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  switch (column.kind) {
    case "kobo":
      return formatKobo(value);
    case "minor":
      return `${row.currency ?? ""} ${(value / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`.trim();
    case "percent":
      return `${value}%`;
    default:
      return number(value);
  }
}

/** One table of the dashboard: its chart (when it has one), the table itself, its CSV and the list behind it. */
export function ReportCard({ name, rows, range }: { name: ReportTableName; rows: ReportRow[]; range: ReportRange }) {
  const table: ReportTable = REPORT_TABLES[name];
  const view = REPORT_VIEWS[name];
  const headingId = `report-${name}`;
  const chart = useMemo(() => {
    if (!view.chart || rows.length === 0) return null;
    const columns: readonly ReportColumn[] = table.columns;
    const scale = (key: string) => (columns.find((c) => c.key === key)?.kind === "kobo" ? 100 : 1);
    return {
      categories: rows.map((row) => String(row[view.chart!.category] ?? "")),
      series: view.chart.series.map((s) => ({
        label: s.label,
        colour: s.colour,
        values: rows.map((row) => Number(row[s.key] ?? 0) / scale(s.key)),
      })),
    };
  }, [rows, table, view]);
  const list = view.list(range);
  return (
    <Card className="min-w-0 space-y-3">
      <section aria-labelledby={headingId} className="space-y-3" data-testid={`report-${name}`}>
        <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold text-slate-900">
          {table.title}
          {table.now && (
            <span
              className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700"
              title={REPORTS_TEXTS.nowNote}
            >
              {REPORTS_TEXTS.now}
            </span>
          )}
        </h2>
        {table.now && <p className="text-xs text-slate-600">{REPORTS_TEXTS.nowNote}</p>}
        {chart && (
          <Suspense fallback={<div className="h-[200px]" />}>
            <BarChart categories={chart.categories} series={chart.series} />
          </Suspense>
        )}
        {rows.length === 0 ? (
          <p className="text-sm text-slate-600">{REPORTS_TEXTS.empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{table.title}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  {table.columns.map((column) => (
                    <th key={column.key} scope="col" className="px-2 py-1 font-medium">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows have no id; their order is fixed
                  <tr key={i} className="border-b border-slate-100 last:border-0">
                    {table.columns.map((column) => (
                      <td key={column.key} className="px-2 py-1 tabular-nums text-slate-800">
                        {cellText(column, row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <a href={tableCsvUrl(name, range)} className={buttonClass("secondary")} download>
            Download CSV<span className="sr-only">: {table.title}</span>
          </a>
          <Link to={list.to} className={buttonClass("secondary")}>
            {list.label}
          </Link>
        </div>
      </section>
    </Card>
  );
}
