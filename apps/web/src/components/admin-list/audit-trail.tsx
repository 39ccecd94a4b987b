import { useId } from "react";
import type { AuditEntryView } from "@app/shared/core/audit";
import { formatPortalDate } from "@app/shared/core/format";

type AuditRow = Pick<AuditEntryView, "id" | "actor_label" | "summary" | "created_at">;

/**
 * A record's history on its staff detail page: what changed in plain words, with its cause when something else
 * caused it (the server words it, see auditSummary), then who did it and when.
 */
export function AuditTrail({
  entries,
  title = "History",
  level = 2,
}: {
  entries: AuditRow[];
  title?: string;
  /** The heading's level: 3 when the trail belongs to a section (a setting) rather than to the page's record. */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const id = useId();
  return (
    <section className="mt-6" aria-labelledby={id}>
      <Heading id={id} className={`mb-2 font-semibold text-slate-900 ${level === 2 ? "text-lg" : "text-base"}`}>
        {title}
      </Heading>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">No changes recorded yet.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {entries.map((e) => (
            <li key={e.id} className="rounded border border-slate-200 px-3 py-2">
              <p className="text-slate-900">{e.summary}</p>
              <p className="text-slate-500">
                by <span className="font-medium text-slate-700">{e.actor_label ?? "System"}</span> ·{" "}
                {formatPortalDate(e.created_at)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
