import { ilike, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { customers } from "../db/schema.js";
import { containsPattern, prefixPattern } from "./list.js";

/**
 * The parts of a staff list's any-field search that every list shares: the customer's name, phone and suite number
 * (anywhere, any case; the list joins `customers`), and the transaction id of the record's invoice (prefix).
 * Each list adds its own columns (tracking number, e-mail, ...) beside these.
 */
export function customerFieldMatches(text: string): SQL[] {
  const pattern = containsPattern(text);
  const name = ilike(sql`${customers.firstname} || ' ' || ${customers.lastname}`, pattern);
  return isShortNumber(text)
    ? [name]
    : [name, ilike(customers.number, pattern), ilike(customers.suite_number, pattern)];
}

/**
 * One to three digits are a record number ('#12'), not part of a phone or suite number: nearly every phone holds
 * them, so matching there would bury the record asked for.
 */
export const isShortNumber = (text: string) => /^#?\d{1,3}$/.test(text.trim());

/** The record (shipment, procurement or pickup) has an invoice whose transaction id starts with `text`. */
export function invoiceTransactionMatch(
  referenceType: "shipments" | "procurement" | "pickup",
  id: AnyPgColumn,
  text: string,
) {
  return sql`exists (select 1 from invoices search_invoice where search_invoice.reference_type = ${referenceType}
    and search_invoice.reference_id = ${id} and search_invoice.transaction_id ilike ${prefixPattern(text)})`;
}
