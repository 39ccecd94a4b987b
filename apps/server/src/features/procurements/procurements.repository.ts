import type { InvoiceSummary } from "@app/shared/shipments/shipments";
import type { Procurement, ProcurementProduct, ProcurementSummary } from "@app/shared/procurements/procurements";
import { and, asc, count, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { procurementProducts, procurements } from "../../db/schema.js";
import { newestFirst } from "../../lib/list.js";
import { procurementTotalSql } from "./procurement-total.js";

export type ProcurementRow = typeof procurements.$inferSelect;
export type ProcurementProductRow = typeof procurementProducts.$inferSelect;

export interface CustomerProcurementFilter {
  userId: number;
  status?: ProcurementRow["status"];
  /** Part of a store name. */
  q?: string;
}

function whereOf(filter: CustomerProcurementFilter): SQL | undefined {
  const conditions: SQL[] = [eq(procurements.user_id, filter.userId)];
  if (filter.status) conditions.push(eq(procurements.status, filter.status));
  if (filter.q) conditions.push(ilike(procurements.store_name, `%${filter.q.replace(/[%_\\]/g, "\\$&")}%`));
  return and(...conditions);
}

const productCountSql = sql<number>`(select count(*) from procurement_products pp where pp.procurement_id = "procurements"."id")::int`;

export type ProcurementListRow = ProcurementRow & { total: string; product_count: number };

/** One page of a customer's procurements, newest first, each with its total and product count. */
export async function listCustomerProcurements(
  db: DbOrTx,
  filter: CustomerProcurementFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ProcurementListRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ procurement: procurements, total: procurementTotalSql, product_count: productCountSql })
      .from(procurements)
      .where(where)
      .orderBy(...newestFirst("desc", procurements.created_at, procurements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(procurements).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.procurement, total: String(r.total), product_count: Number(r.product_count) })),
    total: total?.n ?? 0,
  };
}

/** The procurement only when it belongs to this customer. */
export async function findCustomerProcurement(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<ProcurementRow | undefined> {
  const [row] = await db
    .select()
    .from(procurements)
    .where(and(eq(procurements.id, id), eq(procurements.user_id, userId)))
    .limit(1);
  return row;
}

export async function productsOf(db: DbOrTx, procurementId: number): Promise<ProcurementProductRow[]> {
  return db
    .select()
    .from(procurementProducts)
    .where(eq(procurementProducts.procurement_id, procurementId))
    .orderBy(asc(procurementProducts.position), asc(procurementProducts.id));
}

export async function insertProcurement(db: DbOrTx, values: typeof procurements.$inferInsert): Promise<ProcurementRow> {
  const [row] = await db.insert(procurements).values(values).returning();
  return row!;
}

export async function insertProducts(db: DbOrTx, values: Array<typeof procurementProducts.$inferInsert>) {
  if (values.length > 0) await db.insert(procurementProducts).values(values);
}

const money = (value: string | number | null) => (value == null ? null : Number(value).toFixed(2));

export function toProcurementSummary(row: ProcurementListRow, invoice: InvoiceSummary | null): ProcurementSummary {
  return {
    id: row.id,
    status: row.status,
    warehouse: row.warehouse,
    store_name: row.store_name,
    store_website: row.store_website,
    currency: row.currency,
    added_charges: money(row.added_charges),
    total: Number(row.total).toFixed(2),
    product_count: row.product_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    invoice,
  };
}

export function toProductRecord(row: ProcurementProductRow): ProcurementProduct {
  return {
    id: row.id,
    product_name: row.product_name,
    product_link: row.product_link,
    size: row.size ?? null,
    colour: row.colour ?? null,
    quantity: row.quantity,
    unit_price: Number(row.unit_price).toFixed(2),
    image_link: row.image_link ?? null,
  };
}

/** The full record; the stored address is jsonb and is answered as an object. */
export function toProcurementRecord(
  row: ProcurementRow,
  products: ProcurementProductRow[],
  images: Procurement["images"],
  invoice: InvoiceSummary | null,
): Procurement {
  const total = products.reduce((sum, p) => sum + Math.round(Number(p.unit_price) * 100) * p.quantity, 0);
  const added = Math.round(Number(row.added_charges ?? 0) * 100);
  return {
    ...toProcurementSummary({ ...row, total: String((total + added) / 100), product_count: products.length }, invoice),
    address: row.address,
    extra_info: row.extra_info ?? null,
    doorstep_delivery: row.doorstep_delivery,
    delivery_address: row.delivery_address ?? null,
    products: products.map(toProductRecord),
    images,
  };
}
