import { z } from "zod";
import { plainText } from "../core/plain-text.js";
import { TICKET_DEPARTMENTS, TICKET_STATUSES, TICKET_WAREHOUSES } from "../core/enums.js";
import { paginationSchema } from "../core/http.js";

/* ---------- Forms (the portal form and the API route use these same schemas) ---------- */

/** POST /api/tickets text fields (sent as multipart with the images). */
export const ticketFormSchema = z.object({
  subject: z
    .string({ error: "Subject is required" })
    .trim()
    .min(1, "Subject is required")
    .max(200, "Subject can't exceed 200 characters")
    .check(plainText("Subject")),
  department: z.enum(TICKET_DEPARTMENTS, { error: "Invalid department value" }),
  warehouse: z.enum(TICKET_WAREHOUSES, { error: "Warehouse is required" }),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(5000, "Message can't exceed 5000 characters")
    .check(plainText("Message", { multiline: true })),
});
export type TicketFormInput = z.input<typeof ticketFormSchema>;
export type TicketForm = z.output<typeof ticketFormSchema>;

/** The reply text shared by the customer and the staff reply forms. */
export const responseMessageSchema = z
  .string({ error: "Response message is required!" })
  .trim()
  .min(1, "Response message is required!")
  .max(5000, "Response can't exceed 5000 characters")
  .check(plainText("Response message", { multiline: true }));

/** POST /api/tickets/{id}/response: the contract names the body field `messages`. */
export const ticketResponseFormSchema = z.object({ messages: responseMessageSchema });
export type TicketResponseFormInput = z.input<typeof ticketResponseFormSchema>;

/* ---------- Records ---------- */

export const ticketImageSchema = z.object({ id: z.number(), url: z.string(), name: z.string().nullable() });

/** A ticket as the portal list shows it. */
export const ticketSchema = z.object({
  id: z.number(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(TICKET_STATUSES),
  department: z.enum(TICKET_DEPARTMENTS),
  warehouse: z.enum(TICKET_WAREHOUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketReplySchema = z.object({
  id: z.number(),
  message: z.string(),
  message_by: z.enum(["admin", "user"]),
  created_at: z.string(),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

/** The charge a "Question this charge" ticket asks about: its invoice (to open) and the line's photos. */
export const ticketChargeSchema = z.object({
  invoice_id: z.number(),
  transaction_id: z.string(),
  /** The evidence line, counted from 1 as the invoice shows it, and its label ('Box 1 of 1'). */
  line: z.number(),
  line_label: z.string().nullable(),
  photos: z.array(z.object({ url: z.string(), name: z.string().nullable() })),
});
export type TicketCharge = z.infer<typeof ticketChargeSchema>;

/** A ticket with its attachments and its responses, newest first; `charge` for a question about an invoice's charge. */
export const ticketDetailSchema = ticketSchema.extend({
  images: z.array(ticketImageSchema),
  responses: z.array(ticketReplySchema),
  charge: ticketChargeSchema.nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/**
 * GET /api/tickets. The spec's client also stored a token from this answer; sessions here live in an
 * httpOnly cookie (or a bearer token the API client already holds), so there is nothing to refresh
 * and no token is returned.
 */
export const ticketListResponseSchema = z.object({ tickets: z.array(ticketSchema), pagination: paginationSchema });
export type TicketListResponse = z.infer<typeof ticketListResponseSchema>;

/** GET /api/tickets/{id} */
export const ticketDetailResponseSchema = z.object({ ticket: ticketDetailSchema });
export type TicketDetailResponse = z.infer<typeof ticketDetailResponseSchema>;

/** Spec texts of the portal's ticket screens. */
export const TICKET_TEXTS = {
  listTitle: "My Tickets",
  submitButton: "Submit a Ticket",
  loaded: "Tickets Loaded!",
  loadFailed: "Error!",
  created: "Ticket successfully created.",
  createFailed: "Failed to create ticket",
  responded: "Response submitted.",
  replyFailed: "Failed to submit response.",
  noResponses: "No responses yet!",
  /** Above the reply form of a closed ticket: a reply puts it back to 'open' (tickets.service.ts). */
  closedReply: "This ticket is closed. If you reply, it opens again for our support team.",
  notFound: "Ticket not found.",
} as const;
