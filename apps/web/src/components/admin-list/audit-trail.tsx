import { formatPortalDate } from "@app/shared/format";

export interface AuditRow {
  id: number;
  actor_label: string | null;
  action: string;
  field: string | null;
  old_value: string | null;
  new_value: string | null;
  created_at: string;
}

/** Actions are stored as short codes ('status_update'); show them as words. */
const ACTION_WORDS: Record<string, string> = { status_update: "changed", payment_settled: "settled a payment:" };
export function actionText(action: string): string {
  return ACTION_WORDS[action] ?? action.replace(/_/g, " ");
}

/** A record's history on its staff detail page: who changed what, from what to what, when. */
export function AuditTrail({ entries }: { entries: AuditRow[] }) {
  return (
    <section className="mt-6" aria-labelledby="audit-heading">
      <h2 id="audit-heading" className="mb-2 text-lg font-semibold text-slate-900">
        History
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">No changes recorded yet.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {entries.map((e) => (
            <li key={e.id} className="rounded border border-slate-200 px-3 py-2">
              <span className="font-medium">{e.actor_label ?? "System"}</span> {actionText(e.action)}
              {e.field ? ` ${e.field}` : ""}
              {e.old_value != null || e.new_value != null ? (
                <>
                  : <span className="line-through decoration-slate-400">{e.old_value ?? "—"}</span> →{" "}
                  <strong>{e.new_value ?? "—"}</strong>
                </>
              ) : null}
              <span className="ml-2 text-slate-500">{formatPortalDate(e.created_at)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
