import { formatLongDate, formatLongDateTime } from "@app/shared/core/format";
import type { StatusHistoryEntry, TrackingEvent } from "@app/shared/tracking/tracking";

/** One line of the timeline: a status change or a tracking event (milestone or delay notice). */
interface Entry {
  key: string;
  at: string;
  title: string;
  details: string[];
  delay: boolean;
}

function eventEntry(event: TrackingEvent, index: number): Entry {
  const details: string[] = [];
  if (event.customs_reason_label) details.push(`Reason: ${event.customs_reason_label}`);
  if (event.new_expected_date) details.push(`New expected date: ${formatLongDate(event.new_expected_date)}`);
  if (event.note) details.push(event.note);
  const title =
    event.kind === "delay"
      ? `Delayed${event.milestone_label ? ` (${event.milestone_label})` : ""}`
      : event.milestone_label;
  return {
    key: `e${index}-${event.occurred_at}`,
    at: event.occurred_at,
    title: title ?? "Update",
    details: event.place ? [event.place, ...details] : details,
    delay: event.kind === "delay",
  };
}

/**
 * The status history and the tracking events merged into one list, newest first; on the same instant the event comes
 * first (a milestone's derived status change follows it).
 */
export function mergeTimeline(history: readonly StatusHistoryEntry[], events: readonly TrackingEvent[]): Entry[] {
  const entries = [
    ...events.map(eventEntry),
    ...history.map((h, i) => ({
      key: `s${i}-${h.created_at}`,
      at: h.created_at,
      title: h.shipment_status,
      details: [],
      delay: false,
    })),
  ];
  return entries
    .map((entry, order) => ({ entry, order, time: Date.parse(entry.at) }))
    .sort((a, b) => b.time - a.time || a.order - b.order)
    .map(({ entry }) => entry);
}

/**
 * A shipment's timeline (public tracking page and the portal's shipment view): an ordered list with a time element
 * per entry, its date and time both in the reader's time zone, readable at 390 px (one column, long words wrap).
 */
export function TrackingTimeline({
  history,
  events,
  headingLevel: Heading = "h3",
  className = "",
}: {
  history: readonly StatusHistoryEntry[];
  events: readonly TrackingEvent[];
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const entries = mergeTimeline(history, events);
  return (
    <section aria-labelledby="tracking-history-title" className={className}>
      <Heading id="tracking-history-title" className="text-lg font-bold text-slate-900">
        Tracking history
      </Heading>
      {entries.length === 0 ? (
        <p className="mt-3 text-slate-600">No status changes recorded yet.</p>
      ) : (
        <ol aria-label="Tracking history" className="mt-4 border-l-2 border-brand-100 pl-6">
          {entries.map((entry, i) => (
            <li key={entry.key} className="relative pb-6 break-words last:pb-0">
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -left-[1.95rem] h-3.5 w-3.5 rounded-full border-2 border-white ${
                  entry.delay ? "bg-red-600" : i === 0 ? "bg-accent-500" : "bg-brand-600"
                }`}
              />
              <p className="font-semibold text-slate-900">{entry.title}</p>
              <p className="text-sm text-slate-600">
                <time dateTime={entry.at}>{formatLongDateTime(entry.at)}</time>
              </p>
              {entry.details.map((detail) => (
                <p key={detail} className="text-sm text-slate-700">
                  {detail}
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
