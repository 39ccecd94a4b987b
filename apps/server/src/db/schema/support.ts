import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { admins, customers, timestamps } from "./accounts.js";
import { invoices } from "./billing.js";
import { responseAuthor, ticketDepartment, ticketStatus, ticketWarehouse } from "./enums.js";

export const tickets = pgTable(
  "tickets",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer("user_id")
      .notNull()
      .references(() => customers.id),
    subject: text("subject").notNull(),
    department: ticketDepartment("department").notNull(),
    warehouse: ticketWarehouse("warehouse").notNull(),
    message: text("message").notNull(),
    status: ticketStatus("status").notNull().default("open"),
    /** "Question this charge": the invoice asked about and the index of its evidence line (null on other tickets). */
    invoice_id: integer("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    invoice_line: integer("invoice_line"),
    ...timestamps,
  },
  (t) => [
    index("tickets_invoice_idx").on(t.invoice_id),
    index("tickets_user_updated_idx").on(t.user_id, t.updated_at.desc()),
    index("tickets_updated_idx").on(t.updated_at.desc(), t.id.desc()),
    index("tickets_status_updated_idx").on(t.status, t.updated_at.desc(), t.id.desc()),
    // Staff search (fast at a million rows, docs/decisions/0007): ILIKE '%text%' found through a trigram index (pg_trgm), see lib/any-field-search.ts.
    index("tickets_subject_trgm_idx").using("gin", t.subject.op("gin_trgm_ops")),
  ],
);

export const ticketResponses = pgTable(
  "ticket_responses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ticket_id: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    message_by: responseAuthor("message_by").notNull(),
    admin_id: integer("admin_id").references(() => admins.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ticket_responses_ticket_idx").on(t.ticket_id, t.created_at.desc())],
);
