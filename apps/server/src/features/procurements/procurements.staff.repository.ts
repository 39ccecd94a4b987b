import type { ProcurementStatus } from "@app/shared/core/enums";
import type { PROCUREMENT_SORT_COLUMNS, StaffProcurementRow } from "@app/shared/procurements/staff";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";
import { customers, invoices, procurementProducts, procurements } from "../../db/schema.js";
import {
  containsText,
  customerRecordIds,
  invoiceTransactionIds,
  recordIds,
  searchedListWhere,
} from "../../lib/any-field-search.js";
import { listSource, literalLimit, sortedOrder, NO_LIST_TOTAL, type TotalColumn } from "../../lib/list.js";
import { invoiceLinkColumns, invoiceLinkOf, invoiceOfRecord } from "../invoices/public.js";
import { procurementTotalSql } from "./procurement-total.js";
import { minorToDecimalText } from "@app/shared/rates/rates";

export interface StaffProcurementFilter {
  q?: string;
  status?: ProcurementStatus;
  sort: "asc" | "desc";
  sortBy?: (typeof PROCUREMENT_SORT_COLUMNS)[number];
  /** The caller's warehouses (the shop request's warehouse). */
  scope?: WarehouseScope;
}

const rowColumns = {
  id: procurements.id,
  status: procurements.status,
  store_name: procurements.store_name,
  store_website: procurements.store_website,
  currency: procurements.currency,
  user_id: procurements.user_id,
  email_address: customers.email_address,
  total: procurementTotalSql,
  created_at: procurements.created_at,
  ...invoiceLinkColumns,
};

/**
 * Any-field search: the customer's e-mail or the invoice's transaction id (prefix), the store name or the
 * customer's name, phone or suite number (anywhere), or the procurement number; each an indexed look-up of ids
 * (lib/any-field-search.ts).
 */
function whereOf(filter: StaffProcurementFilter): SQL | undefined {
  return searchedListWhere({
    filter: and(
      filter.status ? eq(procurements.status, filter.status) : undefined,
      inScope(filter.scope, procurements.warehouse),
    ),
    q: filter.q,
    id: procurements.id,
    lookups: (text) => [
      recordIds(procurements, procurements.id, containsText(procurements.store_name, text)),
      customerRecordIds({ table: procurements, id: procurements.id, userId: procurements.user_id }, text, "prefix"),
      invoiceTransactionIds("procurement", text),
    ],
  });
}

function baseQuery(db: DbOrTx, total: TotalColumn = NO_LIST_TOTAL) {
  return db
    .select({ ...rowColumns, ...total })
    .from(procurements)
    .innerJoin(customers, eq(customers.id, procurements.user_id))
    .leftJoin(invoices, invoiceOfRecord("procurement", procurements.id));
}

type SelectedRow = Omit<Awaited<ReturnType<typeof baseQuery>>[number], "list_total">;

function toRow(row: SelectedRow): StaffProcurementRow {
  return {
    id: row.id,
    status: row.status,
    store_name: row.store_name,
    store_website: row.store_website,
    currency: row.currency,
    user_id: row.user_id,
    email_address: row.email_address,
    total: row.total,
    created_at: row.created_at.toISOString(),
    invoice: invoiceLinkOf(row),
  };
}

export function staffProcurementPage(db: DbOrTx, filter: StaffProcurementFilter) {
  return listSource(db, filter, {
    page: (limit, offset, total) =>
      baseQuery(db, total)
        .where(whereOf(filter))
        .orderBy(
          ...sortedOrder(
            filter,
            {
              id: procurements.id,
              status: procurements.status,
              total: procurementTotalSql,
              store_name: procurements.store_name,
              created_at: procurements.created_at,
            },
            procurements.created_at,
            procurements.id,
          ),
        )
        .limit(literalLimit(limit))
        .offset(offset),
    matches: () =>
      db
        .select({ one: sql`1` })
        .from(procurements)
        .innerJoin(customers, eq(customers.id, procurements.user_id))
        .where(whereOf(filter)),
    toRow,
  });
}

/** The detail: the list row's fields plus everything the printable card shows. */
export async function findStaffProcurement(db: DbOrTx, id: number, scope?: WarehouseScope) {
  const [row] = await db
    .select({
      ...rowColumns,
      customer_firstname: customers.firstname,
      customer_lastname: customers.lastname,
      warehouse: procurements.warehouse,
      address: procurements.address,
      doorstep_delivery: procurements.doorstep_delivery,
      delivery_address: procurements.delivery_address,
      added_charges: procurements.added_charges,
      extra_info: procurements.extra_info,
      updated_at: procurements.updated_at,
    })
    .from(procurements)
    .innerJoin(customers, eq(customers.id, procurements.user_id))
    .leftJoin(invoices, invoiceOfRecord("procurement", procurements.id))
    .where(and(eq(procurements.id, id), inScope(scope, procurements.warehouse)))
    .limit(1);
  if (!row) return undefined;
  const {
    customer_firstname,
    customer_lastname,
    warehouse,
    address,
    doorstep_delivery,
    delivery_address,
    added_charges,
    extra_info,
    updated_at,
  } = row;
  return {
    ...toRow(row),
    customer_name: `${customer_firstname} ${customer_lastname}`,
    warehouse,
    address: address as unknown,
    doorstep_delivery,
    delivery_address,
    added_charges: added_charges == null ? null : Number(added_charges).toFixed(2),
    extra_info,
    updated_at: updated_at.toISOString(),
  };
}

export async function productsOf(db: DbOrTx, procurementId: number) {
  const rows = await db
    .select()
    .from(procurementProducts)
    .where(eq(procurementProducts.procurement_id, procurementId))
    .orderBy(asc(procurementProducts.position), asc(procurementProducts.id));
  return rows.map((p) => ({
    id: p.id,
    product_name: p.product_name,
    product_link: p.product_link,
    image_link: p.image_link,
    colour: p.colour,
    size: p.size,
    quantity: p.quantity,
    unit_price: Number(p.unit_price).toFixed(2),
    // Cents avoid float drift (0.1 × 3).
    amount: minorToDecimalText(Math.round(Number(p.unit_price) * 100) * p.quantity),
  }));
}

export async function lockProcurement(tx: DbOrTx, id: number, scope?: WarehouseScope) {
  const [row] = await tx
    .select({
      id: procurements.id,
      status: procurements.status,
      user_id: procurements.user_id,
      store_name: procurements.store_name,
    })
    .from(procurements)
    .where(and(eq(procurements.id, id), inScope(scope, procurements.warehouse)))
    .for("update")
    .limit(1);
  return row;
}

export async function setProcurementStatus(tx: DbOrTx, id: number, status: ProcurementStatus) {
  await tx.update(procurements).set({ status, updated_at: new Date() }).where(eq(procurements.id, id));
}
