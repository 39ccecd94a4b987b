import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { admins } from "./accounts.js";
import { shipments } from "./operations.js";

/**
 * Proof that a shipment reached its customer (issue 37, docs/decisions/0075): when, who received it, and a photo
 * (uploads, entity 'proof_of_delivery') or the delivery code the receiver gave; recorded once by staff at delivery.
 */
export const proofOfDeliveries = pgTable(
  "proof_of_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shipment_id: integer("shipment_id")
      .notNull()
      .references(() => shipments.id, { onDelete: "cascade" }),
    delivered_at: timestamp("delivered_at", { withTimezone: true }).notNull(),
    received_by: text("received_by").notNull(),
    delivery_code: text("delivery_code"),
    recorded_by: integer("recorded_by").references(() => admins.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("proof_of_deliveries_shipment_unique").on(t.shipment_id),
    /** The monthly duty-paid report reads one month's deliveries. */
    index("proof_of_deliveries_delivered_idx").on(t.delivered_at),
    check("proof_of_deliveries_received_by", sql`length(trim(${t.received_by})) > 0`),
  ],
);
