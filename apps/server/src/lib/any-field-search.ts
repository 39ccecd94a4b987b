import { and, ilike, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { customers, invoices } from "../db/schema.js";
import { containsPattern, prefixRange } from "./list.js";

/*
 * A staff list's any-field search at a million rows (issue 19). One OR over the record's columns and its customer's
 * (`store_name ILIKE … OR customers.email ILIKE … OR EXISTS (invoice …)`) can use no index: every row of the list is
 * read and tested. So each way a record can match is its own look-up of record ids through its own index (a trigram
 * index for '%text%' and for a start in any case, an index on the customer for the customer's records, the primary
 * key for the record number), and the list keeps the records whose id is among them: `id IN (a UNION ALL b …)`,
 * which PostgreSQL runs as those look-ups, then the matching rows by primary key, then the page.
 */

/**
 * The WHERE of a searched staff list: an optional filter (status …) and, when `q` holds text, the record's id among
 * the ids `lookups(text)` yields (each a `select <id> from …`) or, for a number (optionally written '#123'), the
 * record number itself.
 */
export function searchedListWhere(options: {
  filter?: SQL;
  q?: string;
  id: AnyPgColumn;
  lookups: (text: string) => SQL[];
  /** Whether a number is also the record number (every list but tickets). */
  byNumber?: boolean;
}): SQL | undefined {
  const trimmed = options.q?.trim() ?? "";
  const text = options.byNumber === false ? trimmed : trimmed.replace(/^#/, "");
  if (!text) return options.filter;
  const lookups = options.lookups(text);
  if (options.byNumber !== false && /^\d{1,9}$/.test(text)) lookups.push(sql`select ${Number(text)}::integer`);
  return and(options.filter, sql`${options.id} in (${sql.join(lookups, sql` union all `)})`);
}

/** The look-up of the ids of `table`'s records that match `condition` on their own columns (through its own index). */
export function recordIds(table: PgTable, id: AnyPgColumn, condition: SQL | undefined): SQL {
  return sql`select ${id} from ${table} where ${condition}`;
}

/** How a list matches the customer's e-mail: its start (the usual way), anywhere, or not at all. */
export type EmailMatch = "prefix" | "contains";

/**
 * The customer's fields every list searches: the name, phone and suite number (anywhere, any case; not the phone and
 * suite for a short number, see isShortNumber) and the e-mail (`email`: its start, or anywhere; a short number is not
 * looked for anywhere in e-mails either, only at their start like every list). E-mails are stored in lower case.
 * Conditions on `customers`, for a look-up of customer ids.
 */
export function customerFieldMatches(text: string, email?: EmailMatch): SQL[] {
  const pattern = containsPattern(text);
  const matches = [ilike(sql`${customers.firstname} || ' ' || ${customers.lastname}`, pattern)];
  const short = isShortNumber(text);
  if (!short) matches.push(ilike(customers.number, pattern), ilike(customers.suite_number, pattern));
  if (email === "prefix" || (email === "contains" && short)) matches.push(emailStartsWith(text));
  if (email === "contains" && !short) matches.push(emailContains(text));
  return matches;
}

/**
 * The customer's e-mail starts with the text: a range of customers_email_prefix_idx (text_pattern_ops; e-mails are
 * stored in lower case, so this is what ILIKE 'text%' finds).
 */
export function emailStartsWith(text: string): SQL {
  const range = prefixRange(text.toLowerCase());
  return sql`(${customers.email_address} ~>=~ ${range.from} and ${customers.email_address} ~<~ ${range.to})`;
}

/**
 * The customer's e-mail holds the text anywhere (any case), through the e-mail's trigram index. A text with an '@'
 * names a domain most addresses share (gmail.com): its trigrams are in nearly every row, and the index read every
 * one of them (20-30 ms at 100,000 customers). So the index is asked for the part up to the '@' only ('%name@%',
 * which every match holds), and the whole text is checked on those rows: `|| ''` keeps that second condition out of
 * the index scan.
 */
export function emailContains(text: string): SQL {
  const at = text.indexOf("@");
  const pattern = containsPattern(text);
  if (at <= 0) return ilike(customers.email_address, pattern);
  return sql`(${customers.email_address} ilike ${containsPattern(text.slice(0, at + 1))}
    and (${customers.email_address} || '') ilike ${pattern})`;
}

/**
 * The look-up of the records (`id` of the table whose customer column is `userId`) whose customer matches the text
 * (see customerFieldMatches): the customers through their trigram indexes, then their records through the index on
 * the record's customer.
 */
export function customerRecordIds(
  records: { table: PgTable; id: AnyPgColumn; userId: AnyPgColumn },
  text: string,
  email?: EmailMatch,
): SQL {
  const matches = sql.join(customerFieldMatches(text, email), sql` or `);
  return sql`select ${records.id} from ${records.table}
    where ${records.userId} in (select ${customers.id} from ${customers} where ${matches})`;
}

/**
 * One to three digits are a record number ('#12'), not part of a phone or suite number: nearly every phone holds
 * them, so matching there would bury the record asked for.
 */
export const isShortNumber = (text: string) => /^#?\d{1,3}$/.test(text.trim());

/**
 * The invoice's transaction id starts with the text, in any case: a range of invoices_transaction_lower_idx (the
 * lower case of the id, text_pattern_ops), what ILIKE 'text%' finds. A trigram index read most of itself for such a
 * search: ids share their first characters ('TXB000…').
 */
export function transactionStartsWith(text: string): SQL {
  return lowerStartsWith(invoices.transaction_id, text);
}

/**
 * The column starts with the text, in any case (what ILIKE 'text%' finds): a range of an index on the column's lower
 * case with text_pattern_ops (`lower(column) text_pattern_ops`).
 */
export function lowerStartsWith(column: AnyPgColumn, text: string): SQL {
  const range = prefixRange(text.toLowerCase());
  const lowered = sql`lower(${column})`;
  return sql`(${lowered} ~>=~ ${range.from} and ${lowered} ~<~ ${range.to})`;
}

/** The look-up of the records (shipment, procurement or pickup) whose invoice's transaction id starts with `text`. */
export function invoiceTransactionIds(referenceType: "shipments" | "procurement" | "pickup", text: string): SQL {
  return sql`select ${invoices.reference_id} from ${invoices}
    where ${transactionStartsWith(text)} and ${invoices.reference_type} = ${referenceType}`;
}
