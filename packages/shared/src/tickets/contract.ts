import { operation } from "../core/contract.js";
import { TICKET_STATUSES } from "../core/enums.js";
import { idParamSchema, listQueryOf, messageSchema } from "../core/http.js";
import {
  ticketDetailResponseSchema,
  ticketFormSchema,
  ticketListResponseSchema,
  ticketResponseFormSchema,
} from "./tickets.js";

const tags = ["tickets"] as const;

/** The customer side of support tickets: the portal list, the form, the ticket page and its reply. */
export const ticketsContract = {
  list: operation({
    method: "GET",
    path: "/tickets",
    access: "customer",
    tags,
    summary:
      "The signed-in customer's tickets, most recently updated first (paginated; optional status and subject search)",
    description: "The original client stored a token from this answer; sessions are cookies here, so none is returned.",
    query: listQueryOf(TICKET_STATUSES),
    success: { status: 200, schema: ticketListResponseSchema },
  }),
  detail: operation({
    method: "GET",
    path: "/tickets/:id",
    access: "customer",
    tags,
    summary:
      "One of the signed-in customer's tickets with its images and responses, newest first (another customer's id answers 404)",
    params: idParamSchema,
    success: { status: 200, schema: ticketDetailResponseSchema },
    errors: [404],
  }),
  create: operation({
    method: "POST",
    path: "/tickets",
    access: "customer",
    confirmedEmail: true,
    tags,
    summary: "Open a ticket",
    description:
      "multipart/form-data: subject, department (sales/billing, technical, customer service), warehouse (USA, UK, Nigeria, China), message, and up to 10 `images` (JPEG, PNG, GIF or WebP, at most 5 MB each, checked by content; re-encoded, which drops EXIF/GPS and anything appended). Per account: images up to the UPLOAD_QUOTA_MB quota (413 past it) and 10 submissions a minute (429); 507 when the server's disk is full.",
    multipart: { fields: ticketFormSchema, files: "images" },
    success: { status: 201, schema: messageSchema },
  }),
  reply: operation({
    method: "POST",
    path: "/tickets/:id/response",
    access: "customer",
    confirmedEmail: true,
    tags,
    summary: "Reply on one of the signed-in customer's tickets (body field `messages`, as in the contract)",
    params: idParamSchema,
    body: ticketResponseFormSchema,
    success: { status: 200, schema: messageSchema },
    errors: [404],
  }),
};
