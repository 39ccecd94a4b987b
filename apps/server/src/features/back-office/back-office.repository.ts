import type { AdminRole } from "@app/shared/core/enums";
import { can, type StaffAction } from "@app/shared/core/roles";
import { STORED_STATUSES } from "@app/shared/packages/packages";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices, packages, pickups, procurements, shipments, shipRequests, tickets } from "../../db/schema.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";

const and = (condition: SQL | undefined) => (condition ? sql` and ${condition}` : sql``);
const onShelf = sql.join(
  STORED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * Every figure of the admin home in one round trip: index-backed counts as sub-selects, each counted the way its
 * list is scoped (docs/decisions/0069): an account of some warehouses counts its warehouses' parcels, ship requests,
 * shipments and shop requests. A figure the account may not open is null, not 0 (issue 36): pickups, invoices and
 * tickets belong to no one warehouse (accounts of all warehouses only), shipments and shop requests are not an
 * agent's.
 */
export async function summaryCounts(db: DbOrTx, admin: { role: AdminRole }, scope?: WarehouseScope) {
  const warehouses = scope?.warehouses ?? null;
  const shown = (action: StaffAction, count: SQL) =>
    can(admin.role, action, warehouses) ? sql<number>`(${count})::int` : sql<number | null>`null::int`;
  const [row] = await db
    .select({
      pending_shipments: shown(
        "records.view",
        sql`select count(*) from ${shipments} where ${shipments.shipment_status} = 'Pending'${and(inScope(scope, shipments.warehouse))}`,
      ),
      unpaid_invoices: shown(
        "customers.view",
        sql`select count(*) from ${invoices} where ${invoices.status} in ('pending', 'overdue')`,
      ),
      parcels: shown(
        "desk.view",
        sql`select count(*) from ${packages} where ${packages.status} in (${onShelf})${and(inScope(scope, packages.warehouse))}`,
      ),
      to_pack: shown(
        "desk.view",
        sql`select count(*) from ${shipRequests} where ${shipRequests.status} = 'submitted'${and(inScope(scope, shipRequests.warehouse))}`,
      ),
      shipments: shown(
        "records.view",
        sql`select count(*) from ${shipments} where true${and(inScope(scope, shipments.warehouse))}`,
      ),
      procurements: shown(
        "records.view",
        sql`select count(*) from ${procurements} where true${and(inScope(scope, procurements.warehouse))}`,
      ),
      pickups: shown("customers.view", sql`select count(*) from ${pickups}`),
      invoices: shown("customers.view", sql`select count(*) from ${invoices}`),
      tickets: shown("customers.view", sql`select count(*) from ${tickets}`),
    })
    .from(sql`(select 1) as one`);
  return row!;
}
