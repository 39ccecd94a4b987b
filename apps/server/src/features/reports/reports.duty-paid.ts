import type { CurrencyCode } from "@app/shared/core/enums";
import type { DutyPaidReport, DutyPaidRow } from "@app/shared/reports/duty-paid";
import { sql } from "drizzle-orm";
import type { CsvColumn } from "../../lib/list.js";
import { mailDay } from "../../lib/mail/mail-dates.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { deliveredAt } from "./reports.delivered.js";
import { int, rowsOf } from "./reports.range.js";

/**
 * The monthly duty-paid report (issue 37, docs/decisions/0075): every shipment priced duty-paid at packing
 * (shipment_duties, the invoice's "Duties and taxes (estimated)" line) that was delivered in the month of Lagos time.
 * Delivered means deliveredAt, the rule the other reports count deliveries by (its proof of delivery's time, else the
 * first time its status became Delivered; docs/decisions/0138). Only an invoice paid now collected the duty: a
 * shipment whose invoice was refunded (or is not paid) is not listed. The duty paid is what the invoice collected (in
 * kobo, and in the invoice's currency as the line shows it); what customs assessed after clearance is beside it once
 * recorded. Totals are the rows' sums, so they are the invoices' duty lines'.
 */

/** The month's bounds: its first day at 00:00 in Lagos (UTC+1 all year) to the next month's. */
export function monthBounds(month: string) {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, "0")}`;
  return { start: new Date(`${month}-01T00:00:00+01:00`), end: new Date(`${next}-01T00:00:00+01:00`) };
}

type Raw = {
  shipment_id: number;
  tracking_number: string;
  consignee: string;
  master: string | null;
  hs_codes: string[] | string | null;
  invoice: string | null;
  invoice_currency: CurrencyCode;
  invoice_duty_minor: unknown;
  duty_paid_kobo: unknown;
  assessed_kobo: unknown;
  delivered_at: Date | string;
};

/** A text[] as the driver gives it: an array (pg), or its literal '{a,b}' (some paths). */
const codesOf = (value: Raw["hs_codes"]) =>
  Array.isArray(value)
    ? value
    : value
      ? value
          .replace(/^\{|\}$/g, "")
          .split(",")
          .filter(Boolean)
      : [];

/** The caller's warehouses (docs/decisions/0076): a scoped manager's report holds only their shipments. */
function scopeOf(ctx: ServiceContext) {
  const mine = ctx.scope?.warehouses ?? null;
  if (mine === null) return sql``;
  if (mine.length === 0) return sql`and false`;
  return sql`and s.warehouse in (${sql.join(
    mine.map((w) => sql`${w}`),
    sql`, `,
  )})`;
}

export async function dutyPaidReport(ctx: ServiceContext, month: string): Promise<DutyPaidReport> {
  const { start, end } = monthBounds(month);
  const raw = await rowsOf<Raw>(
    ctx.db,
    sql`select * from (
          select s.id as shipment_id, s.tracking_number,
                 c.firstname || ' ' || c.lastname as consignee, m.reference as master,
                 array(select distinct l.hs_code from shipment_duty_lines l
                        where l.shipment_duty_id = d.id order by 1) as hs_codes,
                 i.transaction_id as invoice, d.invoice_currency::text as invoice_currency,
                 d.invoice_amount_minor as invoice_duty_minor, d.estimated_kobo as duty_paid_kobo,
                 d.assessed_kobo,
                 ${deliveredAt(sql`s`)} as delivered_at
            from shipment_duties d
            join shipments s on s.id = d.shipment_id
            join customers c on c.id = s.user_id
            left join master_shipments m on m.id = s.master_shipment_id
            join invoices i on i.id = d.invoice_id and i.status = 'paid'
           where s.shipment_status = 'Delivered' ${scopeOf(ctx)}) delivered
         where delivered_at >= ${start.toISOString()}::timestamptz and delivered_at < ${end.toISOString()}::timestamptz
         order by delivered_at, shipment_id`,
  );
  const rows: DutyPaidRow[] = raw.map((r) => ({
    shipment_id: int(r.shipment_id),
    tracking_number: r.tracking_number,
    consignee: r.consignee,
    master: r.master,
    hs_codes: codesOf(r.hs_codes),
    invoice: r.invoice,
    invoice_currency: r.invoice_currency,
    invoice_duty_minor: int(r.invoice_duty_minor),
    duty_paid_kobo: int(r.duty_paid_kobo),
    assessed_kobo: r.assessed_kobo == null ? null : int(r.assessed_kobo),
    delivered_at: new Date(r.delivered_at).toISOString(),
  }));
  const perCurrency = new Map<CurrencyCode, number>();
  for (const r of rows)
    perCurrency.set(r.invoice_currency, (perCurrency.get(r.invoice_currency) ?? 0) + r.invoice_duty_minor);
  return {
    month,
    rows,
    totals: {
      shipments: rows.length,
      duty_paid_kobo: rows.reduce((sum, r) => sum + r.duty_paid_kobo, 0),
      assessed_kobo: rows.reduce((sum, r) => sum + (r.assessed_kobo ?? 0), 0),
      invoice_duty: [...perCurrency.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, total_minor]) => ({ currency, total_minor })),
    },
  };
}

export const DUTY_PAID_CSV_COLUMNS: CsvColumn<DutyPaidRow>[] = [
  { header: "House waybill", value: (r) => r.tracking_number },
  { header: "Consignee", value: (r) => r.consignee },
  { header: "Master", value: (r) => r.master ?? "" },
  { header: "HS codes", value: (r) => r.hs_codes.join(" ") },
  { header: "Invoice", value: (r) => r.invoice ?? "" },
  { header: "Duty on invoice", minor: (r) => r.invoice_duty_minor },
  { header: "Invoice currency", value: (r) => r.invoice_currency },
  { header: "Duty paid (NGN)", minor: (r) => r.duty_paid_kobo },
  { header: "Assessed by customs (NGN)", minor: (r) => r.assessed_kobo },
  { header: "Delivered", value: (r) => mailDay(new Date(r.delivered_at)) },
];
