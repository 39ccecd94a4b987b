import type { ShipmentStatus } from "@app/shared/enums";
import { and, asc, desc, eq, inArray, like, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins, customers, invoices, shipmentStatusHistory, shipments } from "../../db/schema.js";
import { prefixPattern } from "../../lib/list.js";

export type ShipmentRow = typeof shipments.$inferSelect;

export interface StaffShipmentFilter {
  q?: string;
  status?: ShipmentStatus;
  sort: "asc" | "desc";
}

/**
 * Search is a prefix match so that it can use the text_pattern_ops indexes (a '%text%' search would read
 * every row): a query with '@' is an e-mail, anything else is a tracking number or the start of an e-mail.
 */
export function shipmentFilterWhere(filter: StaffShipmentFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(shipments.shipment_status, filter.status));
  const q = filter.q?.trim();
  if (q) {
    const email = like(shipments.email_address, prefixPattern(q.toLowerCase()));
    conditions.push(
      q.includes("@") ? email : or(like(shipments.tracking_number, prefixPattern(q.toUpperCase())), email)!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const listColumns = {
  id: shipments.id,
  tracking_number: shipments.tracking_number,
  shipment_status: shipments.shipment_status,
  payment_status: shipments.payment_status,
  email_address: shipments.email_address,
  shipping_cost: shipments.shipping_cost,
  currency: shipments.currency,
  user_id: shipments.user_id,
  created_at: shipments.created_at,
};

/**
 * The list order, newest (or oldest) first, with the id as tiebreak. Written with explicit NULLS placement so that
 * it matches the indexes as Drizzle creates them (created_at DESC NULLS LAST, id DESC NULLS LAST): a plain
 * "created_at DESC" means NULLS FIRST in PostgreSQL and could not read them in order. The columns are NOT NULL, so
 * the result is the same.
 *
 * With a search, the order is deliberately an expression no index provides: otherwise the planner may walk the
 * status index newest-first and filter by the search, which reads thousands of rows when the matches are old.
 * The search indexes find the matches directly and a top-N sort orders them.
 */
function listOrder(sort: "asc" | "desc", searching: boolean): SQL[] {
  const created = searching ? sql`(${shipments.created_at} + interval '0 seconds')` : sql`${shipments.created_at}`;
  return sort === "asc"
    ? [sql`${created} asc nulls first`, sql`${shipments.id} asc nulls first`]
    : [sql`${created} desc nulls last`, sql`${shipments.id} desc nulls last`];
}

/** One page; the page is cut before its invoices are joined, so 50 rows cost 50 index look-ups. */
export async function listShipmentPage(db: DbOrTx, filter: StaffShipmentFilter, limit: number, offset: number) {
  const page = db
    .select(listColumns)
    .from(shipments)
    .where(shipmentFilterWhere(filter))
    .orderBy(...listOrder(filter.sort, Boolean(filter.q?.trim())))
    .limit(limit)
    .offset(offset)
    .as("page");
  const rows = await db
    .select({
      id: page.id,
      tracking_number: page.tracking_number,
      shipment_status: page.shipment_status,
      payment_status: page.payment_status,
      email_address: page.email_address,
      shipping_cost: page.shipping_cost,
      currency: page.currency,
      user_id: page.user_id,
      created_at: page.created_at,
      invoice_id: invoices.id,
      invoice_transaction_id: invoices.transaction_id,
    })
    .from(page)
    .leftJoin(invoices, and(eq(invoices.reference_type, "shipments"), eq(invoices.reference_id, page.id)))
    .orderBy(
      ...(filter.sort === "asc" ? [asc(page.created_at), asc(page.id)] : [desc(page.created_at), desc(page.id)]),
    );
  return rows.map(({ invoice_id, invoice_transaction_id, ...row }) => ({
    ...row,
    invoice: invoice_id != null ? { id: invoice_id, transaction_id: invoice_transaction_id! } : null,
  }));
}

/** How many shipments match, counting no further than `cap` (an exact total below it). */
export async function countShipments(db: DbOrTx, filter: StaffShipmentFilter, cap: number): Promise<number> {
  const capped = db.select({ one: sql`1` }).from(shipments).where(shipmentFilterWhere(filter)).limit(cap).as("capped");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
  return row?.n ?? 0;
}

export async function findShipmentDetail(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      shipment: shipments,
      customer_first: customers.firstname,
      customer_last: customers.lastname,
      creator_first: admins.firstname,
      creator_last: admins.lastname,
      invoice: {
        id: invoices.id,
        transaction_id: invoices.transaction_id,
        status: invoices.status,
        total_amount: invoices.total_amount,
        currency: invoices.currency,
      },
    })
    .from(shipments)
    .leftJoin(customers, eq(customers.id, shipments.user_id))
    .leftJoin(admins, eq(admins.id, shipments.created_by))
    .leftJoin(invoices, and(eq(invoices.reference_type, "shipments"), eq(invoices.reference_id, shipments.id)))
    .where(eq(shipments.id, id))
    .limit(1);
  return row;
}

/** The status timeline, newest first, with who changed it. */
export async function statusHistoryOf(db: DbOrTx, shipmentId: number) {
  return db
    .select({
      shipment_status: shipmentStatusHistory.shipment_status,
      created_at: shipmentStatusHistory.created_at,
      first: admins.firstname,
      last: admins.lastname,
    })
    .from(shipmentStatusHistory)
    .leftJoin(admins, eq(admins.id, shipmentStatusHistory.changed_by))
    .where(eq(shipmentStatusHistory.shipment_id, shipmentId))
    .orderBy(desc(shipmentStatusHistory.created_at), desc(shipmentStatusHistory.id));
}

/** Locks the shipment row for the rest of the transaction, so two status changes cannot interleave. */
export async function lockShipmentByTrackingNumber(
  tx: DbOrTx,
  trackingNumber: string,
): Promise<ShipmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(eq(shipments.tracking_number, trackingNumber))
    .for("update")
    .limit(1);
  return row;
}

export async function findCustomerByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: customers.id, firstname: customers.firstname, email_address: customers.email_address })
    .from(customers)
    .where(eq(customers.email_address, email))
    .limit(1);
  return row;
}

export async function insertShipment(tx: DbOrTx, values: typeof shipments.$inferInsert): Promise<ShipmentRow> {
  const [row] = await tx.insert(shipments).values(values).returning();
  return row!;
}

export async function updateShipment(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof shipments.$inferInsert>,
): Promise<ShipmentRow> {
  const [row] = await tx
    .update(shipments)
    .set({ ...values, updated_at: new Date() })
    .where(eq(shipments.id, id))
    .returning();
  return row!;
}

export async function insertStatusHistory(tx: DbOrTx, shipmentId: number, status: ShipmentStatus, adminId: number) {
  await tx
    .insert(shipmentStatusHistory)
    .values({ shipment_id: shipmentId, shipment_status: status, changed_by: adminId });
}

/** Which of these tracking numbers are already taken. */
export async function takenTrackingNumbers(db: DbOrTx, candidates: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ tracking_number: shipments.tracking_number })
    .from(shipments)
    .where(inArray(shipments.tracking_number, candidates));
  return new Set(rows.map((r) => r.tracking_number));
}

export async function trackingNumberExists(db: DbOrTx, trackingNumber: string): Promise<boolean> {
  return (await takenTrackingNumbers(db, [trackingNumber])).size > 0;
}
