import { TICKET_STATUSES } from "@app/shared/core/enums";
import { formatPortalDate } from "@app/shared/core/format";
import { STAFF_TICKET_TEXTS, type StaffTicket } from "@app/shared/tickets/staff";
import { Link } from "../../../../components/ui/link";
import { InlineStatusEdit } from "../../../../components/admin-list/inline-status-edit";
import { type Column, DataTable } from "../../../../components/ui/data-table";

interface Props {
  tickets: StaffTicket[] | undefined;
  loading: boolean;
  onStatus: (ticket: StaffTicket, status: string) => Promise<unknown>;
}

/** The spec's columns: Subject (opens the ticket), Status (inline edit), Department, Warehouse, Date (last updated). */
export function StaffTicketTable({ tickets, loading, onStatus }: Props) {
  const columns: Column<StaffTicket>[] = [
    {
      header: "Subject",
      sortKey: "subject",
      cell: (t) => (
        <Link
          to={`/admin/tickets/${t.id}`}
          state={{ ticket: t }}
          className="font-medium text-brand-700 hover:underline"
        >
          {t.subject}
        </Link>
      ),
      className: "max-w-xs truncate",
    },
    {
      header: "Status",
      sortKey: "status",
      cell: (t) => (
        <InlineStatusEdit
          value={t.status}
          options={TICKET_STATUSES}
          label={`status of ticket ${t.subject}`}
          onConfirm={(status) => onStatus(t, status)}
          fallback={STAFF_TICKET_TEXTS.statusFailed}
        />
      ),
    },
    { header: "Department", sortKey: "department", cell: (t) => <span className="capitalize">{t.department}</span> },
    { header: "Warehouse", sortKey: "warehouse", cell: (t) => t.warehouse },
    { header: "Date", sortKey: "updated_at", cell: (t) => formatPortalDate(t.updated_at) },
  ];
  return <DataTable columns={columns} rows={tickets} rowKey={(t) => t.id} loading={loading} caption="Tickets" />;
}
