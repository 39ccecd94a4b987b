import { date, integer, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

/**
 * The parcels on the shelves (a stored status, received) per warehouse and Lagos day they were received, kept by
 * statement triggers on packages (migration 0057) in the transaction that changes them. With shelfParcelsByMinute
 * the storage-fees report is a sum over these rows instead of a read of every parcel (docs/decisions/0083). A day
 * whose parcels all left keeps its row at 0. A key may have several rows (`slot`, migration 0062): a change adds to a
 * row of its key that no other transaction holds (docs/decisions/0095); the report sums them.
 */
export const shelfParcelsByDay = pgTable(
  "shelf_parcels_by_day",
  {
    warehouse: text("warehouse").notNull(),
    day: date("day").notNull(),
    parcels: integer("parcels").notNull(),
    slot: integer("slot").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.warehouse, t.day, t.slot] })],
);

/** The same parcels per warehouse and minute of the Lagos day they were received at (0..1439). */
export const shelfParcelsByMinute = pgTable(
  "shelf_parcels_by_minute",
  {
    warehouse: text("warehouse").notNull(),
    minute: smallint("minute").notNull(),
    parcels: integer("parcels").notNull(),
    slot: integer("slot").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.warehouse, t.minute, t.slot] })],
);
