import type { AdminRole } from "@app/shared/core/enums";
import { type StaffWarehouses, warehousesOf } from "@app/shared/core/roles";
import { inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { notFound } from "./errors.js";

/**
 * The warehouses a request may see and change (docs/decisions/0069): a staff member's assigned warehouses, or all
 * of them (null) for an owner, an account assigned to all, a customer, a job or a tool. It rides in the service
 * context (lib/service-context.ts), set for every staff route by lib/routes.ts from the session's account, which is
 * read from the database on each request: an owner's change of assignment holds from the account's next request.
 */
export interface WarehouseScope {
  readonly warehouses: StaffWarehouses;
}

/** Every warehouse: owners, accounts of all warehouses, customers' requests, jobs and tools. */
export const ALL_WAREHOUSES: WarehouseScope = Object.freeze({ warehouses: null });

/** The scope of a staff account (its role and its assigned warehouses). */
export function staffScope(admin: { role: AdminRole; warehouses: string[] | null }): WarehouseScope {
  const warehouses = warehousesOf(admin.role, admin.warehouses);
  return warehouses === null ? ALL_WAREHOUSES : { warehouses: [...warehouses].sort() };
}

/**
 * The condition that keeps a list, count, export or bulk change to the scope's warehouses (`column` holds a
 * warehouse code): undefined for all warehouses. The codes are parameters of the list's statement, whose SQL text
 * then differs from an unscoped one (`in (...)`), so the two never share a statement (lib/list-statements.ts).
 */
export function inScope(scope: WarehouseScope | undefined, column: AnyPgColumn): SQL | undefined {
  const warehouses = scope?.warehouses;
  if (!warehouses) return undefined;
  return warehouses.length ? inArray(column, [...warehouses]) : sql`false`;
}

/** Whether a record of `warehouse` is within the scope. */
export function covers(scope: WarehouseScope | undefined, warehouse: string | null | undefined): boolean {
  const warehouses = scope?.warehouses;
  return !warehouses || (warehouse != null && warehouses.includes(warehouse as never));
}

/**
 * The record when it exists and is within the scope; otherwise 404 with `message`: another warehouse's record
 * answers as a stranger's would, so a scoped account learns nothing of it.
 */
export function foundInScope<Row>(
  scope: WarehouseScope | undefined,
  row: Row | undefined,
  warehouseOf: (row: Row) => string | null | undefined,
  message?: string,
): Row {
  if (row === undefined || !covers(scope, warehouseOf(row))) throw notFound(message);
  return row;
}
