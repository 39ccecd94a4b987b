import { formatPortalDate } from "@app/shared/core/format";
import type { Ticket } from "@app/shared/tickets/tickets";
import { Link } from "../../../components/ui/link";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { StatusBadge } from "../../../components/ui/status-badge";

const ticketLink = (ticket: Ticket, text: string) => (
  <Link to={`/user/support/${ticket.id}`} state={{ ticket }} className="font-medium text-brand-700 hover:underline">
    {text}
  </Link>
);

const COLUMNS: Column<Ticket>[] = [
  { header: "ID", cell: (t) => ticketLink(t, `#${t.id}`) },
  { header: "Subject", cell: (t) => ticketLink(t, t.subject), className: "max-w-xs truncate" },
  { header: "Status", cell: (t) => <StatusBadge status={t.status} /> },
  { header: "Department", cell: (t) => <span className="capitalize">{t.department}</span> },
  { header: "Warehouse", cell: (t) => t.warehouse },
  { header: "Date", cell: (t) => formatPortalDate(t.updated_at) },
];

/** The customer's tickets; the id and the subject open the ticket page. */
export function TicketTable({ tickets, loading }: { tickets: Ticket[] | undefined; loading: boolean }) {
  return <DataTable columns={COLUMNS} rows={tickets} rowKey={(t) => t.id} loading={loading} caption="My Tickets" />;
}
