import type { ShipmentStatus } from "@app/shared/core/enums";
import type { StaffShipmentRow } from "@app/shared/shipments/staff";
import type { ShipmentSortColumn } from "@app/shared/shipments/staff.route";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { invoices, shipments } from "../../db/schema.js";
import { isShortNumber } from "../../lib/any-field-search.js";
import {
  containsPattern,
  countedExactly,
  EMPTY_RANGE,
  estimateAbove,
  firstVerdictTurn,
  prefixRange,
  runListQuery,
  surelyAbove,
  verdictKey,
} from "../../lib/list.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";

/**
 * The staff shipments list query, built for 100,000+ shipments (scripts/bench/admin-shipments-list.mjs measures it):
 * - search is a prefix match, so the text_pattern_ops indexes (tracking number, e-mail; each with the status;
 *   the invoice's transaction id) find the matches directly — a '%text%' search would read every row; only the
 *   customer's name, phone and suite number are matched anywhere, in the (much smaller) customers table first,
 *   through its trigram indexes (pg_trgm, migration 0015), then their shipments by customer id;
 * - a search runs the database function staff_shipments_search (migrations 0004, 0012, 0013, 0015) through a
 *   named prepared statement: neither the call nor the query inside it is planned again per request, which was
 *   most of its cost;
 * - the page and its exact count are ONE statement (one round trip), and the page is cut before its invoices
 *   are joined, so 50 rows cost 50 index look-ups;
 * - sorted by another column than the date (`sortBy`), a search is a plain query over the same prefix ranges.
 */
export interface StaffShipmentFilter {
  q?: string;
  status?: ShipmentStatus;
  sort: "asc" | "desc";
  sortBy?: ShipmentSortColumn;
  /** The caller's warehouses (a shipment's `warehouse`, its origin). */
  scope?: WarehouseScope;
}

/**
 * What a search looks in: a query with '@' is the start of an e-mail (stored in lower case); anything else is the
 * start of a tracking number or invoice transaction id (upper case) or of an e-mail, or part of the customer's
 * name, phone or suite number (`contains`, an ILIKE pattern; not for a short number, see isShortNumber).
 */
export function shipmentSearchRanges(q: string) {
  const email = q.includes("@");
  return {
    tracking: email ? EMPTY_RANGE : prefixRange(q.toUpperCase()),
    email: prefixRange(q.toLowerCase()),
    transaction: email ? EMPTY_RANGE : prefixRange(q.toUpperCase()),
    contains: email || isShortNumber(q) ? null : containsPattern(q),
  };
}

interface RawRow {
  total: number;
  id: number | null;
  tracking_number: string;
  shipment_status: StaffShipmentRow["shipment_status"];
  payment_status: StaffShipmentRow["payment_status"];
  email_address: string;
  shipping_cost: string;
  currency: StaffShipmentRow["currency"];
  user_id: number;
  created_at: string;
  invoice_id: number | null;
  invoice_transaction_id: string | null;
}

interface PageRequest {
  limit: number;
  offset: number;
  /** Whether to count the matches (the CSV export does not). */
  count: boolean;
  /** Count exactly up to this many matches; above it `counted` is exactUpTo + 1 and `estimated` is set. */
  exactUpTo?: number;
}

/**
 * One page of the filtered list and how many match (0 when not counted).
 * Values are formatted in SQL (ISO timestamps, two-decimal money) so both drivers return the same strings.
 */
export async function listShipmentPageWithCount(
  db: Db,
  filter: StaffShipmentFilter,
  page: PageRequest,
): Promise<{ rows: StaffShipmentRow[]; counted: number; estimated: boolean }> {
  const q = filter.q?.trim();
  // The verdict's key (the matches' SQL) is built once, for surelyAbove and then countedExactly or estimateAbove; a
  // list's first request after a start finds its verdict alone, the others wait for it (firstVerdictTurn).
  const key =
    page.count && page.exactUpTo !== undefined && !q ? verdictKey(matchesOf(filter, q), page.exactUpTo) : undefined;
  const release = key === undefined ? undefined : await firstVerdictTurn(db, key);
  try {
    return await pageWithCount(db, filter, page, key);
  } finally {
    release?.();
  }
}

async function pageWithCount(
  db: Db,
  filter: StaffShipmentFilter,
  page: PageRequest,
  key: string | undefined,
): Promise<{ rows: StaffShipmentRow[]; counted: number; estimated: boolean }> {
  const q = filter.q?.trim();
  const byDate = !filter.sortBy || filter.sortBy === "created_at";
  // A status filter (or none) the planner expects to match far more than the exact limit is not counted at all (see
  // countUpTo). Not a search: the planner badly overestimates the OR of its prefix ranges.
  if (key !== undefined && page.exactUpTo !== undefined) {
    const above = await surelyAbove(db, matchesOf(filter, q), page.exactUpTo, key);
    if (above) {
      const { rows } = await pageWithCount(db, filter, { ...page, count: false }, undefined);
      return { rows, counted: above.total, estimated: true };
    }
  }
  // The search function knows no warehouses: a scoped search runs as the plain query over the same ranges.
  const scoped = inScope(filter.scope, shipments.warehouse) !== undefined;
  const raw = q && byDate && !scoped ? await searchPage(db, filter, q, page) : await orderedPage(db, filter, q, page);
  const rows = raw
    .filter((r) => r.id != null)
    .map(({ total: _total, invoice_id, invoice_transaction_id, ...r }) => ({
      ...r,
      id: r.id!,
      invoice: invoice_id != null ? { id: invoice_id, transaction_id: invoice_transaction_id! } : null,
    }));
  const counted = raw[0]?.total ?? 0;
  if (!page.count || page.exactUpTo === undefined) return { rows, counted, estimated: false };
  if (counted <= page.exactUpTo) {
    // Remembered as "count it" (no EXPLAIN first next time); a search's is not, each search text being its own list.
    if (key !== undefined) countedExactly(db, key, counted);
    return { rows, counted, estimated: false };
  }
  // More matches than counted exactly: the planner's estimate of the same filter (no execution).
  const total = await estimateAbove(db, matchesOf(filter, q), page.exactUpTo, key);
  return { rows, counted: total.total, estimated: total.estimated };
}

/** The columns staff_shipments_search returns, in RawRow's shape. */
const SEARCH_COLUMNS = {
  total: sql<number>`total`,
  id: sql<number | null>`id`,
  tracking_number: sql<string>`tracking_number`,
  shipment_status: sql<RawRow["shipment_status"]>`shipment_status`,
  payment_status: sql<RawRow["payment_status"]>`payment_status`,
  email_address: sql<string>`email_address`,
  shipping_cost: sql<string>`shipping_cost`,
  currency: sql<RawRow["currency"]>`currency`,
  user_id: sql<number>`user_id`,
  created_at: sql<string>`created_at`,
  invoice_id: sql<number | null>`invoice_id`,
  invoice_transaction_id: sql<string | null>`invoice_transaction_id`,
};

function prepareSearch(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  return db
    .select(SEARCH_COLUMNS)
    .from(
      sql`staff_shipments_search(${p("status")}::shipment_status, ${p("trackingFrom")}::text, ${p("trackingTo")}::text,
        ${p("emailFrom")}::text, ${p("emailTo")}::text, ${p("transactionFrom")}::text, ${p("transactionTo")}::text,
        ${p("contains")}::text, ${p("newestFirst")}::boolean,
        ${p("limit")}::integer, ${p("offset")}::integer, ${p("cap")}::integer)`,
    )
    .prepare("staff_shipments_search");
}

/** One prepared search per database handle (a PostgreSQL connection prepares it on first use). */
const preparedSearches = new WeakMap<Db, ReturnType<typeof prepareSearch>>();

function searchPage(db: Db, filter: StaffShipmentFilter, q: string, page: PageRequest): Promise<RawRow[]> {
  let search = preparedSearches.get(db);
  if (!search) {
    search = prepareSearch(db);
    preparedSearches.set(db, search);
  }
  const { tracking, email, transaction, contains } = shipmentSearchRanges(q);
  return search.execute({
    status: filter.status ?? null,
    trackingFrom: tracking.from,
    trackingTo: tracking.to,
    emailFrom: email.from,
    emailTo: email.to,
    transactionFrom: transaction.from,
    transactionTo: transaction.to,
    contains,
    newestFirst: filter.sort !== "asc",
    limit: page.limit,
    offset: page.offset,
    // LIMIT NULL counts every match.
    cap: page.count ? (page.exactUpTo === undefined ? null : page.exactUpTo + 1) : 0,
  });
}

/**
 * The list's order: `sortBy` (when not the date), then the date and the id, all in the direction `sort`; the
 * columns of `table` when given. NULLS placement matches the list indexes (see newestFirst in lib/list.ts).
 */
function orderOf(filter: StaffShipmentFilter, table?: string): SQL {
  const direction = filter.sort === "asc" ? sql`asc nulls first` : sql`desc nulls last`;
  const keys =
    filter.sortBy && filter.sortBy !== "created_at" ? [filter.sortBy, "created_at", "id"] : ["created_at", "id"];
  const column = (name: string) =>
    table ? sql`${sql.identifier(table)}.${sql.identifier(name)}` : sql.identifier(name);
  return sql.join(
    keys.map((key) => sql`${column(key)} ${direction}`),
    sql`, `,
  );
}

/**
 * Without a search (or sorted by another column): the status index (or the date index) read in order for the
 * date order, so only the page's rows are touched; a search looks in the same prefix ranges as the function.
 */
async function orderedPage(
  db: Db,
  filter: StaffShipmentFilter,
  q: string | undefined,
  page: PageRequest,
): Promise<RawRow[]> {
  const listed = () => {
    const filtered = whereOf(filter, q);
    // The page size and the count's cap are written into the text (literalLimit): a prepared page gets a generic plan.
    const counted = page.count
      ? page.exactUpTo === undefined
        ? sql`select count(*)::int as total from ${shipments} ${filtered}`
        : sql`select count(*)::int as total from (select 1 from ${shipments} ${filtered} limit ${sql.raw(String(literalCap(page.exactUpTo + 1)))}) m`
      : sql`select 0 as total`;
    return sql`(
    with page as (
      select id, tracking_number, shipment_status, payment_status, email_address, shipping_cost, currency, user_id, created_at
      from ${shipments} ${filtered}
      order by ${orderOf(filter)}
      limit ${sql.raw(String(literalCap(page.limit)))} offset ${page.offset}
    ),
    counted as (${counted})
    select counted.total, page.id, page.tracking_number, page.shipment_status::text, page.payment_status::text,
      page.email_address, page.shipping_cost::text, page.currency::text, page.user_id,
      to_char(page.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      ${invoices.id} as invoice_id, ${invoices.transaction_id} as invoice_transaction_id
    from counted
    left join page on true
    left join ${invoices} on ${invoices.reference_type} = 'shipments' and ${invoices.reference_id} = page.id
    order by ${orderOf(filter, "page")}
  ) as listed`;
  };
  // A select from the listed rows (in their order), so that it runs as a statement named after its SQL.
  return runListQuery(db.select(SEARCH_COLUMNS).from(listed()));
}

/** The list's FROM and WHERE (for the verdict on its count: see countUpTo). */
const matchesOf = (filter: StaffShipmentFilter, q: string | undefined) =>
  sql`select 1 from ${shipments} ${whereOf(filter, q)}`;

/** A whole number written into SQL text. */
const literalCap = (n: number) => Math.max(0, Math.trunc(n));

/** The WHERE of the list (scope, status and search) as a plain condition over the same prefix ranges as the search. */
function whereOf(filter: StaffShipmentFilter, q: string | undefined): SQL {
  const conditions: SQL[] = [];
  const scoped = inScope(filter.scope, shipments.warehouse);
  if (scoped) conditions.push(scoped);
  if (filter.status) conditions.push(eq(shipments.shipment_status, filter.status));
  if (q) {
    const { tracking, email, transaction, contains } = shipmentSearchRanges(q);
    conditions.push(sql`((tracking_number ~>=~ ${tracking.from} and tracking_number ~<~ ${tracking.to})
      or (email_address ~>=~ ${email.from} and email_address ~<~ ${email.to})
      or id in (select reference_id from invoices where reference_type = 'shipments'
        and transaction_id ~>=~ ${transaction.from} and transaction_id ~<~ ${transaction.to})
      or user_id in (select c.id from customers c where ${contains}::text is not null
        and ((c.firstname || ' ' || c.lastname) ilike ${contains} or c.number ilike ${contains}
          or c.suite_number ilike ${contains})))`);
  }
  return conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}
