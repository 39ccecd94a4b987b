import { transitText } from "@app/shared/rates/rates";
import {
  type AllowancePoint,
  consolidatedBox,
  consolidatedBoxText,
  PACKING_ALLOWANCES,
} from "@app/shared/ship-requests/estimate";
import {
  type QuoteEstimate,
  type RepackLevel,
  SHIP_REQUEST_TEXTS,
  type ShipRequestQuote,
  type ShipService,
} from "@app/shared/ship-requests/ship-requests";
import type { DbOrTx } from "../../db/client.js";
import type { PackageRow } from "../packages/public.js";
import type { RateCardVersion } from "../rates/public.js";
import { pricingCardOf, priceShipRequest, type ShipRequestCharges } from "./ship-request-pricing.js";

/**
 * The quote of a ship request: the parcels estimated from its packages, priced by priceShipRequest
 * (ship-request-pricing.ts), the function that prices the measured boxes at packing. A consolidated box is modelled
 * with the packing allowance of the request's repack level (shared ship-requests/estimate.ts, decision 0030) at its
 * quoted, low and high points, so the quote is an estimate with a range; shipped separately, each package is its own
 * parcel as measured.
 */

export interface ParcelToPrice {
  label: string;
  package_codes: string[];
  weight_grams: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
}

const measured = (p: PackageRow) => ({
  weight_grams: p.weight_grams ?? 0,
  length_mm: p.length_mm ?? 0,
  width_mm: p.width_mm ?? 0,
  height_mm: p.height_mm ?? 0,
});

/** The parcels that leave the warehouse at one point of the packing allowance: one consolidated box, or one per package. */
export function parcelsOf(
  rows: PackageRow[],
  consolidate: boolean,
  repack: RepackLevel = "keep_outer_box",
  point: AllowancePoint = "quoted",
): ParcelToPrice[] {
  const single = (p: PackageRow): ParcelToPrice => ({
    label: p.package_code,
    package_codes: [p.package_code],
    ...measured(p),
  });
  if (!consolidate || rows.length === 1) return rows.map(single);
  return [
    {
      label: `Consolidated box (${rows.length} packages)`,
      package_codes: rows.map((p) => p.package_code),
      ...consolidatedBox(rows.map(measured), PACKING_ALLOWANCES[repack], point),
    },
  ];
}

/** The parcels of a request at the allowance's quoted, low and high points, and how the box was modelled. */
export function estimatedParcels(rows: PackageRow[], consolidate: boolean, repack: RepackLevel): EstimatedParcels {
  const parcels = parcelsOf(rows, consolidate, repack);
  const modelled = consolidate && rows.length > 1;
  return {
    parcels,
    low: modelled ? parcelsOf(rows, consolidate, repack, "low") : parcels,
    high: modelled ? parcelsOf(rows, consolidate, repack, "high") : parcels,
    model: modelled ? consolidatedBoxText(rows.map(measured), PACKING_ALLOWANCES[repack], parcels[0]!) : [],
  };
}

export interface EstimatedParcels {
  /** At the quoted allowance: what the quote prices. */
  parcels: ParcelToPrice[];
  low: ParcelToPrice[];
  high: ParcelToPrice[];
  model: string[];
}

export interface QuoteRequest {
  warehouse: string;
  service: ShipService;
  /** The card version the request was priced with (its detail shows that one, not today's). */
  rate_card_id: number | null;
  parcels: EstimatedParcels;
  charges: ShipRequestCharges;
}

export const NO_CARD_MESSAGE =
  "We do not have a published price for this route and service yet: we will send your invoice when your parcel is packed.";

/** The quote of a request with the card that prices it (pricingCardOf); a route without a card answers unavailable. */
export async function quoteParcels(db: DbOrTx, request: QuoteRequest): Promise<ShipRequestQuote> {
  return quoteWith(await pricingCardOf(db, request), request.parcels, request.charges);
}

/** What could change an estimate, besides the box it models. */
function couldChange(estimated: EstimatedParcels, terms: RateCardVersion["terms"]): string[] {
  const step = `${terms.rounding} ${terms.unit}`;
  return [
    estimated.model.length > 0
      ? "The size and weight of the box we pack: we measure it at packing, and the invoice prices that box."
      : "The size and weight we measure at packing: the invoice prices each box as packed.",
    `Rounding: the card rounds each box's chargeable weight up to the next ${step}, so a small difference can move the price by a whole step.`,
    "More boxes: if your parcels need more than one box, each box is priced on its own (and repacking is charged per box).",
  ];
}

/** The quote of the parcels with a card: priceShipRequest's prices, shown with their working. */
export function quoteWith(
  card: RateCardVersion | null,
  estimated: EstimatedParcels,
  charges: ShipRequestCharges,
): ShipRequestQuote {
  const parcels = estimated.parcels;
  if (!card)
    return {
      available: false,
      message: NO_CARD_MESSAGE,
      rate_card_id: null,
      parcels: [],
      total_minor: null,
      currency: null,
      transit_days: null,
      estimate: null,
    };
  const terms = card.terms;
  const price = priceShipRequest(terms, parcels, charges);
  // The range: the low and high boxes priced alike; the least and the most of the three (bracket rates may fall as
  // the weight rises, so the quoted price is not always between the other two).
  const totals = [
    price.total_minor,
    priceShipRequest(terms, estimated.low, charges).total_minor,
    priceShipRequest(terms, estimated.high, charges).total_minor,
  ];
  const estimate: QuoteEstimate = {
    low_minor: Math.min(...totals),
    high_minor: Math.max(...totals),
    model: estimated.model,
    could_change: couldChange(estimated, terms),
  };
  return {
    available: true,
    message: price.insurance_unpriced ? SHIP_REQUEST_TEXTS.insuranceNotPriced(terms.currency) : null,
    rate_card_id: card.id,
    parcels: parcels.map((parcel, i) => {
      const box = price.boxes[i]!;
      return {
        label: parcel.label,
        package_codes: parcel.package_codes,
        weight_grams: parcel.weight_grams,
        length_mm: parcel.length_mm,
        width_mm: parcel.width_mm,
        height_mm: parcel.height_mm,
        actual: box.actual.value,
        volumetric: box.volumetric.value,
        chargeable: box.chargeable.value,
        unit: box.unit,
        divisor: box.divisor_text,
        rounding: `rounded up to the next ${box.rounding} ${box.unit}`,
        lines: box.lines.map((l) => ({
          label: l.label,
          kind: l.kind,
          amount_minor: l.amount_minor,
          formula: l.formula,
        })),
        formula: box.formula,
        total_minor: box.total_minor,
      };
    }),
    total_minor: price.total_minor,
    currency: terms.currency,
    transit_days: transitText(terms.transit_days),
    estimate,
  };
}
