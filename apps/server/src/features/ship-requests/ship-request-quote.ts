import { priceParcel, RATE_DESTINATIONS, transitText } from "@app/shared/rates";
import type { ShipRequestQuote, ShipService } from "@app/shared/ship-requests";
import type { DbOrTx } from "../../db/client.js";
import type { PackageRow } from "../packages/package-records.js";
import { cardVersion, currentCard } from "../rates/current-cards.js";

/**
 * The quote of a ship request: its parcels priced with the rates engine (packages/shared/src/rates.ts) and the
 * route's current rate card (features/rates/current-cards.ts). One consolidated box weighs the sum of its packages
 * and takes the largest box's dimensions; shipped separately, each package is its own parcel.
 */

export interface ParcelToPrice {
  label: string;
  package_codes: string[];
  weight_grams: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  consolidated_packages: number;
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
    consolidated_packages: 1,
  });
  if (!consolidate || rows.length === 1) return rows.map(single);
  const largest = rows.reduce((a, b) => (volumeOf(b) > volumeOf(a) ? b : a));
  return [
    {
      ...single(largest),
      label: `Consolidated box (${rows.length} packages)`,
      package_codes: rows.map((p) => p.package_code),
      weight_grams: rows.reduce((sum, p) => sum + (p.weight_grams ?? 0), 0),
      consolidated_packages: rows.length,
    },
  ];
}

export interface QuoteRequest {
  warehouse: string;
  service: ShipService;
  parcels: ParcelToPrice[];
  fragile: boolean;
  /** The declared total when the customer asked for insurance, in minor units of `insured_currency`. */
  insured_value_minor?: number;
  insured_currency?: string;
  repack: boolean;
  /** The card version the request was priced with (its detail shows that one, not today's). */
  rate_card_id?: number | null;
}

export const NO_CARD_MESSAGE =
  "We do not have a published price for this route and service yet: we will send your invoice when your parcel is packed.";

/** Splits an amount over n parcels in whole minor units (the first takes the remainder). */
/** Parcel i's share of a total spread over n parcels (the first takes the remainder). */
export const shareOf = (total: number, n: number, i: number) => Math.floor(total / n) + (i === 0 ? total % n : 0);

/**
 * Prices the parcels with the route's card: the stored version when the request has one, otherwise the current card
 * (every delivery in Nigeria is priced to Lagos). Insurance applies when the declaration is in the card's currency,
 * shared over separate parcels. A route without a card answers an unavailable quote.
 */
export async function quoteParcels(db: DbOrTx, request: QuoteRequest): Promise<ShipRequestQuote> {
  const card =
    request.rate_card_id != null
      ? await cardVersion(db, request.rate_card_id)
      : await currentCard(db, request.warehouse, RATE_DESTINATIONS[0], request.service);
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
  const insured =
    request.insured_value_minor != null && request.insured_currency === terms.currency
      ? request.insured_value_minor
      : undefined;
  const n = request.parcels.length;
  const parcels = request.parcels.map((parcel, i) => {
    const price = priceParcel(terms, parcel, {
      fragile: request.fragile,
      insured_value_minor: insured == null ? undefined : shareOf(insured, n, i),
      consolidated_packages: parcel.consolidated_packages,
      repack_boxes: request.repack ? 1 : 0,
    });
    return {
      label: parcel.label,
      package_codes: parcel.package_codes,
      weight_grams: parcel.weight_grams,
      length_mm: parcel.length_mm,
      width_mm: parcel.width_mm,
      height_mm: parcel.height_mm,
      actual: price.actual.value,
      volumetric: price.volumetric.value,
      chargeable: price.chargeable.value,
      unit: price.unit,
      divisor: price.divisor_text,
      rounding: `rounded up to the next ${price.rounding} ${price.unit}`,
      lines: price.lines.map((l) => ({ label: l.label, amount_minor: l.amount_minor, formula: l.formula })),
      formula: price.formula,
      total_minor: price.total_minor,
    };
  });
  const uninsured =
    request.insured_value_minor != null && insured == null
      ? `Insurance is priced on a declaration in ${terms.currency}: we will add it to your invoice when your parcel is packed.`
      : null;
  return {
    available: true,
    message: uninsured,
    rate_card_id: card.id,
    parcels,
    total_minor: parcels.reduce((sum, p) => sum + p.total_minor, 0),
    currency: terms.currency,
    transit_days: transitText(terms.transit_days),
  };
}
