import { sql } from "drizzle-orm";

/**
 * Σ quantity × unit price of a shop request's products plus its added charges, as two-decimal text, computed by the
 * database for each row of a query over `procurements`. The outer columns are named in full: drizzle writes a column
 * bare in a one-table query, and inside the subquery a bare "id" would mean the product's id. Rounded, not cast to a
 * fixed width, so a total never overflows.
 */
export const procurementTotalSql = sql<string>`round(coalesce((select sum(pp.unit_price * pp.quantity) from procurement_products pp where pp.procurement_id = "procurements"."id"), 0) + coalesce("procurements"."added_charges", 0), 2)::text`;
