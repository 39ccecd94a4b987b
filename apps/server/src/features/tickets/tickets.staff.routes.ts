import { staffTicketsContract as op } from "@app/shared/tickets/staff.contract";
import { sendCsv } from "../../lib/list.js";
import { MAIL_ACTION_RATE_LIMIT } from "../../lib/mail/mail-action-rate-limit.js";
import { implement, routes } from "../../lib/routes.js";
import {
  getTicketForStaff,
  listTicketsForStaff,
  replyAsStaff,
  setTicketStatus,
  TICKET_CSV_COLUMNS,
  ticketsForCsv,
} from "./tickets.staff.service.js";

/** Staff side of support tickets. */
export default routes(
  implement(op.list, async ({ ctx, query: { format, ...query }, reply }) =>
    format === "csv"
      ? sendCsv(reply, "tickets", TICKET_CSV_COLUMNS, await ticketsForCsv(ctx, query))
      : listTicketsForStaff(ctx, query),
  ),
  implement(op.detail, ({ ctx, params }) => getTicketForStaff(ctx, params.id)),
  implement(op.reply, ({ ctx, admin, params, body }) => replyAsStaff(ctx, admin, params.id, body.response), {
    rateLimit: MAIL_ACTION_RATE_LIMIT,
  }),
  implement(op.setStatus, ({ ctx, admin, params, body }) => setTicketStatus(ctx, admin, params.id, body.status)),
);
