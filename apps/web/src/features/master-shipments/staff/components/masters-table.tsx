import { formatLongDate, formatPortalDate } from "@app/shared/format";
import { MILESTONE_LABELS } from "@app/shared/milestones";
import { MASTER_MODE_LABELS, MASTER_STAGE_LABELS, type MasterRow } from "@app/shared/master-shipments.staff";
import { Link } from "react-router";
import { type Column, DataTable } from "../../../../components/ui/data-table";

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** A date column's text: the date, or a dash when it is not set yet. */
const dateOrDash = (value: string | null) => (value ? formatLongDate(value) : "—");

/** The staff list of masters: reference (opens it), carrier and document, route, dates, stage and load. */
export function MastersTable({ rows, loading }: { rows: MasterRow[] | undefined; loading: boolean }) {
  const columns: Column<MasterRow>[] = [
    {
      header: "Reference",
      sortKey: "reference",
      cell: (r) => (
        <Link to={`/admin/master-shipments/${r.id}`} className={LINK}>
          {r.reference}
        </Link>
      ),
    },
    { header: "Mode", cell: (r) => MASTER_MODE_LABELS[r.mode] },
    {
      header: "Carrier / document",
      cell: (r) => (
        <span>
          {r.carrier} · <span className="font-mono">{r.transport_document}</span>
        </span>
      ),
    },
    { header: "Route", cell: (r) => `${r.origin_label} → ${r.destination}` },
    { header: "Departure", sortKey: "departure_date", cell: (r) => dateOrDash(r.departure_date) },
    { header: "Expected arrival", sortKey: "expected_arrival_date", cell: (r) => dateOrDash(r.expected_arrival_date) },
    {
      header: "Stage",
      cell: (r) => (
        <span>
          {MASTER_STAGE_LABELS[r.stage]}
          {r.last_milestone && (
            <span className="block text-xs text-slate-500">{MILESTONE_LABELS[r.last_milestone]}</span>
          )}
        </span>
      ),
    },
    { header: "Shipments", cell: (r) => `${r.shipments_count} (${r.customers_count} customers)` },
    { header: "Created On", sortKey: "created_at", cell: (r) => formatPortalDate(r.created_at) },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} caption="Master shipments" />;
}
