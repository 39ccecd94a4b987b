import type { InvoiceReferenceType } from "@app/shared/core/enums";
import { and, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { customers, invoices } from "../db/schema.js";
import { containsPattern, prefixRange } from "./list.js";
import { searchNumber, searchValue } from "./search-values.js";
import type { ServiceContext } from "./service-context.js";

/*
 * A staff list's any-field search at a million rows (docs/decisions/0007). One OR over the record's columns and its customer's
 * (`store_name ILIKE … OR customers.email ILIKE … OR EXISTS (invoice …)`) can use no index: every row of the list is
 * read and tested. So each way a record can match is its own look-up of record ids through its own index (a trigram
 * index for '%text%' and for a start in any case, an index on the customer for the customer's records, the primary
 * key for the record number), and the list keeps the records whose id is among them:
 * `id = ANY (ARRAY(a UNION ALL b …))`, which PostgreSQL runs as those look-ups first, then the matching rows by
 * primary key, then the page.
 *
 * A search runs as a statement named after its SQL (lib/list-statements.ts) whose plan PostgreSQL keeps: the
 * plan is made once per connection instead of on every request (planning the page and its count cost ~1.2 ms of
 * ~1.5 ms). The text reaches the statement as `(select $n)` (searchValue): its value is not known when planning, so
 * every plan PostgreSQL makes is the one it keeps (it would otherwise plan each search again, finding a plan with
 * the value cheaper than the kept one), and ARRAY(…) makes that plan the same for any value: the look-ups by their
 * indexes, then the records by primary key (`IN (…)` let the planner join the look-ups to a read of every record
 * when it expected many matches).
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
  /** Whether a number is also the record number (default; false only where a record has no number to quote). */
  byNumber?: boolean;
}): SQL | undefined {
  const trimmed = options.q?.trim() ?? "";
  const text = options.byNumber === false ? trimmed : trimmed.replace(/^#/, "");
  if (!text) return options.filter;
  const lookups = options.lookups(text);
  if (options.byNumber !== false && /^\d{1,9}$/.test(text)) lookups.push(sql`select ${searchNumber(Number(text))}`);
  return and(options.filter, sql`${options.id} = any(array(${sql.join(lookups, sql` union all `)}))`);
}

/** The look-up of the ids of `table`'s records that match `condition` on their own columns (through its own index). */
export function recordIds(table: PgTable, id: AnyPgColumn, condition: SQL | undefined): SQL {
  return sql`select ${id} from ${table} where ${condition}`;
}

/**
 * The column holds the text anywhere, in any case (ILIKE '%text%'), through the column's trigram index. A trigram
 * index does work for every trigram of the pattern it is asked for: each one's list of rows is read and intersected
 * with the others. Words that recur in the column ('Store', 'Question', 'customer') have trigrams in every row, so
 * a search for 'Store 12345' read the whole index (1.8 ms at 100,000 procurements, 3 ms at 100,000 tickets) to
 * keep one row. So the index is asked for a part every match holds (`indexed`; by default the text's longest
 * number, whose trigrams are rare: '%12345%') and the whole text is checked on those rows only: `|| ''` keeps that
 * condition out of the index scan. The same rows match either way.
 */
export function containsText(column: AnyPgColumn | SQL, text: string, indexed = selectivePart(text)): SQL {
  const pattern = searchValue(containsPattern(text));
  if (!indexed) return sql`${column} ilike ${pattern}`;
  return sql`(${column} ilike ${searchValue(containsPattern(indexed))} and (${column} || '') ilike ${pattern})`;
}

/**
 * The longest number (three digits or more) of a text of several words ('Store 12345', 'customer4242@bench.test');
 * undefined otherwise. A single word ('TXB000012345') is looked up whole: its letters are rare or absent where its
 * digits are common (phone numbers), and a trigram absent from the index ends the look-up at once.
 */
export function selectivePart(text: string): string | undefined {
  if (!/[^\p{L}\p{N}]/u.test(text.trim())) return undefined;
  return (text.match(/\d{3,}/g) ?? []).sort((a, b) => b.length - a.length)[0];
}

/**
 * How a list matches the customer's e-mail: its start (the usual way) or anywhere; or "hidden" for a caller who is
 * not shown customers' e-mail and phone (a partner agent, decision 0070): neither is matched then, or a search would
 * tell them whether a guessed address or number is a customer's (docs/decisions/0123).
 */
export type EmailMatch = "prefix" | "contains" | "hidden";

/** The list's usual way of matching e-mails, or "hidden" when the caller is not shown contact details. */
export function emailMatchFor(ctx: Pick<ServiceContext, "seesContacts">, usual: "prefix" | "contains"): EmailMatch {
  return ctx.seesContacts === false ? "hidden" : usual;
}

/**
 * The customer's fields every list searches: the name, phone and suite number (anywhere, any case) and the e-mail
 * (`email`: its start, or anywhere; with "hidden", neither the phone nor the e-mail). A short number (see isShortNumber) is the record's number: it is looked for only
 * at the start of e-mails, like every list, not inside names, phones, suites or e-mails, as the shipments list does.
 * Inside names it would also be slow: a text of one or two characters has no trigram, so the name's trigram index
 * cannot narrow it and every customer was read (~170 ms at 100,000 customers). E-mails are stored in lower case.
 * Conditions on `customers`, for a look-up of customer ids.
 */
export function customerFieldMatches(text: string, email: EmailMatch): SQL[] {
  const contacts = email !== "hidden";
  if (isShortNumber(text)) return contacts ? [emailStartsWith(text)] : [];
  const matches = [
    containsText(sql`${customers.firstname} || ' ' || ${customers.lastname}`, text),
    ...(contacts ? [containsText(customers.number, text)] : []),
    containsText(customers.suite_number, text),
  ];
  if (email === "prefix") matches.push(emailStartsWith(text));
  if (email === "contains") matches.push(emailContains(text));
  return matches;
}

/**
 * The customer's e-mail starts with the text: a range of customers_email_prefix_idx (text_pattern_ops; e-mails are
 * stored in lower case, so this is what ILIKE 'text%' finds).
 */
export function emailStartsWith(text: string): SQL {
  return startsWith(customers.email_address, text.toLowerCase());
}

/** The column starts with `prefix` (as stored: no change of case): a range of its text_pattern_ops index. */
export function startsWith(column: AnyPgColumn | SQL, prefix: string): SQL {
  const range = prefixRange(prefix);
  return sql`(${column} ~>=~ ${searchValue(range.from)} and ${column} ~<~ ${searchValue(range.to)})`;
}

/**
 * The customer's e-mail holds the text anywhere (any case), through the e-mail's trigram index (see containsText).
 * A text with an '@' names a domain most addresses share (gmail.com): its trigrams are in nearly every row. So the
 * index is asked for the text's longest number or else the part up to the '@' ('%name@%'), which every match holds.
 */
export function emailContains(text: string): SQL {
  const at = text.indexOf("@");
  return containsText(
    customers.email_address,
    text,
    selectivePart(text) ?? (at > 0 ? text.slice(0, at + 1) : undefined),
  );
}

/**
 * The look-up of the records (`id` of the table whose customer column is `userId`) whose customer matches the text
 * (see customerFieldMatches): the customers through their trigram indexes, then their records through the index on
 * the record's customer.
 */
export function customerRecordIds(
  records: { table: PgTable; id: AnyPgColumn; userId: AnyPgColumn },
  text: string,
  email: EmailMatch,
): SQL {
  const fields = customerFieldMatches(text, email);
  const matches = fields.length ? sql.join(fields, sql` or `) : sql`false`;
  return sql`select ${records.id} from ${records.table}
    where ${records.userId} = any(array(select ${customers.id} from ${customers} where ${matches}))`;
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
  return startsWith(sql`lower(${column})`, text.toLowerCase());
}

/**
 * An invoice reference type as an SQL literal (the enum's names are lower-case words, never user input): a constant
 * of a prepared list statement, which the plan PostgreSQL keeps is priced with (see invoiceOfRecord).
 */
export function referenceTypeLiteral(referenceType: InvoiceReferenceType): SQL {
  if (!/^[a-z_]+$/.test(referenceType)) throw new Error(`not an invoice reference type: ${referenceType}`);
  return sql.raw(`'${referenceType}'`);
}

/** The look-up of the records (shipment, procurement or pickup) whose invoice's transaction id starts with `text`. */
export function invoiceTransactionIds(referenceType: "shipments" | "procurement" | "pickup", text: string): SQL {
  return sql`select ${invoices.reference_id} from ${invoices}
    where ${transactionStartsWith(text)} and ${invoices.reference_type} = ${referenceTypeLiteral(referenceType)}`;
}
