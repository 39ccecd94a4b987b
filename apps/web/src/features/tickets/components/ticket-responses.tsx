import { formatPortalDate } from "@app/shared/core/format";
import { TICKET_TEXTS, type TicketReply } from "@app/shared/tickets/tickets";

/** Responses newest first, each with its message, author ('admin' or 'user') and time; or 'No responses yet!'. */
export function TicketResponses({ responses }: { responses: TicketReply[] }) {
  if (responses.length === 0) return <p className="text-sm text-slate-500">{TICKET_TEXTS.noResponses}</p>;
  return (
    <ol className="space-y-3" aria-label="Responses">
      {responses.map((r) => (
        <li
          key={r.id}
          data-testid="ticket-response"
          className={`rounded-md border px-4 py-3 ${r.message_by === "admin" ? "border-brand-100 bg-brand-50" : "border-slate-200 bg-white"}`}
        >
          <p className="whitespace-pre-wrap text-slate-900">{r.message}</p>
          <p className="mt-2 text-xs text-slate-600">
            By <span className="font-semibold">{r.message_by}</span> ·{" "}
            <time dateTime={r.created_at}>{formatPortalDate(r.created_at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
