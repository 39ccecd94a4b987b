import type { Discrepancy, ReconciliationDayReport, ReconciliationList } from "@app/shared/reconciliation/staff";
import type { DbOrTx } from "../../db/client.js";
import { HttpError, notFound } from "../../lib/errors.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { RECONCILIATION_TEXTS } from "@app/shared/reconciliation/staff";
import { type PaymentContext, paymentSettings, type VerifiedTransaction } from "../payments/public.js";
import {
  type DayRow,
  findDay,
  listDays,
  type NewDiscrepancy,
  type OurMoney,
  ourMoneyBetween,
  ourMoneyWithReferences,
  storeDay,
} from "./reconciliation.repository.js";

const DAY_MS = 86_400_000;
/** The provider's statuses of money it received: a refunded transaction was still paid to us. */
const RECEIVED = new Set(["success", "reversed"]);

export type Paystack = Pick<PaymentContext["paystack"], "listTransactions">;

const providerTime = (txn: VerifiedTransaction) =>
  Date.parse(txn.paid_at ?? String((txn as { created_at?: unknown }).created_at ?? ""));

/**
 * The provider's transactions around one UTC day: the day and the day on each side, so money settled here just after
 * midnight of a transaction the provider created just before it still matches. Read before any transaction opens
 * (an outside call must not hold one; the sandbox's list is served by this very app).
 */
export function providerListAround(paystack: Paystack, day: string): Promise<VerifiedTransaction[]> {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  return paystack.listTransactions({
    from: new Date(start - DAY_MS).toISOString(),
    to: new Date(start + 2 * DAY_MS - 1).toISOString(),
  });
}

/**
 * Compares one UTC day (docs/decisions/0056) and stores the result. Flags: money the provider received that day whose
 * reference we hold nowhere; money we settled that day whose reference is not in the provider's list; a reference on
 * both sides whose amount or currency differs.
 */
export async function reconcileDay(
  db: DbOrTx,
  config: ServiceContext["config"],
  day: string,
  listed: VerifiedTransaction[],
  checkedBy: string,
): Promise<ReconciliationDayReport> {
  const provider = paymentSettings(config).provider;
  const start = Date.parse(`${day}T00:00:00.000Z`);
  const end = start + DAY_MS;
  const received = listed.filter((t) => RECEIVED.has(t.status));
  const theirs = new Map(received.map((t) => [t.reference, t]));
  const theirsOfDay = received.filter((t) => providerTime(t) >= start && providerTime(t) < end);
  const ours = await ourMoneyBetween(db, provider, new Date(start), new Date(end));
  const known = new Set(
    (
      await ourMoneyWithReferences(
        db,
        provider,
        theirsOfDay.map((t) => t.reference),
      )
    ).map((m) => m.reference),
  );

  const discrepancies: NewDiscrepancy[] = [];
  for (const t of theirsOfDay) {
    if (known.has(t.reference)) continue;
    discrepancies.push({
      kind: "missing_here",
      reference: t.reference,
      provider_amount_minor: Number(t.amount),
      our_amount_minor: null,
      currency: t.currency.toUpperCase(),
      detail: { channel: (t as { channel?: unknown }).channel ?? null, at: t.paid_at ?? null, status: t.status },
    });
  }
  for (const m of ours) {
    const t = theirs.get(m.reference);
    if (t && Number(t.amount) === m.amount_minor && t.currency.toUpperCase() === m.currency) continue;
    discrepancies.push({
      kind: t ? "amount_differs" : "missing_at_provider",
      reference: m.reference,
      provider_amount_minor: t ? Number(t.amount) : null,
      our_amount_minor: m.amount_minor,
      currency: m.currency,
      detail: { kind: m.kind, at: m.at.toISOString(), provider_currency: t?.currency ?? null },
    });
  }
  const row = await storeDay(
    db,
    {
      day,
      provider,
      status: discrepancies.length === 0 ? "clean" : "flagged",
      provider_count: theirsOfDay.length,
      our_count: ours.length,
      provider_total_minor: sumOf(theirsOfDay.map((t) => Number(t.amount))),
      our_total_minor: sumOf(ours.map((m: OurMoney) => m.amount_minor)),
      checked_at: new Date(),
      checked_by: checkedBy,
    },
    discrepancies,
  );
  return reportOf(row, discrepancies.map(discrepancyOf));
}

const sumOf = (amounts: number[]) => amounts.reduce((sum, a) => sum + a, 0);

function describe(detail: unknown): string {
  const d = (detail ?? {}) as Record<string, unknown>;
  return [d.kind, d.channel, d.status, d.at].filter((part) => typeof part === "string" && part).join(", ");
}

function discrepancyOf(d: NewDiscrepancy): Discrepancy {
  return {
    kind: d.kind,
    reference: d.reference,
    provider_amount_minor: d.provider_amount_minor ?? null,
    our_amount_minor: d.our_amount_minor ?? null,
    currency: d.currency,
    detail: describe(d.detail),
  };
}

function summaryOf(row: DayRow, discrepancyCount: number) {
  return {
    day: row.day,
    status: row.status,
    provider_count: row.provider_count,
    our_count: row.our_count,
    provider_total_minor: row.provider_total_minor,
    our_total_minor: row.our_total_minor,
    discrepancy_count: discrepancyCount,
    checked_at: row.checked_at.toISOString(),
    checked_by: row.checked_by,
  };
}

const reportOf = (row: DayRow, discrepancies: Discrepancy[]): ReconciliationDayReport => ({
  ...summaryOf(row, discrepancies.length),
  discrepancies,
});

/** Staff ask for one day now; the provider's failure answers 502 and stores nothing. */
export async function checkDayNow(ctx: PaymentContext, day: string, checkedBy: string) {
  try {
    const listed = await providerListAround(ctx.paystack, day);
    return await ctx.db.transaction((tx) => reconcileDay(tx, ctx.config, day, listed, checkedBy));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    ctx.log.warn({ err: error, day }, "reconciliation failed");
    throw new HttpError(502, RECONCILIATION_TEXTS.checkFailed);
  }
}

export async function daysFor(
  ctx: ServiceContext,
  query: { page: number; pageSize: number },
): Promise<ReconciliationList> {
  const provider = paymentSettings(ctx.config).provider;
  const { rows, total } = await listDays(ctx.db, provider, query.pageSize, (query.page - 1) * query.pageSize);
  return {
    days: rows.map((r) => summaryOf(r.day, r.discrepancy_count)),
    pagination: {
      page: query.page,
      pageSize: query.pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    },
  };
}

export async function dayReport(ctx: ServiceContext, day: string): Promise<ReconciliationDayReport> {
  const found = await findDay(ctx.db, paymentSettings(ctx.config).provider, day);
  if (!found) throw notFound("This day has not been checked yet.");
  return reportOf(found.row, found.discrepancies.map(discrepancyOf));
}
