import { formatLongDate, formatPortalDate } from "@app/shared/core/format";
import { CUSTOMS_REASON_LABELS, MILESTONE_LABELS } from "@app/shared/core/milestones";
import type { MasterUpdateRow } from "@app/shared/master-shipments/staff";
import { MASTER_TEXTS as TEXTS, plural } from "../master-texts";

/** What an update was: its milestone (with the customs reason), or a delay notice with the new date. */
function headline(u: MasterUpdateRow) {
  if (u.kind === "delay")
    return `Delay notice${u.new_expected_date ? `: now expected ${formatLongDate(u.new_expected_date)}` : ""}`;
  const label = u.milestone ? MILESTONE_LABELS[u.milestone] : "Milestone";
  return u.customs_reason ? `${label}: ${CUSTOMS_REASON_LABELS[u.customs_reason]}` : label;
}

/** The master's updates, newest first: what, reason, place, note, how many shipments and customers, who, when. */
export function UpdatesTimeline({ updates }: { updates: MasterUpdateRow[] }) {
  if (updates.length === 0) return <p className="text-sm text-slate-500">{TEXTS.noUpdates}</p>;
  return (
    <ol className="space-y-3 border-l-2 border-brand-200 pl-4" data-testid="master-updates">
      {updates.map((u) => (
        <li key={u.id} className="relative text-sm" data-testid="master-update">
          <span
            aria-hidden
            className={`absolute -left-[1.4rem] top-1.5 size-3 rounded-full ${u.kind === "delay" ? "bg-amber-500" : "bg-brand-600"}`}
          />
          <p className="font-semibold text-slate-900">{headline(u)}</p>
          {u.customs_reason && u.kind === "delay" && (
            <p className="text-slate-700">Customs: {CUSTOMS_REASON_LABELS[u.customs_reason]}</p>
          )}
          {u.place && <p className="text-slate-700">{u.place}</p>}
          {u.note && <p className="text-slate-700">{u.note}</p>}
          {u.internal_note && (
            <p className="rounded bg-slate-100 px-2 py-1 text-slate-700">
              <span className="font-medium">Internal note (staff only):</span> {u.internal_note}
            </p>
          )}
          <p className="text-slate-500">
            {formatPortalDate(u.occurred_at)} · {plural(u.shipments_count, "shipment")} ·{" "}
            {plural(u.notified_count, "customer")} notified
            {u.opted_out_count > 0 && ` (${u.opted_out_count} opted out)`} · by{" "}
            <span className="font-medium text-slate-700">{u.created_by ?? "System"}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
