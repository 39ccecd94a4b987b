import type { ShipmentStatus } from "@app/shared/enums";
import type { StaffShipmentRow } from "@app/shared/shipments-staff";
import { and, eq, like, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices, shipments } from "../../db/schema.js";
import { prefixPattern } from "../../lib/list.js";

/**
 * The staff shipments list query, built for 100,000+ shipments (scripts/bench/admin-shipments-list.mjs measures it):
 * - search is a prefix match, so the text_pattern_ops indexes (tracking number, e-mail; each with the status)
 *   find the matches directly — a '%text%' search would read every row;
 * - the page and its capped count are ONE statement (one round trip, one plan), and the page is cut before its
 *   invoices are joined, so 50 rows cost 50 index look-ups;
 * - the count stops at `cap` rows, so a broad filter costs about as much as a narrow one.
 */
export interface StaffShipmentFilter {
  q?: string;
  status?: ShipmentStatus;
  sort: "asc" | "desc";
}

/** A query with '@' is an e-mail; anything else is the start of a tracking number or of an e-mail. */
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

/**
 * Newest (or oldest) first, the id as tiebreak, with explicit NULLS placement so that it matches the indexes as
 * Drizzle creates them (created_at DESC NULLS LAST, id DESC NULLS LAST): a plain "created_at DESC" means NULLS
 * FIRST in PostgreSQL and could not read them in order. The columns are NOT NULL, so the result is the same.
 *
 * With a search, the order is deliberately an expression no index provides: otherwise the planner may walk the
 * status index newest-first and filter by the search, which reads thousands of rows when the matches are old.
 * The search indexes find the matches and a top-N sort orders them instead.
 */
function listOrder(sort: "asc" | "desc", searching: boolean): SQL {
  const created = searching ? sql`(${shipments.created_at} + interval '0 seconds')` : sql`${shipments.created_at}`;
  return sort === "asc"
    ? sql`${created} asc nulls first, ${shipments.id} asc nulls first`
    : sql`${created} desc nulls last, ${shipments.id} desc nulls last`;
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

/**
 * One page of the filtered list and how many match, counting no further than `cap` (pass 0 to skip counting).
 * Values are formatted in SQL (ISO timestamps, two-decimal money) so both drivers return the same strings.
 */
export async function listShipmentPageWithCount(
  db: DbOrTx,
  filter: StaffShipmentFilter,
  page: { limit: number; offset: number; cap: number },
): Promise<{ rows: StaffShipmentRow[]; counted: number }> {
  const where = shipmentFilterWhere(filter);
  const filtered = where ? sql`where ${where}` : sql``;
  const outer = filter.sort === "asc" ? sql`asc nulls first` : sql`desc nulls last`;
  const result = (await db.execute(sql`
    with page as (
      select id, tracking_number, shipment_status, payment_status, email_address, shipping_cost, currency, user_id, created_at
      from ${shipments} ${filtered}
      order by ${listOrder(filter.sort, Boolean(filter.q?.trim()))}
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
  const raw = result.rows;
  const rows = raw
    .filter((r) => r.id != null)
    .map(({ total: _total, invoice_id, invoice_transaction_id, ...r }) => ({
      ...r,
      id: r.id!,
      invoice: invoice_id != null ? { id: invoice_id, transaction_id: invoice_transaction_id! } : null,
    }));
  return { rows, counted: raw[0]?.total ?? 0 };
}
