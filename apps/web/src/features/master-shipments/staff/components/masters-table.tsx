import { formatLongDate } from "@app/shared/core/format";
import { MILESTONE_LABELS } from "@app/shared/core/milestones";
import { MASTER_MODE_LABELS, MASTER_STAGE_LABELS, type MasterRow } from "@app/shared/master-shipments/staff";
import { Link } from "../../../../components/ui/link";
import { type Column, DataTable } from "../../../../components/ui/data-table";

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";
/** Long texts may wrap (a list's cells do not), so the table fits beside the menu at 1280 px. */
const WRAP = "whitespace-normal";

/** A date column's text: the date, or a dash when it is not set yet. */
const dateOrDash = (value: string | null) => (value ? formatLongDate(value) : "—");

/** The staff list of masters: reference (opens it) and mode, carrier and document, route, dates, stage and load. */
export function MastersTable({ rows, loading }: { rows: MasterRow[] | undefined; loading: boolean }) {
  const columns: Column<MasterRow>[] = [
    {
      header: "Reference",
      sortKey: "reference",
      cell: (r) => (
        <span>
          <Link to={`/admin/master-shipments/${r.id}`} className={LINK}>
            {r.reference}
          </Link>
          <span className="block text-xs text-slate-500">{MASTER_MODE_LABELS[r.mode]}</span>
        </span>
      ),
    },
    {
      header: "Carrier / document",
      cell: (r) => (
        <span className={WRAP}>
          {r.carrier}
          <span className="block font-mono text-xs text-slate-600">{r.transport_document}</span>
        </span>
      ),
    },
    { header: "Route", cell: (r) => <span className={WRAP}>{`${r.origin_label} → ${r.destination}`}</span> },
    { header: "Departure", sortKey: "departure_date", cell: (r) => dateOrDash(r.departure_date) },
    { header: "Expected arrival", sortKey: "expected_arrival_date", cell: (r) => dateOrDash(r.expected_arrival_date) },
    {
      header: "Stage",
      cell: (r) => (
        <span className={WRAP}>
          {MASTER_STAGE_LABELS[r.stage]}
          {r.last_milestone && (
            <span className="block text-xs text-slate-500">{MILESTONE_LABELS[r.last_milestone]}</span>
          )}
        </span>
      ),
    },
    {
      header: "Shipments",
      cell: (r) => (
        <span className={WRAP}>
          {r.shipments_count}
          <span className="block text-xs text-slate-500">{r.customers_count} customers</span>
        </span>
      ),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} caption="Master shipments" />;
}
