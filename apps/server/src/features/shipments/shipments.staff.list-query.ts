import type { ShipmentStatus } from "@app/shared/enums";
import type { StaffShipmentRow } from "@app/shared/shipments.staff";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { invoices, shipments } from "../../db/schema.js";
import { EMPTY_RANGE, newestFirst, prefixRange } from "../../lib/list.js";

/**
 * The staff shipments list query, built for 100,000+ shipments (scripts/bench/admin-shipments-list.mjs measures it):
 * - search is a prefix match, so the text_pattern_ops indexes (tracking number, e-mail; each with the status)
 *   find the matches directly — a '%text%' search would read every row;
 * - a search runs the database function staff_shipments_search (migration 0004) through a named prepared
 *   statement: neither the call nor the query inside it is planned again per request, which was most of its cost;
 * - the page and its capped count are ONE statement (one round trip), and the page is cut before its invoices
 *   are joined, so 50 rows cost 50 index look-ups;
 * - the count stops at `cap` rows, so a broad filter costs about as much as a narrow one.
 */
export interface StaffShipmentFilter {
  q?: string;
  status?: ShipmentStatus;
  sort: "asc" | "desc";
}

/**
 * The two prefix ranges a search looks in: a query with '@' is the start of an e-mail (stored in lower case);
 * anything else is the start of a tracking number (upper case) or of an e-mail.
 */
export function shipmentSearchRanges(q: string) {
  return {
    tracking: q.includes("@") ? EMPTY_RANGE : prefixRange(q.toUpperCase()),
    email: prefixRange(q.toLowerCase()),
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
  cap: number;
}

/**
 * One page of the filtered list and how many match, counting no further than `cap` (pass 0 to skip counting).
 * Values are formatted in SQL (ISO timestamps, two-decimal money) so both drivers return the same strings.
 */
export async function listShipmentPageWithCount(
  db: Db,
  filter: StaffShipmentFilter,
  page: PageRequest,
): Promise<{ rows: StaffShipmentRow[]; counted: number }> {
  const q = filter.q?.trim();
  const raw = q ? await searchPage(db, filter, q, page) : await browsePage(db, filter, page);
  const rows = raw
    .filter((r) => r.id != null)
    .map(({ total: _total, invoice_id, invoice_transaction_id, ...r }) => ({
      ...r,
      id: r.id!,
      invoice: invoice_id != null ? { id: invoice_id, transaction_id: invoice_transaction_id! } : null,
    }));
  return { rows, counted: raw[0]?.total ?? 0 };
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
        ${p("emailFrom")}::text, ${p("emailTo")}::text, ${p("newestFirst")}::boolean,
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
  const { tracking, email } = shipmentSearchRanges(q);
  return search.execute({
    status: filter.status ?? null,
    trackingFrom: tracking.from,
    trackingTo: tracking.to,
    emailFrom: email.from,
    emailTo: email.to,
    newestFirst: filter.sort !== "asc",
    limit: page.limit,
    offset: page.offset,
    cap: page.cap,
  });
}

/** Without a search: the status index (or the date index) read in order, so only the page's rows are touched. */
async function browsePage(db: Db, filter: StaffShipmentFilter, page: PageRequest): Promise<RawRow[]> {
  const filtered = filter.status ? sql`where ${eq(shipments.shipment_status, filter.status)}` : sql``;
  const outer = filter.sort === "asc" ? sql`asc nulls first` : sql`desc nulls last`;
  const result = (await db.execute(sql`
    with page as (
      select id, tracking_number, shipment_status, payment_status, email_address, shipping_cost, currency, user_id, created_at
      from ${shipments} ${filtered}
      order by ${sql.join(newestFirst(filter.sort, shipments.created_at, shipments.id), sql`, `)}
      limit ${page.limit} offset ${page.offset}
    ),
    counted as (select count(*)::int as total from (select 1 from ${shipments} ${filtered} limit ${page.cap}) capped)
    select counted.total, page.id, page.tracking_number, page.shipment_status::text, page.payment_status::text,
      page.email_address, page.shipping_cost::text, page.currency::text, page.user_id,
      to_char(page.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      ${invoices.id} as invoice_id, ${invoices.transaction_id} as invoice_transaction_id
    from counted
    left join page on true
    left join ${invoices} on ${invoices.reference_type} = 'shipments' and ${invoices.reference_id} = page.id
    order by page.created_at ${outer}, page.id ${outer}
  `)) as unknown as { rows: RawRow[] };
  return result.rows;
}
