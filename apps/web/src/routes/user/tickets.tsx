import { TICKET_TEXTS } from "@app/shared/tickets/tickets";
import { useSearchParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/card";
import { ListLoad } from "../../components/ui/list-load";
import { Pagination } from "../../components/ui/pagination";
import { useTickets } from "../../features/tickets/api/get-tickets";
import { TicketTable } from "../../features/tickets/components/ticket-table";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function TicketsPage() {
  useDocumentTitle(TICKET_TEXTS.listTitle);
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get("page")) || 1);
  const tickets = useTickets(page);
  return (
    <div>
      <PageHeader
        title={TICKET_TEXTS.listTitle}
        actions={
          <Link to="/user/support/form" className={buttonClass("primary")}>
            {TICKET_TEXTS.submitButton}
          </Link>
        }
      />
      <ListLoad query={tickets}>
        <TicketTable tickets={tickets.data?.tickets} loading={tickets.isPending} />
      </ListLoad>
      <Pagination
        info={tickets.data?.pagination}
        loadingPage={tickets.isPlaceholderData ? page : undefined}
        onPage={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
      />
    </div>
  );
}
