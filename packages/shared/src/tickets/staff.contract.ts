import { operation } from "../core/contract.js";
import { TICKET_STATUSES } from "../core/enums.js";
import { messageSchema, staffList } from "../core/http.js";
import { TICKET_SORT_COLUMNS } from "./staff.js";
import {
  staffReplySchema,
  staffTicketDetailResponseSchema,
  staffTicketListResponseSchema,
  ticketIdParamSchema,
  ticketStatusResponseSchema,
  ticketStatusUpdateSchema,
} from "./staff.js";

const tags = ["tickets (staff)"] as const;

/** The staff side of support tickets. Every staff role (owner, manager, worker) runs tickets. */
export const staffTicketsContract = {
  list: operation({
    method: "GET",
    path: "/ticket",
    access: { staff: "customers.view" },
    tags,
    summary:
      "Every ticket, by last update (paginated; search subject or e-mail, status filter, sort; format=csv exports the filtered list)",
    ...staffList({ statuses: TICKET_STATUSES, sortable: TICKET_SORT_COLUMNS }),
    success: { status: 200, schema: staffTicketListResponseSchema },
    csv: true,
  }),
  detail: operation({
    method: "GET",
    path: "/ticket/:id",
    access: { staff: "customers.view" },
    tags,
    summary: "A ticket with the customer's e-mail, its images, responses newest first and its audit trail",
    params: ticketIdParamSchema,
    success: { status: 200, schema: staffTicketDetailResponseSchema },
    errors: [404],
  }),
  reply: operation({
    method: "POST",
    path: "/ticket/:id/reply",
    access: { staff: "tickets.reply" },
    tags,
    summary: "Reply to the customer (e-mails them; an 'open' ticket becomes 'answered')",
    params: ticketIdParamSchema,
    body: staffReplySchema,
    success: { status: 200, schema: messageSchema },
    errors: [404],
  }),
  setStatus: operation({
    method: "PATCH",
    path: "/ticket/:id/status",
    access: { staff: "tickets.updateStatus" },
    tags,
    summary: "Set the ticket's status: open, answered or closed (audited)",
    params: ticketIdParamSchema,
    body: ticketStatusUpdateSchema,
    success: { status: 200, schema: ticketStatusResponseSchema },
    errors: [404],
  }),
};
