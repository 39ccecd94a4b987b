import { formatPortalDate } from "@app/shared/core/format";
import type { StaffTicketDetail } from "@app/shared/tickets/staff";
import { CustomerEmailLink } from "../../../../components/admin-list/customer-link";
import { DetailList } from "../../../../components/ui/print-card";
import { StatusBadge } from "../../../../components/ui/status-badge";
import { StaffReplyForm } from "./staff-reply-form";
import { StaffTicketResponses } from "./staff-ticket-responses";
import { ImageGallery } from "../../../../components/ui/record-parts";
import { TicketCharge } from "../../components/ticket-charge";

/** The printable ticket: details, message, attachments, the reply form (not printed) and the responses. */
export function StaffTicketCard({ ticket }: { ticket: StaffTicketDetail }) {
  return (
    <div className="space-y-5">
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
            "Customer",
            <span key="customer">
              {ticket.customer_name} (<CustomerEmailLink userId={ticket.user_id} email={ticket.email_address} />)
            </span>,
          ],
          [
            "Department",
            <span key="department" className="capitalize">
              {ticket.department}
            </span>,
          ],
          ["Warehouse", ticket.warehouse],
          ["Created", formatPortalDate(ticket.created_at)],
          ["Last updated", formatPortalDate(ticket.updated_at)],
        ]}
      />
      <section>
        <h2 className="mb-1 text-sm font-semibold text-slate-700">Message</h2>
        <p className="whitespace-pre-wrap text-slate-900" data-testid="ticket-message">
          {ticket.message}
        </p>
      </section>
      <TicketCharge charge={ticket.charge} invoiceHref={`/admin/invoices/${ticket.charge?.invoice_id}`} />
      <ImageGallery title="Attachments" images={ticket.images} />
      <StaffReplyForm ticketId={ticket.id} />
      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Responses</h2>
        <StaffTicketResponses ticket={ticket} />
      </section>
    </div>
  );
}
