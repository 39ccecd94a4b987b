import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices, pickups, procurements, shipments, tickets } from "../../db/schema.js";

/** Every figure of the admin home in one round trip: seven index-backed counts as sub-selects. */
export async function summaryCounts(db: DbOrTx) {
  const [row] = await db
    .select({
      pending_shipments: sql<number>`(select count(*) from ${shipments} where ${shipments.shipment_status} = 'Pending')::int`,
      unpaid_invoices: sql<number>`(select count(*) from ${invoices} where ${invoices.status} in ('pending', 'overdue'))::int`,
      shipments: sql<number>`(select count(*) from ${shipments})::int`,
      procurements: sql<number>`(select count(*) from ${procurements})::int`,
      pickups: sql<number>`(select count(*) from ${pickups})::int`,
      invoices: sql<number>`(select count(*) from ${invoices})::int`,
      tickets: sql<number>`(select count(*) from ${tickets})::int`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
