import type { RateCardFormValues, RateCardVersionView, RateRouteView } from "@app/shared/rates/staff";
import { RATE_TEXTS } from "@app/shared/rates/staff";
import { priceSummary, pricesToConfirm, RATE_CONFIRM_TEXTS } from "@app/shared/rates/staff.confirm";
import { RATE_SERVICES, rateCardTermsSchema } from "@app/shared/rates/rates";
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins, rateCards, warehouses } from "../../db/schema.js";
import type { AdminRow } from "../../plugins/auth.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { addCardVersion, currentCard, dayOf, type RateCardVersion } from "./current-cards.js";

/** Rate card management: every route's versions, one version, a new version. */

async function viewsOf(db: DbOrTx, versions: RateCardVersion[], now = new Date()): Promise<RateCardVersionView[]> {
  const labels = new Map((await db.select().from(warehouses)).map((w) => [w.city, w.label]));
  const adminIds = [...new Set(versions.map((v) => v.created_by).filter((id): id is number => id != null))];
  const names = new Map(
    adminIds.length
      ? (
          await db
            .select({ id: admins.id, firstname: admins.firstname, lastname: admins.lastname })
            .from(admins)
            .where(inArray(admins.id, adminIds))
        ).map((a) => [a.id, `${a.firstname} ${a.lastname}`])
      : [],
  );
  const today = dayOf(now);
  // The current version of each route: the first (newest valid_from, then newest id) that is not in the future.
  const currentIds = new Set<number>();
  const seen = new Set<string>();
  const ordered = [...versions].sort((a, b) => b.valid_from.localeCompare(a.valid_from) || b.id - a.id);
  for (const v of ordered) {
    const key = `${v.origin}|${v.destination}|${v.service}`;
    if (v.valid_from > today || seen.has(key)) continue;
    seen.add(key);
    currentIds.add(v.id);
  }
  return versions.map((v) => ({
    id: v.id,
    origin: v.origin,
    origin_label: labels.get(v.origin) ?? v.origin,
    destination: v.terms.destination,
    service: v.service,
    valid_from: v.valid_from,
    state: currentIds.has(v.id) ? "current" : v.valid_from > today ? "scheduled" : "past",
    terms: v.terms,
    created_by: v.created_by == null ? null : (names.get(v.created_by) ?? null),
    created_at: v.created_at.toISOString(),
  }));
}

async function allVersions(db: DbOrTx): Promise<RateCardVersion[]> {
  const rows = await db.select().from(rateCards).orderBy(asc(rateCards.id));
  return rows.map((row) => ({ ...row, terms: rateCardTermsSchema.parse(row.terms) }));
}

export async function listRateRoutes(ctx: ServiceContext) {
  const views = await viewsOf(ctx.db, await allVersions(ctx.db));
  const byRoute = new Map<string, RateRouteView>();
  const sorted = [...views].sort(
    (a, b) =>
      a.origin_label.localeCompare(b.origin_label) ||
      a.destination.localeCompare(b.destination) ||
      RATE_SERVICES.indexOf(a.service) - RATE_SERVICES.indexOf(b.service) ||
      b.valid_from.localeCompare(a.valid_from) ||
      b.id - a.id,
  );
  for (const v of sorted) {
    const key = `${v.origin}|${v.destination}|${v.service}`;
    let route = byRoute.get(key);
    if (!route) {
      route = {
        origin: v.origin,
        origin_label: v.origin_label,
        destination: v.destination,
        service: v.service,
        current: null,
        versions: [],
      };
      byRoute.set(key, route);
    }
    route.versions.push(v);
    if (v.state === "current") route.current = v;
  }
  const origins = await ctx.db
    .select({ city: warehouses.city, label: warehouses.label })
    .from(warehouses)
    .orderBy(asc(warehouses.label));
  return { routes: [...byRoute.values()], origins };
}

export async function rateCardDetail(ctx: ServiceContext, id: number) {
  const [row] = await ctx.db.select().from(rateCards).where(eq(rateCards.id, id));
  if (!row) throw notFound("No rate card version with this id.");
  const [view] = await viewsOf(
    ctx.db,
    await routeVersionsOf(ctx.db, { ...row, terms: rateCardTermsSchema.parse(row.terms) }),
  );
  return view!;
}

/** A version with the other versions of its route (its state depends on them), the version first. */
async function routeVersionsOf(db: DbOrTx, version: RateCardVersion): Promise<RateCardVersion[]> {
  const others = (await allVersions(db)).filter(
    (v) =>
      v.id !== version.id &&
      v.origin === version.origin &&
      v.destination === version.destination &&
      v.service === version.service,
  );
  return [version, ...others];
}

export async function createRateCard(ctx: ServiceContext, admin: AdminRow, values: RateCardFormValues) {
  const version = await inTransaction(ctx, async (tx) => {
    const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.city, values.terms.origin));
    if (!warehouse) {
      const message = "Origin must be one of our warehouses.";
      throw badRequest(message, { origin: message });
    }
    // A near-zero price, or a change of more than half taking effect within a day, is saved only when confirmed.
    const replaced = await currentCard(
      tx,
      values.terms.origin,
      values.terms.destination,
      values.terms.service,
      new Date(`${values.valid_from}T00:00:00Z`),
    );
    const risks = pricesToConfirm(values.terms, values.valid_from, replaced?.terms ?? null);
    if (risks.length > 0 && !values.confirm) {
      throw conflict(RATE_CONFIRM_TEXTS.needsConfirmation(risks), { confirm: RATE_CONFIRM_TEXTS.confirmField });
    }
    const added = await addCardVersion(tx, {
      terms: values.terms,
      valid_from: values.valid_from,
      created_by: admin.id,
    });
    await recordAudit(tx, adminActor(admin), {
      entityType: "rate_card",
      entityId: added.id,
      action: "created",
      field: "valid_from",
      newValue: `${added.origin} → ${added.destination} ${added.service}, valid from ${added.valid_from}`,
    });
    if (risks.length > 0) {
      await recordAudit(tx, adminActor(admin), {
        entityType: "rate_card",
        entityId: added.id,
        action: "prices_confirmed",
        field: "prices",
        oldValue: replaced ? `version ${replaced.id}: ${priceSummary(replaced.terms)}` : null,
        newValue: priceSummary(added.terms),
        cause: `staff confirmed: ${risks.join(" ")}`,
      });
    }
    return added;
  });
  const [view] = await viewsOf(ctx.db, await routeVersionsOf(ctx.db, version));
  return { message: RATE_TEXTS.created, card: view! };
}
