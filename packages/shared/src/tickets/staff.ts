import { z } from "zod";
import { auditEntrySchema } from "../core/audit.js";
import { TICKET_STATUSES } from "../core/enums.js";
import { MAX_ID, paginationSchema } from "../core/http.js";
import { responseMessageSchema, ticketDetailSchema, ticketSchema } from "./tickets.js";

/* ---------- Staff forms and updates ---------- */

/** `{id}` of the staff ticket calls: the spec's ticket_id rule. */
export const ticketIdParamSchema = z.object({
  id: z.coerce
    .number({ error: "Ticket ID is required" })
    .int("Ticket ID is required")
    .min(1, "Ticket ID is required")
    .max(MAX_ID, "Ticket not found."),
});

/** PATCH /api/ticket/{id}/status: not empty, then one of the spec's three values. */
export const ticketStatusUpdateSchema = z.object({
  status: z
    .string({ error: "Status is required" })
    .trim()
    .min(1, "Status is required")
    .pipe(z.enum(TICKET_STATUSES, { error: "Invalid status" })),
});
export type TicketStatusUpdateInput = z.input<typeof ticketStatusUpdateSchema>;

/** POST /api/ticket/{id}/reply: the contract names the body field `response`. */
export const staffReplySchema = z.object({ response: responseMessageSchema });
export type StaffReplyInput = z.input<typeof staffReplySchema>;

/* ---------- Answers ---------- */

/** A row of the staff tickets list: the portal fields plus the customer's e-mail. */
export const staffTicketSchema = ticketSchema.extend({ email_address: z.string() });
export type StaffTicket = z.infer<typeof staffTicketSchema>;

/** GET /api/ticket (JSON; `format=csv` exports the same filtered list). */
export const staffTicketListResponseSchema = z.object({
  tickets: z.array(staffTicketSchema),
  pagination: paginationSchema,
});
export type StaffTicketListResponse = z.infer<typeof staffTicketListResponseSchema>;

export const staffTicketDetailSchema = ticketDetailSchema.extend({
  /** The customer's number: their e-mail links to the staff customer page. */
  user_id: z.number(),
  email_address: z.string(),
  customer_name: z.string(),
});
export type StaffTicketDetail = z.infer<typeof staffTicketDetailSchema>;

/** GET /api/ticket/{id}: the ticket with responses newest first, and its audit trail newest first. */
export const staffTicketDetailResponseSchema = z.object({
  ticket: staffTicketDetailSchema,
  audit: z.array(auditEntrySchema),
});
export type StaffTicketDetailResponse = z.infer<typeof staffTicketDetailResponseSchema>;

/** PATCH /api/ticket/{id}/status */
export const ticketStatusResponseSchema = z.object({ message: z.string(), status: z.enum(TICKET_STATUSES) });

/** Spec texts of the back-office ticket screens (the broken status-error toast is fixed). */
export const STAFF_TICKET_TEXTS = {
  listTitle: "Tickets",
  loaded: "Tickets Loaded!",
  loadError: "Error loading tickets!",
  fetchFailed: "Failed to fetch tickets.",
  statusUpdated: "Status updated!",
  statusFailed: "Failed to update ticket status.",
  replied: "Reply sent.",
  replyFailed: "Failed to send reply.",
  notFound: "Ticket not found.",
  searchLabel: "Search ticket number, subject or e-mail, customer name, phone or suite",
} as const;

/** The columns staff can sort the ticket list by (`sortBy`); without one it is by last update, newest first. */
export const TICKET_SORT_COLUMNS = ["subject", "status", "department", "warehouse", "updated_at"] as const;
