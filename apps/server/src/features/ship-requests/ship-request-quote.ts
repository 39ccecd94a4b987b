import { transitText } from "@app/shared/rates/rates";
import type { ShipRequestQuote, ShipService } from "@app/shared/ship-requests/ship-requests";
import type { DbOrTx } from "../../db/client.js";
import type { PackageRow } from "../packages/public.js";
import type { RateCardVersion } from "../rates/public.js";
import { pricingCardOf, priceShipRequest, type ShipRequestCharges } from "./ship-request-pricing.js";

/**
 * The quote of a ship request: the parcels estimated from its packages, priced by priceShipRequest
 * (ship-request-pricing.ts), the function that prices the measured boxes at packing. One consolidated box weighs the
 * sum of its packages and takes the largest box's dimensions; shipped separately, each package is its own parcel.
 */

export interface ParcelToPrice {
  label: string;
  package_codes: string[];
  weight_grams: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
}

const volumeOf = (p: PackageRow) => (p.length_mm ?? 0) * (p.width_mm ?? 0) * (p.height_mm ?? 0);

/** The parcels that leave the warehouse: one consolidated box, or one per package. */
export function parcelsOf(rows: PackageRow[], consolidate: boolean): ParcelToPrice[] {
  const single = (p: PackageRow): ParcelToPrice => ({
    label: p.package_code,
    package_codes: [p.package_code],
    weight_grams: p.weight_grams ?? 0,
    length_mm: p.length_mm ?? 0,
    width_mm: p.width_mm ?? 0,
    height_mm: p.height_mm ?? 0,
  });
  if (!consolidate || rows.length === 1) return rows.map(single);
  const largest = rows.reduce((a, b) => (volumeOf(b) > volumeOf(a) ? b : a));
  return [
    {
      ...single(largest),
      label: `Consolidated box (${rows.length} packages)`,
      package_codes: rows.map((p) => p.package_code),
      weight_grams: rows.reduce((sum, p) => sum + (p.weight_grams ?? 0), 0),
    },
  ];
}

export interface QuoteRequest {
  warehouse: string;
  service: ShipService;
  /** The card version the request was priced with (its detail shows that one, not today's). */
  rate_card_id: number | null;
  parcels: ParcelToPrice[];
  charges: ShipRequestCharges;
}

export const NO_CARD_MESSAGE =
  "We do not have a published price for this route and service yet: we will send your invoice when your parcel is packed.";

/** The quote of a request with the card that prices it (pricingCardOf); a route without a card answers unavailable. */
export async function quoteParcels(db: DbOrTx, request: QuoteRequest): Promise<ShipRequestQuote> {
  return quoteWith(await pricingCardOf(db, request), request.parcels, request.charges);
}

/** The quote of the parcels with a card: priceShipRequest's prices, shown with their working. */
export function quoteWith(
  card: RateCardVersion | null,
  parcels: ParcelToPrice[],
  charges: ShipRequestCharges,
): ShipRequestQuote {
  if (!card)
    return {
      available: false,
      message: NO_CARD_MESSAGE,
      rate_card_id: null,
      parcels: [],
      total_minor: null,
      currency: null,
      transit_days: null,
    };
  const terms = card.terms;
  const price = priceShipRequest(terms, parcels, charges);
  return {
    available: true,
    message: price.insurance_unpriced
      ? `Insurance is priced on a declaration in ${terms.currency}: we will add it to your invoice when your parcel is packed.`
      : null,
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
        lines: box.lines.map((l) => ({ label: l.label, amount_minor: l.amount_minor, formula: l.formula })),
        formula: box.formula,
        total_minor: box.total_minor,
      };
    }),
    total_minor: price.total_minor,
    currency: terms.currency,
    transit_days: transitText(terms.transit_days),
  };
}
