import { TICKET_TEXTS } from "@app/shared/tickets/tickets";
import { ticketsContract as op } from "@app/shared/tickets/contract";
import { MAIL_ACTION_RATE_LIMIT } from "../../lib/mail/mail-action-rate-limit.js";
import { implement, routes } from "../../lib/routes.js";
import { addCustomerResponse, createTicket, getTicketOf, listTicketsOf } from "./tickets.service.js";

/** Customer side of support tickets: the portal list, the form, the ticket page and its reply. */
export default routes(
  implement(op.list, ({ ctx, customer, query }) => listTicketsOf(ctx, customer.id, query)),
  implement(op.detail, ({ ctx, customer, params }) => getTicketOf(ctx, customer.id, params.id)),
  implement(op.create, async ({ ctx, customer, fields, images }) => {
    await createTicket(ctx, customer, fields, images);
    return { message: TICKET_TEXTS.created };
  }),
  implement(
    op.reply,
    ({ ctx, customer, params, body }) => addCustomerResponse(ctx, customer, params.id, body.messages),
    {
      rateLimit: MAIL_ACTION_RATE_LIMIT,
    },
  ),
);
