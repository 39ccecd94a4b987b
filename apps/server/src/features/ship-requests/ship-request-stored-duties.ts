import { type CustomsLevies, dutyAmountsOf } from "@app/shared/customs/duty";
import type { DutyEstimate, DutyPricing } from "@app/shared/customs/estimate";
import { trimRate } from "@app/shared/exchange-rates/exchange-rates";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customsTariffs, shipmentDuties, shipmentDutyLines } from "../../db/schema.js";

/**
 * A packed shipment's duty as it was priced onto its invoice (decision 0073), in the estimate's shape, so a packed
 * request's detail shows what was billed rather than a fresh estimate with today's tariff and rates. Null when the
 * shipment was billed without duty (its declaration could not be priced).
 */
export async function storedDutiesOf(
  db: DbOrTx,
  shipmentId: number | null,
): Promise<{ duties: DutyEstimate; pricing: DutyPricing } | null> {
  if (shipmentId == null) return null;
  const [stored] = await db.select().from(shipmentDuties).where(eq(shipmentDuties.shipment_id, shipmentId));
  if (!stored) return null;
  const rows = await db
    .select({ line: shipmentDutyLines, heading: customsTariffs.heading, description: customsTariffs.description })
    .from(shipmentDutyLines)
    .innerJoin(customsTariffs, eq(customsTariffs.id, shipmentDutyLines.tariff_id))
    .where(eq(shipmentDutyLines.shipment_duty_id, stored.id))
    .orderBy(asc(shipmentDutyLines.id));
  const lines = rows.map(({ line: l, heading, description }, index) => ({
    index,
    description: l.description,
    hs_code: l.hs_code,
    tariff_id: l.tariff_id,
    heading,
    heading_description: description,
    duty_rate: trimRate(l.duty_rate),
    restriction: l.restriction,
    currency: l.fob_currency,
    customs_rate: trimRate(l.customs_rate),
    ...dutyAmountsOf(l),
  }));
  return {
    duties: {
      lines,
      problems: [],
      warnings: [],
      total_kobo: stored.estimated_kobo,
      freight_kobo: lines.reduce((sum, l) => sum + l.freight_kobo, 0),
      levies: stored.levies as CustomsLevies,
    },
    pricing: {
      priced_at: stored.priced_at.toISOString(),
      invoice_currency: stored.invoice_currency,
      invoice_amount_minor: stored.invoice_amount_minor,
      invoice_rate: trimRate(stored.invoice_rate),
    },
  };
}

/**
 * Unpacking (decision 0150): the duty packing priced onto the invoice goes with it (its lines by the cascade), so
 * packing again prices it afresh. Answers "assessed" and removes nothing once customs assessed it; otherwise the
 * estimate removed (null when the shipment had none).
 */
export async function removeStoredDuty(db: DbOrTx, shipmentId: number) {
  const [stored] = await db
    .select({
      id: shipmentDuties.id,
      estimated_kobo: shipmentDuties.estimated_kobo,
      assessed_at: shipmentDuties.assessed_at,
    })
    .from(shipmentDuties)
    .where(eq(shipmentDuties.shipment_id, shipmentId))
    .for("update");
  if (!stored) return null;
  if (stored.assessed_at !== null) return "assessed" as const;
  await db.delete(shipmentDuties).where(eq(shipmentDuties.id, stored.id));
  return { estimated_kobo: stored.estimated_kobo };
}
