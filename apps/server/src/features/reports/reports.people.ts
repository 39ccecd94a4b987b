import type { ReportRow } from "@app/shared/reports/staff";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { settledCheckout } from "../payments/public.js";
import { collections } from "./reports.money.js";
import { atWarehouse, int, lagosDay, type ReportRange, rowsOf, within } from "./reports.range.js";

/**
 * Parcels each staff member received in the range, the clock hours (Lagos) in which they received any, and their
 * pace: parcels per such hour. Busiest first.
 */
export async function desk(db: DbOrTx, r: ReportRange): Promise<ReportRow[]> {
  const rows = await rowsOf<{ worker: string; parcels: unknown; hours: unknown }>(
    db,
    sql`select a.firstname || ' ' || a.lastname as worker, count(*) as parcels,
               count(distinct (${lagosDay(sql`p.received_at`)}, extract(hour from p.received_at at time zone 'Africa/Lagos'))) as hours
          from packages p join admins a on a.id = p.received_by
         where ${within(sql`p.received_at`, r)}${atWarehouse(sql`p.warehouse`, r)}
         group by a.id, a.firstname, a.lastname order by 2 desc, 1`,
  );
  return rows.map((row) => {
    const parcels = int(row.parcels);
    const hours = int(row.hours);
    return { worker: row.worker, parcels, active_hours: hours, per_hour: Math.round((parcels / hours) * 10) / 10 };
  });
}

/**
 * Customers who signed up in the range, and customers active in it (the whole company, whatever the warehouse): a
 * parcel of theirs received, an invoice issued to them or a payment of theirs that paid an invoice. Customers belong to no one
 * warehouse: only for callers of all warehouses (none for others, docs/decisions/0076).
 */
export async function customersSummary(db: DbOrTx, r: ReportRange): Promise<ReportRow[]> {
  if (!r.companyWide) return [];
  const [row] = await rowsOf<{ new_customers: unknown; active: unknown }>(
    db,
    sql`select (select count(*) from customers where ${within(sql`created_at`, r)}) as new_customers,
               (select count(distinct x.user_id) from (
                  select user_id from packages where user_id is not null and ${within(sql`received_at`, r)}
                  union all
                  select user_id from invoices where ${within(sql`created_at`, r)}
                  union all
                  select c.user_id from (${collections(r)}) c
                ) x) as active`,
  );
  return [{ new_customers: int(row?.new_customers), active_customers: int(row?.active) }];
}

/**
 * The ten customers who paid the most naira for invoices in the range (checkouts in naira that paid their invoice and
 * wallet payments), net of what went back to them in it (those checkouts refunded, wallet payments returned to the
 * wallet: docs/decisions/0109): the company's customers and money, only for callers of all warehouses.
 */
export async function topCustomers(db: DbOrTx, r: ReportRange): Promise<ReportRow[]> {
  if (!r.companyWide) return [];
  const rows = await rowsOf<{ customer: string; suite_number: string; kobo: unknown }>(
    db,
    sql`select c.firstname || ' ' || c.lastname as customer, c.suite_number, sum(x.kobo) as kobo from (
          select k.user_id, k.kobo from (${collections(r)}) k
          union all
          select p.user_id, -p.amount_minor from payments p join invoices i on i.id = p.invoice_id
           where p.currency = 'NGN' and ${within(sql`p.refunded_at`, r)} and ${settledCheckout(sql`p`, sql`i`)}
          union all
          select customer_id, -amount_minor from ledger_transactions
           where cause = 'refund_to_wallet' and ${within(sql`created_at`, r)}
        ) x join customers c on c.id = x.user_id
        group by c.id, c.firstname, c.lastname, c.suite_number having sum(x.kobo) > 0 order by 3 desc, c.id limit 10`,
  );
  return rows.map((row) => ({ customer: row.customer, suite_number: row.suite_number, collected_kobo: int(row.kobo) }));
}
