import type { StaffTicket } from "@app/shared/tickets/staff";
import { useLocation, useParams } from "react-router";
import { Link } from "../../components/ui/link";
import { AuditTrail } from "../../components/admin-list/audit-trail";
import { buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/card";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { PrintCard } from "../../components/ui/print-card";
import { useStaffTicket } from "../../features/tickets/staff/api/get-staff-ticket";
import { StaffTicketCard } from "../../features/tickets/staff/components/staff-ticket-card";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { staffOnlyPage } from "../../components/admin-list/staff-only";

/** /admin/tickets/{id}: fetched by id (works on reload and from a shared link); the list's row only names the page early. */
function AdminTicketDetailPage() {
  const id = Number(useParams().id);
  const fromList = (useLocation().state as { ticket?: StaffTicket } | null)?.ticket;
  const query = useStaffTicket(id);
  useDocumentTitle(query.data ? `Ticket #${query.data.ticket.id}` : fromList ? `Ticket #${fromList.id}` : "Ticket");

  if (!query.data) {
    if (query.isError || !Number.isInteger(id) || id < 1) {
      return (
        <div>
          <Link to="/admin/tickets" className={buttonClass("secondary")}>
            Go Back
          </Link>
          <RecordLoadFailed query={query} what="ticket" notFound="Ticket not found." />
        </div>
      );
    }
    return <Spinner label={fromList ? `Loading ${fromList.subject}...` : "Loading..."} />;
  }
  return (
    <div className="max-w-4xl">
      {/* From the list, Go Back keeps its filters; from a shared link there is no list to go back to. */}
      <PrintCard backTo={fromList ? undefined : "/admin/tickets"}>
        <StaffTicketCard ticket={query.data.ticket} />
      </PrintCard>
      <AuditTrail entries={query.data.audit} />
    </div>
  );
}

export default staffOnlyPage(["customers.view"], "Ticket", AdminTicketDetailPage);
