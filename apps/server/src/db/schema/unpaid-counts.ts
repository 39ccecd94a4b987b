import { bigint, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The unpaid invoices (pending or overdue) per warehouses, currency and Lagos day issued, with what is still owed in
 * the invoice's minor unit, kept by statement triggers on invoices, ship_requests, procurements (migration 0058) and
 * shipments (migration 0063) in the transaction that changes them: the unpaid-by-age report sums these rows instead of
 * reading every unpaid invoice (docs/decisions/0084). `place` is the invoice's warehouses as the report filters them,
 * sorted ('{}' for none): a shipment invoice's ship requests' or, with none, its shipment's (docs/decisions/0120). A key
 * whose invoices were all paid keeps its row at 0. A key may have several rows (`slot`): a change adds to a row of its
 * key that no other transaction holds, so payments of one day's invoices do not queue for one row (migration 0061,
 * docs/decisions/0095); the report sums them.
 */
export const unpaidInvoicesByDay = pgTable(
  "unpaid_invoices_by_day",
  {
    place: text("place").array().notNull(),
    currency: text("currency").notNull(),
    day: date("day").notNull(),
    invoices: integer("invoices").notNull(),
    outstanding_minor: bigint("outstanding_minor", { mode: "number" }).notNull(),
    slot: integer("slot").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.place, t.currency, t.day, t.slot] })],
);
