import { formatPortalDate } from "@app/shared/core/format";
import type { StaffTicketDetail } from "@app/shared/tickets/staff";

/** Responses newest first; the author is 'admin' or the ticket's e-mail (the customer). */
export function StaffTicketResponses({ ticket }: { ticket: StaffTicketDetail }) {
  if (ticket.responses.length === 0) return <p className="text-sm text-slate-500">No responses yet!</p>;
  return (
    <ol className="space-y-3" aria-label="Responses">
      {ticket.responses.map((r) => (
        <li
          key={r.id}
          data-testid="ticket-response"
          className={`rounded-md border px-4 py-3 ${r.message_by === "admin" ? "border-brand-100 bg-brand-50" : "border-slate-200 bg-white"}`}
        >
          <p className="whitespace-pre-wrap text-slate-900">{r.message}</p>
          <p className="mt-2 text-xs text-slate-600">
            By <span className="font-semibold">{r.message_by === "admin" ? "admin" : ticket.email_address}</span> ·{" "}
            <time dateTime={r.created_at}>{formatPortalDate(r.created_at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
