import { dutyAmountsOf, koboToMinorAtRate } from "@app/shared/customs/duty";
import { customsFreightMinor } from "@app/shared/customs/freight";
import type { InvoiceEvidence } from "@app/shared/invoices/evidence";
import { maxInvoiceTotalMinor } from "@app/shared/invoices/staff";
import { formatMinor } from "@app/shared/rates/rates";
import { PACKING_TEXTS } from "@app/shared/ship-requests/staff";
import { formatKobo } from "@app/shared/wallet/wallet";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { customsDeclarationItems, shipmentDuties, shipmentDutyLines } from "../../db/schema.js";
import { conflict } from "../../lib/errors.js";
import { type PricedDeclaration, priceDeclaration } from "../customs/public.js";
import { rateInForce } from "../exchange-rates/public.js";

/**
 * Delivered duty paid (issue 37, decision 0073): packing puts "Duties and taxes (estimated)" on the invoice, priced
 * with the tariff, levies and customs rates in force at that moment, converted into the invoice's currency at the
 * payment rate in force, and stores the pricing per line (shipment_duties, shipment_duty_lines) so a later tariff
 * change leaves the invoice as priced. A prohibited line refuses the packing, naming it. When the declaration cannot
 * be priced (a line without HS code or heading, no customs or payment rate) the invoice carries shipping only and
 * the packer's answer says why.
 */

export const DDP_LABEL = "Duties and taxes (estimated)";

export interface PackingDuties {
  evidence: InvoiceEvidence;
  priced: PricedDeclaration;
  itemIds: number[];
  rate: string;
  amountMinor: number;
}

export async function dutiesForPacking(
  tx: Tx,
  requestId: number,
  evidence: InvoiceEvidence,
  at = new Date(),
): Promise<{ duties: PackingDuties | null; notes: string[] }> {
  const items = await tx
    .select()
    .from(customsDeclarationItems)
    .where(eq(customsDeclarationItems.ship_request_id, requestId))
    .orderBy(customsDeclarationItems.id);
  const freightMinor = customsFreightMinor(evidence.lines.flatMap((l) => (l.box ? [l.box.price] : [])));
  const priced = await priceDeclaration(tx, items, { minor: freightMinor, currency: evidence.currency }, at);
  const prohibited = priced.result.problems.filter((p) => p.reason === "prohibited");
  if (prohibited.length > 0) throw conflict(prohibited.map((p) => p.message).join(" "));
  if (priced.result.problems.length > 0 || priced.result.lines.length === 0) {
    return { duties: null, notes: priced.result.problems.map((p) => p.message) };
  }
  const payment = await rateInForce(tx, evidence.currency, at);
  if (!payment) return { duties: null, notes: [`No ${evidence.currency} payment rate is published to bill the duty.`] };
  const total = priced.result.total_kobo;
  const amountMinor = billableDuty(total, payment.rate, evidence);
  if (amountMinor === null) return { duties: null, notes: [PACKING_TEXTS.dutyTooLarge(evidence.currency)] };
  const heads = priced.result.lines.map((l) => `HS ${l.tariff.heading} ${l.tariff.duty_rate} %`).join(", ");
  const formula =
    evidence.currency === "NGN"
      ? `${formatKobo(total)} (${heads})`
      : `${formatKobo(total)} ÷ ₦${payment.rate} per ${evidence.currency} 1 = ${formatMinor(amountMinor, evidence.currency)} (${heads})`;
  const line = { label: DDP_LABEL, kind: "duties" as const, amount_minor: amountMinor, formula, box: null };
  return {
    duties: {
      evidence: { ...evidence, lines: [...evidence.lines, line], total_minor: evidence.total_minor + amountMinor },
      priced,
      itemIds: items.map((i) => i.id),
      rate: payment.rate,
      amountMinor,
    },
    notes: [],
  };
}

/**
 * The duty in the invoice's currency, or null when the invoice could not hold it: an invoice totals at most what
 * converts into naira at any accepted rate (decision 0125), so a payment in naira never fails.
 */
function billableDuty(kobo: number, rate: string, evidence: InvoiceEvidence): number | null {
  try {
    const minor = koboToMinorAtRate(kobo, rate);
    return evidence.total_minor + minor <= maxInvoiceTotalMinor(evidence.currency) ? minor : null;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Stores the duty as priced onto the invoice, per line (what customs-facing reports read). */
export async function storeShipmentDuty(
  tx: Tx,
  duties: PackingDuties,
  refs: { shipmentId: number; requestId: number; userId: number; invoiceId: number },
) {
  const { priced, evidence } = duties;
  const [row] = await tx
    .insert(shipmentDuties)
    .values({
      shipment_id: refs.shipmentId,
      ship_request_id: refs.requestId,
      user_id: refs.userId,
      invoice_id: refs.invoiceId,
      estimated_kobo: priced.result.total_kobo,
      invoice_currency: evidence.currency,
      invoice_amount_minor: duties.amountMinor,
      invoice_rate: duties.rate,
      levies: priced.view.levies,
    })
    .returning();
  await tx.insert(shipmentDutyLines).values(
    priced.result.lines.map((l) => ({
      shipment_duty_id: row!.id,
      declaration_item_id: duties.itemIds[l.index] ?? null,
      description: l.description,
      quantity: l.quantity,
      hs_code: l.hs_code,
      tariff_id: l.tariff.id,
      duty_rate: l.tariff.duty_rate,
      restriction: l.tariff.restriction,
      fob_currency: l.currency as typeof evidence.currency,
      fob_minor: l.fob_minor,
      customs_rate: l.customs_rate,
      customs_rate_id: priced.rates.get(l.currency)?.id ?? null,
      ...dutyAmountsOf(l),
    })),
  );
  return row!;
}
