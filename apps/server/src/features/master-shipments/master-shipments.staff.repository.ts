import type { ShipmentStatus } from "@app/shared/core/enums";
import type { Milestone } from "@app/shared/core/milestones";
import type { MASTER_SORT_COLUMNS, MasterStage, StaffMasterListQuery } from "@app/shared/master-shipments/staff";
import { and, asc, desc, eq, ilike, inArray, isNull, not, notInArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";
import {
  admins,
  customers,
  customsDeclarationItems,
  masterMilestoneCounts,
  masterShipments,
  masterUpdates,
  shipRequests,
  shipments,
} from "../../db/schema.js";
import {
  containsText,
  type EmailMatch,
  lowerStartsWith,
  recordIds,
  searchedListWhere,
} from "../../lib/any-field-search.js";
import { containsPattern, countUpTo, listSource, literalLimit, prefixPattern, sortedOrder } from "../../lib/list.js";
import { deliveredWithProof } from "../shipments/public.js";

export type MasterRecord = typeof masterShipments.$inferSelect;
export type MasterUpdateRecord = typeof masterUpdates.$inferSelect;
export type StaffMasterFilter = Omit<StaffMasterListQuery, "page" | "pageSize" | "format">;

/** The milestones of each stage of the list's filter (loading: none posted yet). */
export const STAGE_MILESTONES: Record<Exclude<MasterStage, "loading">, readonly Milestone[]> = {
  in_transit: ["departed_origin"],
  arrived: ["arrived_destination", "in_customs", "released", "at_lagos_hub", "out_for_delivery", "ready_for_pickup"],
  delivered: ["delivered"],
};

/** The columns of a master its row shows (MasterRow): the list reads no other. */
const listedColumns = {
  id: masterShipments.id,
  reference: masterShipments.reference,
  mode: masterShipments.mode,
  carrier: masterShipments.carrier,
  transport_document: masterShipments.transport_document,
  origin: masterShipments.origin,
  destination: masterShipments.destination,
  cutoff_at: masterShipments.cutoff_at,
  departure_date: masterShipments.departure_date,
  expected_arrival_date: masterShipments.expected_arrival_date,
  last_milestone: masterShipments.last_milestone,
  last_moved_at: masterShipments.last_moved_at,
  manifest_downloaded_at: masterShipments.manifest_downloaded_at,
  created_at: masterShipments.created_at,
};
export type ListedMaster = Pick<MasterRecord, keyof typeof listedColumns>;

/**
 * A master with how many shipments and customers it carries (counted through shipments_master_idx). The outer
 * column is spelled out: Drizzle leaves columns of a one-table query unqualified, which inside the subquery would
 * name the shipment's own id.
 */
const masterWithCounts = {
  master: listedColumns,
  shipments_count: sql<number>`(select count(*)::int from ${shipments} linked where linked.master_shipment_id = "master_shipments"."id")`,
  customers_count: sql<number>`(select count(distinct linked.user_id)::int from ${shipments} linked where linked.master_shipment_id = "master_shipments"."id")`,
};
export type MasterWithCounts = { master: ListedMaster; shipments_count: number; customers_count: number };

/** The masters of a stage, by their last milestone (`column`: the masters' own, or master_milestone_counts'). */
function stageCondition(stage: MasterStage, column: AnyPgColumn = masterShipments.last_milestone): SQL {
  if (stage === "loading") return isNull(column);
  return inArray(column, [...STAGE_MILESTONES[stage]]);
}

/**
 * Search: our reference and the AWB/B/L number (their start, any case: a range of their lower-case index), the
 * carrier and destination (anywhere, through their trigram index), or the id; each a look-up of ids
 * (lib/any-field-search.ts). As one OR the planner read every master
 * instead (it prices an ILIKE far below its cost: 13 ms at 5,000 masters against 0.3 ms for the indexes).
 */
function whereOf(filter: StaffMasterFilter, scope?: WarehouseScope): SQL | undefined {
  const own = (condition: SQL) => recordIds(masterShipments, masterShipments.id, condition);
  return searchedListWhere({
    filter: and(filter.status ? stageCondition(filter.status) : undefined, inScope(scope, masterShipments.origin)),
    q: filter.q,
    id: masterShipments.id,
    lookups: (text) => [
      own(lowerStartsWith(masterShipments.reference, /^\d+$/.test(text) ? `MS${text}` : text)),
      own(lowerStartsWith(masterShipments.transport_document, text)),
      own(containsText(masterShipments.carrier, text)),
      own(containsText(masterShipments.destination, text)),
    ],
  });
}

const sortColumns: Record<(typeof MASTER_SORT_COLUMNS)[number], AnyPgColumn> = {
  reference: masterShipments.id,
  departure_date: masterShipments.departure_date,
  expected_arrival_date: masterShipments.expected_arrival_date,
  created_at: masterShipments.created_at,
};

/** How many masters a filter without a search matches: the sum of their milestones' counts. */
function keptTotal(db: DbOrTx, filter: StaffMasterFilter) {
  return db
    .select({ n: sql<number>`coalesce(sum(${masterMilestoneCounts.masters}), 0)::int` })
    .from(masterMilestoneCounts)
    .where(filter.status ? stageCondition(filter.status, masterMilestoneCounts.last_milestone) : undefined);
}

/**
 * One page of the staff list of the caller's origins (`scope`) and its count (kept by the database for a filter
 * without a search, when the scope is every warehouse: the kept counts are the company's).
 */
export function staffMasterPage(db: DbOrTx, filter: StaffMasterFilter, scope?: WarehouseScope) {
  return listSource(db, filter, {
    page: (limit, offset, total) =>
      db
        .select({ ...masterWithCounts, ...total })
        .from(masterShipments)
        .where(whereOf(filter, scope))
        .orderBy(...sortedOrder(filter, sortColumns, masterShipments.created_at, masterShipments.id))
        .limit(literalLimit(limit))
        .offset(offset),
    matches: () => db.select({ one: sql`1` }).from(masterShipments).where(whereOf(filter, scope)),
    ...(inScope(scope, masterShipments.origin) ? {} : { keptTotal: () => keptTotal(db, filter) }),
  });
}

/** The master when its origin is one of the caller's warehouses (`scope`). */
export async function findMaster(
  db: DbOrTx,
  id: number,
  scope?: WarehouseScope,
): Promise<MasterWithCounts | undefined> {
  const [row] = await db
    .select(masterWithCounts)
    .from(masterShipments)
    .where(and(eq(masterShipments.id, id), inScope(scope, masterShipments.origin)))
    .limit(1);
  return row;
}

/** Locks the master for the rest of the transaction: its loads, unloads and updates happen one at a time. */
export async function lockMaster(tx: DbOrTx, id: number, scope?: WarehouseScope): Promise<MasterRecord | undefined> {
  const [row] = await tx
    .select()
    .from(masterShipments)
    .where(and(eq(masterShipments.id, id), inScope(scope, masterShipments.origin)))
    .for("update")
    .limit(1);
  return row;
}

export async function insertMaster(tx: DbOrTx, values: typeof masterShipments.$inferInsert) {
  const [row] = await tx.insert(masterShipments).values(values).returning();
  return row!;
}

export async function updateMaster(tx: DbOrTx, id: number, values: Partial<typeof masterShipments.$inferInsert>) {
  const [row] = await tx
    .update(masterShipments)
    .set({ ...values, updated_at: new Date() })
    .where(eq(masterShipments.id, id))
    .returning();
  return row!;
}

/** The customer shipments a master carries, with their customer and ship request, by customer then tracking number. */
export async function linkedShipmentsOf(db: DbOrTx, masterId: number) {
  return db
    .select({
      shipment_id: shipments.id,
      tracking_number: shipments.tracking_number,
      shipment_status: shipments.shipment_status,
      weight: shipments.weight,
      ship_request_id: shipRequests.id,
      customer_id: customers.id,
      firstname: customers.firstname,
      lastname: customers.lastname,
      email_address: customers.email_address,
      suite_number: customers.suite_number,
    })
    .from(shipments)
    .innerJoin(customers, eq(customers.id, shipments.user_id))
    .leftJoin(shipRequests, eq(shipRequests.shipment_id, shipments.id))
    .where(eq(shipments.master_shipment_id, masterId))
    .orderBy(asc(customers.lastname), asc(customers.id), asc(shipments.tracking_number));
}

/** The customs declarations of these ship requests: total per currency (minor units) and number of lines. */
export async function declarationsOf(db: DbOrTx, shipRequestIds: readonly number[]) {
  if (shipRequestIds.length === 0) return [];
  return db
    .select({
      ship_request_id: customsDeclarationItems.ship_request_id,
      currency: customsDeclarationItems.currency,
      total_minor:
        sql<number>`sum(${customsDeclarationItems.quantity} * ${customsDeclarationItems.unit_value_minor})::bigint`.mapWith(
          Number,
        ),
      items: sql<number>`count(*)::int`,
    })
    .from(customsDeclarationItems)
    .where(inArray(customsDeclarationItems.ship_request_id, [...shipRequestIds]))
    .groupBy(customsDeclarationItems.ship_request_id, customsDeclarationItems.currency)
    .orderBy(asc(customsDeclarationItems.currency));
}

/** The master's log (milestones and delay notices), newest first, with who posted each. */
export async function updatesOf(db: DbOrTx, masterId: number) {
  return db
    .select({ update: masterUpdates, first: admins.firstname, last: admins.lastname })
    .from(masterUpdates)
    .leftJoin(admins, eq(admins.id, masterUpdates.created_by))
    .where(eq(masterUpdates.master_shipment_id, masterId))
    .orderBy(desc(masterUpdates.occurred_at), desc(masterUpdates.id));
}

/**
 * Paid ship requests of `origin` whose shipment is on no master: what staff can load (oldest paid first). `q` finds
 * the tracking number (its start), the customer's name, suite or e-mail (anywhere; not the e-mail when `email` is
 * "hidden": a caller not shown it, docs/decisions/0123) or the request's number.
 */
export function eligibleRequestsPage(db: DbOrTx, origin: string, q: string | undefined, email: EmailMatch) {
  const conditions = [
    eq(shipRequests.status, "paid"),
    eq(shipRequests.warehouse, origin),
    isNull(shipments.master_shipment_id),
  ];
  const text = q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    conditions.push(
      sql`(${ilike(shipments.tracking_number, prefixPattern(text.toUpperCase()))}
        or ${ilike(sql`${customers.firstname} || ' ' || ${customers.lastname}`, pattern)}
        or ${ilike(customers.suite_number, pattern)}
        ${email === "hidden" ? sql`` : sql`or ${ilike(customers.email_address, pattern)}`}
        ${/^#?\d{1,9}$/.test(text) ? sql`or ${shipRequests.id} = ${Number(text.replace("#", ""))}` : sql``})`,
    );
  }
  const where = and(...conditions);
  const from = () =>
    db
      .select({
        ship_request_id: shipRequests.id,
        shipment_id: shipments.id,
        tracking_number: shipments.tracking_number,
        weight: shipments.weight,
        paid_at: shipRequests.updated_at,
        customer_id: customers.id,
        firstname: customers.firstname,
        lastname: customers.lastname,
        suite_number: customers.suite_number,
      })
      .from(shipRequests)
      .innerJoin(shipments, eq(shipments.id, shipRequests.shipment_id))
      .innerJoin(customers, eq(customers.id, shipRequests.user_id))
      .where(where);
  return {
    rows: (limit: number, offset: number) =>
      from().orderBy(asc(shipRequests.updated_at), asc(shipRequests.id)).limit(limit).offset(offset),
    count: (exactUpTo: number) =>
      countUpTo(
        db,
        db
          .select({ one: sql`1` })
          .from(shipRequests)
          .innerJoin(shipments, eq(shipments.id, shipRequests.shipment_id))
          .innerJoin(customers, eq(customers.id, shipRequests.user_id))
          .where(where),
        exactUpTo,
        Boolean(q),
      ),
  };
}

/** The linked shipment `shipmentId` of the master, or undefined. */
export async function linkedShipment(db: DbOrTx, masterId: number, shipmentId: number) {
  const [row] = await db
    .select({ id: shipments.id, tracking_number: shipments.tracking_number })
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.master_shipment_id, masterId)))
    .limit(1);
  return row;
}

/**
 * Who a master's update reaches: each linked shipment, not cancelled nor delivered with its proof recorded, with its
 * customer (account e-mail and name).
 */
export async function recipientsOnMaster(
  db: DbOrTx,
  masterId: number,
  skipped: readonly ShipmentStatus[] = ["Cancelled"],
) {
  return db
    .select({
      shipment_id: shipments.id,
      tracking_number: shipments.tracking_number,
      customer_id: customers.id,
      email_address: customers.email_address,
      firstname: customers.firstname,
    })
    .from(shipments)
    .innerJoin(customers, eq(customers.id, shipments.user_id))
    .where(
      and(
        eq(shipments.master_shipment_id, masterId),
        notInArray(shipments.shipment_status, [...skipped]),
        not(deliveredWithProof(shipments.id, shipments.shipment_status)),
      ),
    )
    .orderBy(asc(shipments.user_id), asc(shipments.tracking_number));
}
