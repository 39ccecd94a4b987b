import { formatPortalDate } from "@app/shared/core/format";
import type { Ticket } from "@app/shared/tickets/tickets";
import { useLocation, useParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Card, Spinner } from "../../components/ui/card";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { LoadFailed } from "../../components/ui/load-failed";
import { DetailList } from "../../components/ui/print-card";
import { StatusBadge } from "../../components/ui/status-badge";
import { useTicket } from "../../features/tickets/api/get-ticket";
import { ReplyForm } from "../../features/tickets/components/reply-form";
import { ImageGallery } from "../../components/ui/record-parts";
import { TicketResponses } from "../../features/tickets/components/ticket-responses";
import { TicketCharge } from "../../features/tickets/components/ticket-charge";
import { useDocumentTitle } from "../../lib/use-document-meta";

const RESPONSES_FAILED = "Could not load the responses.";

/**
 * /user/support/{id}. The list passes the ticket in navigation state, so its message shows at once;
 * the page still fetches by id (responses and images), so a reload or a shared link works.
 */
export default function TicketDetailPage() {
  const id = Number(useParams().id);
  const fromList = (useLocation().state as { ticket?: Ticket } | null)?.ticket;
  const query = useTicket(id);
  const ticket = query.data ?? (fromList?.id === id ? fromList : undefined);
  useDocumentTitle(ticket ? `Ticket #${ticket.id}` : "Ticket");

  const back = (
    <Link to="/user/support" className={buttonClass("secondary")}>
      Go Back
    </Link>
  );
  if (!ticket) {
    if (query.isError || !Number.isInteger(id) || id < 1) {
      return (
        <div>
          {back}
          <RecordLoadFailed query={query} what="ticket" notFound="Ticket not found." />
        </div>
      );
    }
    return <Spinner />;
  }
  return (
    <div className="max-w-3xl space-y-5">
      {back}
      <Card className="space-y-5">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm text-slate-500">Ticket #{ticket.id}</p>
            <h1 className="text-2xl font-bold text-slate-900">{ticket.subject}</h1>
          </div>
          <StatusBadge status={ticket.status} />
        </header>
        <DetailList
          items={[
            [
              "Department",
              <span key="department" className="capitalize">
                {ticket.department}
              </span>,
            ],
            ["Warehouse", ticket.warehouse],
            ["Last updated", formatPortalDate(ticket.updated_at)],
          ]}
        />
        <div>
          <h2 className="mb-1 text-sm font-semibold text-slate-700">Message</h2>
          <p className="whitespace-pre-wrap text-slate-900" data-testid="ticket-message">
            {ticket.message}
          </p>
        </div>
        {query.data && (
          <TicketCharge charge={query.data.charge} invoiceHref={`/user/invoice/${query.data.charge?.invoice_id}`} />
        )}
        {query.data && <ImageGallery title="Attachments" images={query.data.images} />}
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Reply</h2>
        <ReplyForm ticketId={ticket.id} closed={ticket.status === "closed"} />
      </Card>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Responses</h2>
        {query.data ? (
          <TicketResponses responses={query.data.responses} />
        ) : query.isError ? (
          // The list's copy shows the message, but not the responses: say so, with 'Try again', instead of loading for ever.
          <LoadFailed query={query} title={RESPONSES_FAILED} />
        ) : (
          <Spinner />
        )}
      </Card>
    </div>
  );
}
