import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Card, PageHeader } from "../../components/ui/card";
import { TicketForm } from "../../features/tickets/components/ticket-form";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function TicketFormPage() {
  useDocumentTitle("Submit a Ticket");
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Submit a Ticket"
        actions={
          <Link to="/user/support" className={buttonClass("secondary")}>
            Back to My Tickets
          </Link>
        }
      />
      <Card>
        <TicketForm />
      </Card>
    </div>
  );
}
