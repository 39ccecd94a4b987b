import type { Ticket } from "@app/shared/tickets/tickets";

/** A customer's answered ticket, as 'My Tickets' lists it and the ticket page receives it from the list. */
export const answeredTicket: Ticket = {
  id: 41,
  subject: "Where is my parcel?",
  message: "It left the store a week ago.",
  status: "answered",
  department: "customer service",
  warehouse: "UK",
  created_at: "2026-11-30T10:00:00Z",
  updated_at: "2026-12-01T10:00:00Z",
};
