import { REPORTS_TIME_ZONE, type ReportRow, UNPAID_AGES } from "@app/shared/reports/staff";
import { warehouseName } from "@app/shared/core/warehouse-names";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { appliedWalletPayment, neverPaid, settledCheckout } from "../payments/public.js";
import {
  atWarehouse,
  int,
  lagosDay,
  type ReportRange,
  rangeDays,
  rowsOf,
  storedStatuses,
  within,
} from "./reports.range.js";

/**
 * Invoices of the range's warehouses: a shipment invoice by its ship requests' warehouses, or by the shipment's own
 * (its country's) when it has none, as staff create one directly (docs/decisions/0120); a procurement invoice by the
 * procurement's; a pickup has none, so a warehouse filter (or a caller of some warehouses) leaves pickup invoices
 * out. Each side is one hashed set of the warehouses' ids, not a look-up per invoice. The kept unpaid counts place
 * invoices by the same rule (unpaid_invoice_warehouses, migration 0063).
 */
export const invoiceAt = (i: SQL, r: ReportRange) =>
  r.warehouses
    ? sql` and ((${i}.reference_type = 'shipments' and ${i}.reference_id in (
          select q.shipment_id from ship_requests q where q.shipment_id is not null${atWarehouse(sql`q.warehouse`, r)}
          union all
          select s.id from shipments s where not exists (select 1 from ship_requests q where q.shipment_id = s.id)${atWarehouse(sql`s.warehouse`, r)}))
        or (${i}.reference_type = 'procurement' and ${i}.reference_id in (
          select pr.id from procurements pr where true${atWarehouse(sql`pr.warehouse`, r)})))`
    : sql``;

/**
 * True of an invoice that counts as invoiced (issued, a sale): not cancelled, nor refunded without ever being paid
 * (cancelled, then a payment that came after it was refunded: docs/decisions/0109).
 */
export const invoiced = (i: SQL) =>
  sql`${i}.status <> 'cancelled' and not (${i}.status = 'refunded' and ${neverPaid(i)})`;

/** The instant a Lagos day (a date) starts. */
const lagosMidnight = (day: SQL) => sql`((${day})::timestamp at time zone ${REPORTS_TIME_ZONE})`;

/** An invoice's total in its minor unit. */
const totalMinor = (i: SQL) => sql`round(${i}.total_amount * 100)`;

/**
 * Money received for invoices in the range: checkouts that paid their invoice (in the invoice's currency what they
 * settled, and in naira what was charged when charged in naira) and wallet payments (naira out of the wallet).
 */
export const collections = (r: ReportRange) => sql`
  select p.settled_at as at, p.invoice_id, p.user_id, coalesce(p.invoice_amount_minor, p.amount_minor) as invoice_minor,
         case when p.currency = 'NGN' then p.amount_minor else 0 end as kobo
    from payments p join invoices pi on pi.id = p.invoice_id
   where ${settledCheckout(sql`p`, sql`pi`)} and ${within(sql`p.settled_at`, r)}
  union all
  select t.created_at, t.invoice_id, t.customer_id, coalesce(t.invoice_amount_minor, t.amount_minor), t.amount_minor
    from ledger_transactions t where t.cause = 'invoice_payment' and ${within(sql`t.created_at`, r)}`;

/** Per Lagos day and invoice currency: invoices issued (not cancelled) and what was collected for invoices. */
export async function moneyPerDay(db: DbOrTx, r: ReportRange): Promise<ReportRow[]> {
  const rows = await rowsOf<{ day: string; currency: string; invoiced: unknown; collected: unknown }>(
    db,
    sql`with issued as (
          select ${lagosDay(sql`i.created_at`)} as day, i.currency::text as currency, sum(${totalMinor(sql`i`)}) as invoiced
            from invoices i where ${invoiced(sql`i`)} and ${within(sql`i.created_at`, r)}${invoiceAt(sql`i`, r)}
           group by 1, 2),
        paid as (
          select ${lagosDay(sql`c.at`)} as day, i.currency::text as currency, sum(c.invoice_minor) as collected
            from (${collections(r)}) c join invoices i on i.id = c.invoice_id where true${invoiceAt(sql`i`, r)}
           group by 1, 2)
        select to_char(coalesce(issued.day, paid.day), 'YYYY-MM-DD') as day, coalesce(issued.currency, paid.currency) as currency,
               coalesce(issued.invoiced, 0) as invoiced, coalesce(paid.collected, 0) as collected
          from issued full join paid on paid.day = issued.day and paid.currency = issued.currency
         order by 1, 2`,
  );
  return rows.map((row) => ({
    day: row.day,
    currency: row.currency,
    invoiced_minor: int(row.invoiced),
    collected_minor: int(row.collected),
  }));
}

/** Naira collected for invoices on each Lagos day of the range (every day listed). */
export async function nairaPerDay(db: DbOrTx, r: ReportRange): Promise<ReportRow[]> {
  const rows = await rowsOf<{ day: string; kobo: unknown }>(
    db,
    sql`with paid as (
          select ${lagosDay(sql`c.at`)} as day, sum(c.kobo) as kobo
            from (${collections(r)}) c join invoices i on i.id = c.invoice_id where true${invoiceAt(sql`i`, r)} group by 1)
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(paid.kobo, 0) as kobo
          from ${rangeDays(r)} left join paid on paid.day = d.day::date order by d.day`,
  );
  return rows.map((row) => ({ day: row.day, collected_kobo: int(row.kobo) }));
}

/** The unpaid-invoice rows kept for the range's warehouses: those with one of them (an invoice with none for all). */
const placeAt = (place: SQL, r: ReportRange) =>
  r.warehouses === null
    ? sql``
    : r.warehouses.length
      ? sql` and ${place} && array[${sql.join(
          r.warehouses.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]`
      : sql` and false`;

/**
 * Invoices not paid now (pending or overdue) by whole days since issued (under 31, 61, 91 days, older), per currency,
 * with what is still owed. Read from kept counts (migration 0058, docs/decisions/0084): an age limit `now - k days`
 * falls on one Lagos day; the kept rows of the other days are wholly on one side of each limit, and the invoices of
 * the three days the limits fall on are read one by one from invoices_unpaid_idx, their warehouses by the triggers'
 * unpaid_invoice_warehouses. An invoice's bucket is how many limits are at or after its issue time; a day's, how many
 * limits fall on later days.
 */
export async function unpaidByAge(db: DbOrTx, r: ReportRange): Promise<ReportRow[]> {
  const now = sql`${r.now.toISOString()}::timestamptz`;
  const rows = await rowsOf<{ bucket: number; currency: string; invoices: unknown; outstanding: unknown }>(
    db,
    sql`with l as (select v.at, d.day, ${lagosMidnight(sql`d.day`)} as starts, ${lagosMidnight(sql`d.day + 1`)} as ends
                 from (values (${now} - interval '31 days'), (${now} - interval '61 days'), (${now} - interval '91 days')) v(at)
                 cross join lateral (select ${lagosDay(sql`v.at`)} as day) d)
        select x.bucket, x.currency, sum(x.invoices) as invoices, sum(x.outstanding) as outstanding from (
          select (select count(*) from l where l.day > c.day) as bucket, c.currency, c.invoices,
                 c.outstanding_minor as outstanding
            from unpaid_invoices_by_day c where c.day not in (select day from l)${placeAt(sql`c.place`, r)}
          union all
          select (select count(*) from l where l.at >= i.created_at), i.currency::text, 1,
                 ${totalMinor(sql`i`)} - i.amount_paid_minor
            from l join invoices i on i.created_at >= l.starts and i.created_at < l.ends
           where i.status in ('pending', 'overdue')${placeAt(sql`unpaid_invoice_warehouses(i.reference_type, i.reference_id)`, r)}
        ) x group by 1, 2 having sum(x.invoices) <> 0 order by 1, 2`,
  );
  return rows.map((row) => ({
    age: UNPAID_AGES[int(row.bucket)] ?? UNPAID_AGES[3],
    currency: row.currency,
    invoices: int(row.invoices),
    outstanding_minor: int(row.outstanding),
  }));
}

/**
 * Storage fees the parcels on the shelves have run up by now, per warehouse in its currency: a started day past the
 * free days counts (storageClock in @app/shared/packages/packages). Read from kept counts (migration 0057,
 * docs/decisions/0083): a parcel received on Lagos day d at time of day s, with F free days, has run up
 * ceil((now - received) / 1 day) - F = (today - d - F) + (1 if s is before now's time of day) days once past them.
 * So, per warehouse, with cut = today - F: the parcels of the days before cut and their (cut - d) from
 * shelf_parcels_by_day; of those, the ones received earlier in their day than now: the minutes before now's
 * (shelf_parcels_by_minute) less such parcels received since cut, plus the ones within now's minute (two ranges of
 * the on-shelf indexes); and the parcels of day cut already past their free days, one day each.
 */
export async function storageFees(db: DbOrTx, r: ReportRange): Promise<ReportRow[]> {
  const now = sql`${r.now.toISOString()}::timestamptz`;
  const local = (t: SQL) => sql`((${t}) at time zone ${sql.raw(`'${REPORTS_TIME_ZONE}'`)})`;
  const onShelf = sql`p.status in (${storedStatuses}) and p.warehouse = w.city`;
  // The expression of packages_on_shelf_time_idx.
  const timeOfDay = sql`(${local(sql`p.received_at`)}::time)`;
  // The same as an interval, which that index does not hold: the parcels since cut are read by their received time.
  const sinceMidnight = sql`(${local(sql`p.received_at`)} - ${local(sql`p.received_at`)}::date)`;
  const rows = await rowsOf<{ warehouse: string; currency: string; parcels: unknown; fees: unknown }>(
    db,
    sql`with c as (select ${local(now)}::date as today, ${local(now)}::time as time,
                          date_trunc('minute', ${local(now)})::time as minute)
        select w.city as warehouse, w.currency::text as currency, o.parcels + e.parcels as parcels,
               (o.days + h.parcels - n.parcels + b.parcels + e.parcels) * w.storage_fee_per_day_minor as fees
          from c cross join warehouses w
          cross join lateral (select c.today - w.free_storage_days as day,
                                     ${local(sql`(c.today - w.free_storage_days)::timestamp`)} as at) cut
          cross join lateral (select coalesce(sum(d.parcels), 0) as parcels,
                                     coalesce(sum(d.parcels::bigint * (cut.day - d.day)), 0) as days
                                from shelf_parcels_by_day d where d.warehouse = w.city and d.day < cut.day) o
          cross join lateral (select coalesce(sum(m.parcels), 0) as parcels from shelf_parcels_by_minute m
                               where m.warehouse = w.city
                                 and m.minute < extract(hour from c.time) * 60 + extract(minute from c.time)) h
          cross join lateral (select count(*) as parcels from packages p
                               where ${onShelf} and p.received_at >= cut.at
                                 and ${sinceMidnight} < c.minute - time '00:00') n
          cross join lateral (select count(*) as parcels from packages p
                               where ${onShelf} and ${timeOfDay} >= c.minute and ${timeOfDay} < c.time
                                 and p.received_at < cut.at) b
          cross join lateral (select count(*) as parcels from packages p
                               where ${onShelf} and p.received_at >= cut.at
                                 and p.received_at < ${now} - w.free_storage_days * interval '1 day') e
         where o.parcels + e.parcels > 0${atWarehouse(sql`w.city`, r)}
         order by w.city`,
  );
  return rows.map((row) => ({
    warehouse: warehouseName(row.warehouse),
    currency: row.currency.replace(/ .*/, ""),
    parcels: int(row.parcels),
    fees_minor: int(row.fees),
  }));
}

/**
 * Refunds made in the range, as the money went back (docs/decisions/0109): checkouts refunded through the provider,
 * in the currency they were charged in (a refunded invoice's, a second payment's, one that came after the invoice was
 * cancelled); what the wallet paid of a refunded or cancelled invoice, returned to the wallet (naira); and the part
 * of a refunded invoice paid off the website (paid, less the checkouts and wallet payments that paid it: not one given
 * back when it was cancelled before, docs/decisions/0143), in its currency.
 */
export async function refunds(db: DbOrTx, r: ReportRange): Promise<ReportRow[]> {
  const rows = await rowsOf<{ currency: string; refunds: unknown; amount: unknown }>(
    db,
    sql`select x.currency, count(*) as refunds, sum(x.amount) as amount from (
          select p.currency::text as currency, p.amount_minor as amount from payments p join invoices i on i.id = p.invoice_id
           where ${within(sql`p.refunded_at`, r)}${invoiceAt(sql`i`, r)}
          union all
          select 'NGN', t.amount_minor from ledger_transactions t join invoices i on i.id = t.invoice_id
           where t.cause = 'refund_to_wallet' and ${within(sql`t.created_at`, r)}${invoiceAt(sql`i`, r)}
          union all
          select i.currency::text, o.minor from invoices i
           cross join lateral (select case when i.paid_at is not null then ${totalMinor(sql`i`)} else i.amount_paid_minor end
                 - (select coalesce(sum(coalesce(p.invoice_amount_minor, p.amount_minor)), 0) from payments p
                     where p.invoice_id = i.id and ${settledCheckout(sql`p`, sql`i`)})
                 - (select coalesce(sum(coalesce(t.invoice_amount_minor, t.amount_minor)), 0) from ledger_transactions t
                     where t.invoice_id = i.id and ${appliedWalletPayment(sql`t`, sql`i`)}) as minor) o
           where ${within(sql`i.refunded_at`, r)} and o.minor > 0${invoiceAt(sql`i`, r)}
        ) x group by x.currency order by x.currency`,
  );
  return rows.map((row) => ({ currency: row.currency, refunds: int(row.refunds), amount_minor: int(row.amount) }));
}
