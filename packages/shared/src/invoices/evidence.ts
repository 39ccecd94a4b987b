import { z } from "zod";
import { CURRENCY_CODES, type CurrencyCode } from "../core/enums.js";
import { formatMinor, PRICE_LINE_KINDS, RATE_SERVICES, RATE_UNITS } from "../rates/rates.js";
import { estimateComparisonSchema } from "../ship-requests/estimate.js";

/*
 * The evidence behind an invoice's charges: for each priced box, what priceParcel returned (weights, divisor,
 * rounding, rate, every line and formula) with the box's measures and photos, plus the handling lines, and the rate
 * card version it was priced with. Stored with the invoice (invoices.evidence) as it was at pricing time, so a later
 * card change never alters what the customer was shown.
 */

const weightFigureSchema = z.object({
  value: z.string(),
  exact: z.boolean(),
  unit: z.enum(RATE_UNITS),
  grams: z.number().int(),
  formula: z.string(),
});

const priceLineSchema = z.object({
  kind: z.enum(PRICE_LINE_KINDS),
  label: z.string(),
  amount_minor: z.number().int(),
  formula: z.string(),
});

/** Exactly the fields of priceParcel's answer that make the evidence (ParcelPrice). */
export const parcelPriceEvidenceSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  unit: z.enum(RATE_UNITS),
  actual: weightFigureSchema,
  volumetric: weightFigureSchema,
  chargeable: weightFigureSchema,
  divisor: z.number(),
  divisor_text: z.string(),
  rounding: z.number(),
  rate_per_unit_minor: z.number().int(),
  bracket: z.object({ index: z.number().int(), up_to: z.number().nullable() }).nullable(),
  freight_minor: z.number().int(),
  lines: z.array(priceLineSchema),
  total_minor: z.number().int(),
  transit_days: z.object({ min: z.number(), max: z.number() }),
  formula: z.array(z.string()),
});
export type ParcelPriceEvidence = z.infer<typeof parcelPriceEvidenceSchema>;

export const evidencePhotoSchema = z.object({ url: z.string(), name: z.string().nullable() });

/** One line of the invoice: a priced box (with its measures, price and photos) or a handling fee. */
export const invoiceEvidenceLineSchema = z.object({
  label: z.string(),
  /** 'duties': the customs duty and taxes estimated at packing (issue 37), converted into the invoice's currency. */
  kind: z.enum(["box", "handling", "duties"]),
  amount_minor: z.number().int(),
  /** Handling lines: how the fee was reached. Box lines: the price's own formula lines. */
  formula: z.string().nullable(),
  /** Handling lines: which fee (absent on evidence stored before fees were labelled as fees). */
  fee: z.enum(["consolidation", "repack"]).optional(),
  box: z
    .object({
      weight_grams: z.number().int(),
      length_mm: z.number().int(),
      width_mm: z.number().int(),
      height_mm: z.number().int(),
      price: parcelPriceEvidenceSchema,
      photos: z.array(evidencePhotoSchema),
    })
    .nullable(),
});
export type InvoiceEvidenceLine = z.infer<typeof invoiceEvidenceLineSchema>;

export const invoiceEvidenceSchema = z.object({
  rate_card_id: z.number().int(),
  rate_card_valid_from: z.string(),
  origin: z.string(),
  destination: z.string(),
  service: z.enum(RATE_SERVICES),
  currency: z.enum(CURRENCY_CODES),
  /** Before packing: the packages' weights added up; after: the packed boxes (null when not packed by us). */
  weights: z.object({ before_grams: z.number().int(), after_grams: z.number().int() }).nullable(),
  lines: z.array(invoiceEvidenceLineSchema).min(1),
  total_minor: z.number().int(),
});
export type InvoiceEvidence = z.infer<typeof invoiceEvidenceSchema>;

/**
 * GET /api/invoices/{id}/evidence: the evidence and, for an invoice billing a packed ship request, that request's
 * estimate beside it (announced before payment when the invoice is above it by more than the notice share).
 */
export const invoiceEvidenceResponseSchema = z.object({
  evidence: invoiceEvidenceSchema.nullable(),
  estimate: estimateComparisonSchema.nullable(),
});

/** POST /api/invoices/{id}/question: the customer's own words; the evidence is added by the server. */
export const questionChargeSchema = z.object({
  line: z.number({ error: "Choose the charge to question" }).int().min(0, "Choose the charge to question"),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(3000, "Message can't exceed 3000 characters"),
});
export type QuestionChargeInput = z.input<typeof questionChargeSchema>;

export const questionChargeResponseSchema = z.object({ message: z.string(), ticket_id: z.number() });

export const EVIDENCE_TEXTS = {
  heading: "How this price was calculated",
  question: "Question this charge",
  questioned: "Your question was sent to our team as a support ticket.",
  questionFailed: "Failed to send your question.",
  noSuchLine: "This invoice has no such charge.",
  noEvidence: "This invoice has no pricing evidence to question.",
} as const;

const kgText = (grams: number) => `${(grams / 1000).toFixed(3).replace(/\.?0+$/, "")} kg`;
const cmText = (mm: number) => `${(mm / 10).toFixed(1).replace(/\.0$/, "")}`;

const moneyText = (minor: number, currency: CurrencyCode) => formatMinor(minor, currency);

/**
 * The evidence of one line as plain text: what a support ticket about the charge holds, so staff see the same
 * figures the customer saw.
 */
export function evidenceText(
  invoice: { transaction_id: string },
  evidence: InvoiceEvidence,
  lineIndex: number,
): string {
  const line = evidence.lines[lineIndex];
  if (!line) return "";
  const out = [
    `Invoice ${invoice.transaction_id}, line ${lineIndex + 1}: ${line.label} — ${moneyText(line.amount_minor, evidence.currency)}`,
    `Rate card #${evidence.rate_card_id} (valid from ${evidence.rate_card_valid_from}): ${evidence.origin} → ${evidence.destination}, ${evidence.service}`,
  ];
  if (line.box) {
    const { box } = line;
    const p = box.price;
    out.push(
      `Actual weight: ${p.actual.value} ${p.unit} (${kgText(box.weight_grams)})`,
      `Dimensions: ${cmText(box.length_mm)} × ${cmText(box.width_mm)} × ${cmText(box.height_mm)} cm`,
      `Volumetric weight: ${p.volumetric.value} ${p.unit} (divisor ${p.divisor_text})`,
      `Chargeable weight: ${p.chargeable.value} ${p.unit} (rounded up to ${p.rounding} ${p.unit})`,
      `Rate: ${moneyText(p.rate_per_unit_minor, p.currency)} per ${p.unit}`,
      "Formula:",
      ...boxFormula(p).map((f) => `  ${f}`),
    );
    if (box.photos.length > 0) out.push(`Photos: ${box.photos.map((ph) => ph.url).join(" ")}`);
  } else if (line.formula) {
    out.push(`Formula: ${line.formula}`);
  }
  if (evidence.weights) {
    out.push(
      `Weights before/after packing: ${kgText(evidence.weights.before_grams)} / ${kgText(evidence.weights.after_grams)}`,
    );
  }
  return out.join("\n");
}

const HANDLING_KINDS = new Set(["consolidation", "repack"]);

/** The handling fees' labels on an invoice: fees of the shipment, not of a box. */
export const FEE_LABELS = { consolidation: "Consolidation fee", repack: "Repacking fee" } as const;

const isTotalStep = (step: string) => step.startsWith("Total: ");

/**
 * A box's formula as its invoice line adds up: priceParcel's steps without the handling fees (separate lines of the
 * invoice) and a total over the box's own charges, so the last step ends with the box line's amount. Evidence stored
 * before the fees were separated reads the same way (the handling steps and the old total are left out).
 */
export function boxFormula(price: ParcelPriceEvidence): string[] {
  const handling = new Set(price.lines.filter((l) => HANDLING_KINDS.has(l.kind)).map((l) => l.formula));
  const own = price.lines.filter((l) => !HANDLING_KINDS.has(l.kind));
  const steps = price.formula.filter((step) => !handling.has(step) && !isTotalStep(step));
  const total = own.reduce((sum, l) => sum + l.amount_minor, 0);
  const money = (minor: number) => formatMinor(minor, price.currency);
  return own.length > 1
    ? [...steps, `Total: ${own.map((l) => money(l.amount_minor)).join(" + ")} = ${money(total)}`]
    : steps;
}

/** The invoice's total as a sum of its lines: 'Total: $64.43 + $5.00 + $5.00 = $74.43'. */
export function evidenceTotalFormula(evidence: InvoiceEvidence): string {
  const money = (minor: number) => formatMinor(minor, evidence.currency);
  const sum = evidence.lines.reduce((total, l) => total + l.amount_minor, 0);
  return evidence.lines.length > 1
    ? `${evidence.lines.map((l) => money(l.amount_minor)).join(" + ")} = ${money(sum)}`
    : money(sum);
}

/** A handling line's fee: stored on new evidence, read from the label on older evidence. */
export function feeOf(line: InvoiceEvidenceLine): "consolidation" | "repack" | null {
  if (line.kind !== "handling") return null;
  if (line.fee) return line.fee;
  return line.label.startsWith("Consolidation") ? "consolidation" : line.label.startsWith("Repack") ? "repack" : null;
}

export interface PricedBox {
  label: string;
  measures: { weight_grams: number; length_mm: number; width_mm: number; height_mm: number };
  /** What priceParcel returned for this box, kept as is. */
  price: ParcelPriceEvidence;
  photos: { url: string; name: string | null }[];
}

/**
 * The evidence of boxes priced with one card version: a line per box (freight and its surcharges, with priceParcel's
 * figures and formula steps, the handling fees taken out and the total over what is left) and a line per handling fee
 * (consolidation; repacking, all boxes in one line), labelled as fees. Every line's amount is the end of its formula,
 * and the lines add up to the invoice's total (decision 0031).
 */
export function buildInvoiceEvidence(
  card: {
    id: number;
    valid_from: string;
    terms: { origin: string; destination: string; service: InvoiceEvidence["service"]; currency: CurrencyCode };
  },
  boxes: PricedBox[],
  weights: InvoiceEvidence["weights"],
): InvoiceEvidence {
  const money = (minor: number) => formatMinor(minor, card.terms.currency);
  const lines: InvoiceEvidenceLine[] = boxes.map((box) => {
    const own = box.price.lines.filter((l) => !HANDLING_KINDS.has(l.kind));
    const total = own.reduce((sum, l) => sum + l.amount_minor, 0);
    const price = { ...box.price, lines: own, total_minor: total, formula: boxFormula(box.price) };
    return {
      label: box.label,
      kind: "box",
      amount_minor: total,
      formula: null,
      box: { ...box.measures, price, photos: box.photos },
    };
  });
  for (const fee of ["consolidation", "repack"] as const) {
    const charged = boxes.flatMap((b) => b.price.lines.filter((l) => l.kind === fee));
    if (charged.length === 0) continue;
    const amount = charged.reduce((sum, l) => sum + l.amount_minor, 0);
    const formula =
      charged.length === 1
        ? charged[0]!.formula
        : `${charged.length} boxes × ${money(charged[0]!.amount_minor)} = ${money(amount)}`;
    lines.push({ label: FEE_LABELS[fee], kind: "handling", fee, amount_minor: amount, formula, box: null });
  }
  return {
    rate_card_id: card.id,
    rate_card_valid_from: card.valid_from,
    origin: card.terms.origin,
    destination: card.terms.destination,
    service: card.terms.service,
    currency: card.terms.currency,
    weights,
    lines,
    total_minor: lines.reduce((sum, l) => sum + l.amount_minor, 0),
  };
}
