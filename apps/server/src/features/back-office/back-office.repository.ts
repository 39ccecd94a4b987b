import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices, pickups, procurements, shipments, tickets } from "../../db/schema.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";

/**
 * Every figure of the admin home in one round trip: seven index-backed counts as sub-selects. An account of some
 * warehouses counts its warehouses' shipments and shop requests; pickups, invoices and tickets belong to no one
 * warehouse and are not theirs to see (0).
 */
export async function summaryCounts(db: DbOrTx, scope?: WarehouseScope) {
  const shipmentsIn = inScope(scope, shipments.warehouse);
  const procurementsIn = inScope(scope, procurements.warehouse);
  const scoped = Boolean(shipmentsIn);
  const and = (condition: ReturnType<typeof inScope>) => (condition ? sql` and ${condition}` : sql``);
  const none = sql<number>`0`;
  const [row] = await db
    .select({
      pending_shipments: sql<number>`(select count(*) from ${shipments} where ${shipments.shipment_status} = 'Pending'${and(shipmentsIn)})::int`,
      unpaid_invoices: scoped
        ? none
        : sql<number>`(select count(*) from ${invoices} where ${invoices.status} in ('pending', 'overdue'))::int`,
      shipments: sql<number>`(select count(*) from ${shipments} where true${and(shipmentsIn)})::int`,
      procurements: sql<number>`(select count(*) from ${procurements} where true${and(procurementsIn)})::int`,
      pickups: scoped ? none : sql<number>`(select count(*) from ${pickups})::int`,
      invoices: scoped ? none : sql<number>`(select count(*) from ${invoices})::int`,
      tickets: scoped ? none : sql<number>`(select count(*) from ${tickets})::int`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
