import type { CurrencyCode } from "../core/enums.js";
import { FEE_LABELS, feeOf, type InvoiceEvidence } from "../invoices/evidence.js";
import { formatMinor } from "../rates/rates.js";
import type { EstimateComparison, ShipRequestQuote } from "./ship-requests.js";

/**
 * A packed request's invoice beside its estimate (decision 0030): the difference, its share of the estimate, whether
 * it is above the notice share, and the reasons read from the two evidences (the quote's estimated parcels and the
 * invoice's packed boxes): the chargeable weight, the number of boxes and each charge that differs.
 */

/**
 * The comparison's row labels: the estimate priced the shipping only, so the invoice's shipping charges stand beside
 * it, and the duties and taxes (when the invoice has any) are a row of their own that adds up to the invoice's total.
 */
export const ESTIMATE_COMPARISON_TEXTS = {
  heading: "Your invoice beside the estimate",
  estimate: "Estimate",
  shipping: "Shipping charges on the invoice",
  withinRange: ", within the estimate's range",
  outsideRange: ", outside the estimate's range",
  difference: "Difference",
  duties: "Duties and taxes (not in the estimate)",
  total: "Invoice total",
} as const;

/** The notice share's default: an invoice more than 10 % above its estimate is announced before payment. */
export const DEFAULT_ESTIMATE_NOTICE_PERCENT = 10;

const cmText = (mm: number) => (mm / 10).toFixed(1).replace(/\.0$/, "");
const kgText = (grams: number) => `${(grams / 1000).toFixed(2).replace(/\.?0+$/, "")} kg`;
const sizeText = (b: { length_mm: number; width_mm: number; height_mm: number }) =>
  `${cmText(b.length_mm)} × ${cmText(b.width_mm)} × ${cmText(b.height_mm)} cm`;
const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);
/** Adds weight texts ('8', '0.5') exactly enough for display: to 3 decimals. */
const weightSum = (values: string[]) => (Math.round(sumOf(values.map(Number)) * 1000) / 1000).toString();

type Kind = "freight" | "oversize" | "fragile" | "insurance" | "consolidation" | "repack";
const CHARGE_NAMES: Record<Kind, string> = {
  freight: "Freight",
  oversize: "Oversize surcharge",
  fragile: "Fragile handling",
  insurance: "Insurance",
  consolidation: FEE_LABELS.consolidation,
  repack: FEE_LABELS.repack,
};
const LABEL_KINDS: Record<string, Kind> = {
  Freight: "freight",
  "Oversize surcharge": "oversize",
  "Fragile handling": "fragile",
  Insurance: "insurance",
  Consolidation: "consolidation",
  Repacking: "repack",
};

function quoteCharges(quote: ShipRequestQuote): Map<Kind, number> {
  const out = new Map<Kind, number>();
  for (const line of quote.parcels.flatMap((p) => p.lines)) {
    const kind = LABEL_KINDS[line.label];
    if (kind) out.set(kind, (out.get(kind) ?? 0) + line.amount_minor);
  }
  return out;
}

function invoiceCharges(evidence: InvoiceEvidence): Map<Kind, number> {
  const out = new Map<Kind, number>();
  const add = (kind: Kind, minor: number) => out.set(kind, (out.get(kind) ?? 0) + minor);
  for (const line of evidence.lines) {
    const fee = feeOf(line);
    if (fee) add(fee, line.amount_minor);
    // Older evidence keeps the fees in the box's price lines too: only the box's own charges count here.
    for (const l of line.box?.price.lines ?? [])
      if (l.kind !== "consolidation" && l.kind !== "repack") add(l.kind, l.amount_minor);
  }
  return out;
}

/** Why the invoice differs from the estimate, in the customer's words; empty when nothing differs. */
export function differenceReasons(quote: ShipRequestQuote, evidence: InvoiceEvidence | null): string[] {
  if (!evidence) return ["This invoice was prepared by our staff, not priced from the packed boxes."];
  const currency = evidence.currency as CurrencyCode;
  const money = (minor: number) => formatMinor(minor, currency);
  const boxes = evidence.lines.flatMap((l) => (l.box ? [l.box] : []));
  const reasons: string[] = [];
  if (boxes.length !== quote.parcels.length)
    reasons.push(
      `We packed ${boxes.length} box${boxes.length === 1 ? "" : "es"}; the estimate counted ${quote.parcels.length}.`,
    );
  const unit = boxes[0]?.price.unit ?? quote.parcels[0]?.unit ?? "";
  const estimated = weightSum(quote.parcels.map((p) => p.chargeable));
  const packed = weightSum(boxes.map((b) => b.price.chargeable.value));
  if (estimated !== packed) {
    const measured = boxes
      .map(
        (b) =>
          `${sizeText(b)}, ${kgText(b.weight_grams)}: actual ${b.price.actual.value} ${unit}, volumetric ${b.price.volumetric.value} ${unit}`,
      )
      .join("; ");
    const estimatedBoxes = quote.parcels.map((p) => `${sizeText(p)}, ${kgText(p.weight_grams)}`).join("; ");
    reasons.push(
      `Chargeable weight: ${packed} ${unit} as packed (${measured}), against ${estimated} ${unit} estimated (${estimatedBoxes}); the card rounds each box up to its next step.`,
    );
  }
  const before = quoteCharges(quote);
  const after = invoiceCharges(evidence);
  for (const kind of Object.keys(CHARGE_NAMES) as Kind[]) {
    const a = before.get(kind) ?? 0;
    const b = after.get(kind) ?? 0;
    if (a !== b) reasons.push(`${CHARGE_NAMES[kind]}: ${money(b)} on the invoice, ${money(a)} in the estimate.`);
  }
  return reasons;
}

/** The comparison of an invoice with the request's estimate; null when the request had no estimate in its currency. */
export function compareWithEstimate(input: {
  ship_request_id: number;
  quote: ShipRequestQuote;
  invoice: { total_minor: number; currency: string };
  evidence: InvoiceEvidence | null;
  notice_percent: number;
}): EstimateComparison | null {
  const { quote } = input;
  // The shipping charges only: the duties and taxes on the invoice (issue 37) were never part of the estimate.
  const duties = (input.evidence?.lines ?? []).reduce((sum, l) => sum + (l.kind === "duties" ? l.amount_minor : 0), 0);
  const invoice = { ...input.invoice, total_minor: input.invoice.total_minor - duties };
  if (!quote.available || quote.total_minor == null || !quote.estimate || quote.currency !== invoice.currency)
    return null;
  const estimate = quote.total_minor;
  const difference = invoice.total_minor - estimate;
  const percent = estimate === 0 ? 0 : (difference * 100) / estimate;
  return {
    ship_request_id: input.ship_request_id,
    estimate_minor: estimate,
    low_minor: quote.estimate.low_minor,
    high_minor: quote.estimate.high_minor,
    invoice_minor: invoice.total_minor,
    duties_minor: duties,
    currency: invoice.currency,
    difference_minor: difference,
    difference_percent: (Math.round(percent * 10) / 10).toFixed(1),
    within_range: invoice.total_minor >= quote.estimate.low_minor && invoice.total_minor <= quote.estimate.high_minor,
    notice_percent: input.notice_percent,
    // Integers only: invoice × 100 > estimate × (100 + share).
    above_notice: invoice.total_minor * 100 > estimate * (100 + input.notice_percent),
    reasons: difference === 0 && input.evidence ? [] : differenceReasons(quote, input.evidence),
  };
}
