import {
  type ExchangeRate,
  RATE_CURRENCIES,
  type RateCurrency,
  trimRate,
} from "@app/shared/exchange-rates/exchange-rates";
import {
  type CurrencyRateState,
  EXCHANGE_RATE_TEXTS,
  type ExchangeRatesOverview,
  publishRisks,
  type publishRateSchema,
} from "@app/shared/exchange-rates/staff";
import type { ExchangeRateKind } from "@app/shared/customs/customs";
import type { z } from "zod";
import { type Actor, adminActor, recordAudit } from "../../lib/audit.js";
import { conflict } from "../../lib/errors.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { AdminRow } from "../../plugins/auth.js";
import { insertRate, nextRateAfter, rateHistory, rateInForceAt } from "./exchange-rates.repository.js";
import { toRateView } from "./rate-view.js";

const HISTORY_LIMIT = 200;
const HOUR_MS = 3_600_000;

/** Whether the rate in force is too old to trust: none at all, or in force for longer than the setting allows. */
export function isStale(inForce: { effective_at: string } | null, now: Date, staleAfterHours: number): boolean {
  if (!inForce) return true;
  return now.getTime() - new Date(inForce.effective_at).getTime() > staleAfterHours * HOUR_MS;
}

export async function currencyState(
  ctx: ServiceContext,
  currency: RateCurrency,
  now = new Date(),
  kind: ExchangeRateKind = "payment",
) {
  const [inForceRow, nextRow] = await Promise.all([
    rateInForceAt(ctx.db, currency, now, kind),
    nextRateAfter(ctx.db, currency, now, kind),
  ]);
  const in_force = inForceRow ? toRateView(inForceRow) : null;
  const hours = ctx.config.EXCHANGE_RATE_STALE_HOURS;
  const stale = isStale(in_force, now, hours);
  const customs = kind === "customs";
  const warning = !in_force
    ? (customs ? EXCHANGE_RATE_TEXTS.noCustomsRate : EXCHANGE_RATE_TEXTS.noRate)(currency)
    : stale
      ? (customs ? EXCHANGE_RATE_TEXTS.customsStale : EXCHANGE_RATE_TEXTS.stale)(currency, hours)
      : null;
  return {
    currency,
    in_force,
    scheduled: nextRow ? toRateView(nextRow) : null,
    stale,
    warning,
  } satisfies CurrencyRateState;
}

/** The staff screen: each currency's rate in force with its warning, what is scheduled, the settings and the history. */
export async function exchangeRatesOverview(ctx: ServiceContext): Promise<ExchangeRatesOverview> {
  const now = new Date();
  const [currencies, customs, history] = await Promise.all([
    Promise.all(RATE_CURRENCIES.map((currency) => currencyState(ctx, currency, now))),
    Promise.all(RATE_CURRENCIES.map((currency) => currencyState(ctx, currency, now, "customs"))),
    rateHistory(ctx.db, HISTORY_LIMIT),
  ]);
  return {
    currencies,
    customs,
    stale_after_hours: ctx.config.EXCHANGE_RATE_STALE_HOURS,
    lock_minutes: ctx.config.RATE_LOCK_MINUTES,
    provider: ctx.config.EXCHANGE_RATE_PROVIDER,
    history: history.map(toRateView),
  };
}

export interface NewRate {
  kind?: ExchangeRateKind;
  currency: RateCurrency;
  rate: string;
  effectiveAt: Date;
  source: string;
  note: string | null;
  /** What staff confirmed to publish it (the audit entry's cause). */
  confirmed?: string;
}

/**
 * Stores one rate and its audit entry in one transaction. Rates are never changed: a correction is a new
 * publication (the table's trigger refuses updates and deletes).
 */
export async function storeRate(ctx: ServiceContext, actor: Actor, rate: NewRate): Promise<ExchangeRate> {
  const row = await inTransaction(ctx, async (tx) => {
    const stored = await insertRate(tx, {
      kind: rate.kind ?? "payment",
      currency: rate.currency,
      rate: rate.rate,
      effective_at: rate.effectiveAt,
      source: rate.source,
      note: rate.note,
      created_by: actor.kind === "admin" ? (actor.id ?? null) : null,
    });
    await recordAudit(tx, actor, {
      entityType: "exchange_rate",
      entityId: stored.id,
      action: "created",
      field: "rate",
      newValue: `${stored.kind === "customs" ? "customs " : ""}${rate.currency} → NGN ${trimRate(stored.rate)} from ${stored.effective_at.toISOString()} (${rate.source})`,
      cause: rate.confirmed ?? null,
    });
    return stored;
  });
  return toRateView({ ...row, published_by: actor.kind === "admin" ? (actor.label ?? null) : null });
}

/** An owner or manager publishes a rate, in force from now or from the time given. */
export async function publishRate(ctx: ServiceContext, admin: AdminRow, body: z.output<typeof publishRateSchema>) {
  const now = new Date();
  const effectiveAt = body.effective_at ? new Date(body.effective_at) : now;
  // A rate far from the one in force (a typo of a digit), or one taking effect in the past (it rewrites that time), is
  // published once confirmed.
  const inForce = await rateInForceAt(ctx.db, body.currency, now, body.kind);
  const risks = publishRisks(inForce, { currency: body.currency, rate: body.rate, effective_at: effectiveAt }, now);
  if (risks.length > 0 && !body.confirm) throw conflict(EXCHANGE_RATE_TEXTS.needsConfirmation(risks), { confirm: "" });
  const rate = await storeRate(ctx, adminActor(admin), {
    kind: body.kind,
    currency: body.currency,
    rate: body.rate,
    effectiveAt,
    source: "manual",
    note: body.note ? body.note : null,
    confirmed: risks.length > 0 ? `staff confirmed: ${risks.join(" ")}` : undefined,
  });
  return {
    message: EXCHANGE_RATE_TEXTS.published,
    rate: { ...rate, published_by: `${admin.firstname} ${admin.lastname}` },
  };
}
