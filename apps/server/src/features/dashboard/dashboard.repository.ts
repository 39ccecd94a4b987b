import { STORED_STATUSES } from "@app/shared/packages/packages";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customers } from "../../db/schema.js";

/** The home screen's counts in one round trip, each scoped to the customer. */
export async function countsOf(db: DbOrTx, userId: number) {
  const result = await db.execute<{
    pending_shipments: number;
    unpaid_invoices: number;
    shipments: number;
    procurements: number;
    pickups: number;
    packages_waiting: number;
  }>(sql`
    select
      (select count(*) from shipments where user_id = ${userId} and shipment_status = 'Pending')::int as pending_shipments,
      (select count(*) from invoices where user_id = ${userId} and status <> 'paid')::int as unpaid_invoices,
      (select count(*) from shipments where user_id = ${userId})::int as shipments,
      (select count(*) from procurements where user_id = ${userId})::int as procurements,
      (select count(*) from pickups where user_id = ${userId})::int as pickups,
      (select count(*) from packages where user_id = ${userId} and status in (${sql.join(
        STORED_STATUSES.map((s) => sql`${s}`),
        sql`, `,
      )}))::int as packages_waiting
  `);
  // node-postgres answers { rows }, PGlite answers the same shape.
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
  return {
    pending_shipments: Number(row.pending_shipments ?? 0),
    unpaid_invoices: Number(row.unpaid_invoices ?? 0),
    shipments: Number(row.shipments ?? 0),
    procurements: Number(row.procurements ?? 0),
    pickups: Number(row.pickups ?? 0),
    packages_waiting: Number(row.packages_waiting ?? 0),
  };
}

export async function setWarehouseChoice(db: DbOrTx, userId: number, city: string) {
  await db.update(customers).set({ warehouse_choice: city, updated_at: new Date() }).where(eq(customers.id, userId));
}
