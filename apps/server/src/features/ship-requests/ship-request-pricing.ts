import {
  type Parcel,
  type ParcelPrice,
  priceParcel,
  RATE_DESTINATIONS,
  type RateCardTerms,
} from "@app/shared/rates/rates";
import { declarationTotals, type ShipRequestView } from "@app/shared/ship-requests/ship-requests";
import type { DbOrTx } from "../../db/client.js";
import { cardVersion, currentCard, type RateCardVersion } from "../rates/public.js";

/**
 * THE price of a ship request, for both its quote (boxes estimated from the packages, ship-request-quote.ts) and its
 * packing (the boxes measured at the desk, ship-requests.staff.service.ts): the same card, the same options and the
 * same function, so the quote equals the invoice for the same boxes by construction.
 */

/** What the customer chose that changes the price, as stored on the request. */
export type ShipRequestChoices = Pick<ShipRequestView, "fragile" | "repack" | "consolidate" | "insurance">;

/** The request's options for the engine. */
export interface ShipRequestCharges {
  fragile: boolean;
  /** Each box is repacked (one repack fee a box) unless the customer keeps the outer box. */
  repack: boolean;
  /** Packages put together into the first box (the consolidation fee applies from two); 0 when shipped as they are. */
  consolidated_packages: number;
  /** The declared total to insure when the customer asked for insurance (the declaration has one currency). */
  declared: { total_minor: number; currency: string } | null;
}

/** The charges of a request with `packageCount` packages and its declaration items. */
export function chargesOf(
  request: ShipRequestChoices,
  packageCount: number,
  items: ReadonlyArray<{ quantity: number; unit_value_minor: number; currency: string }>,
): ShipRequestCharges {
  const currency = items[0]?.currency;
  return {
    fragile: request.fragile,
    repack: request.repack !== "keep_outer_box",
    consolidated_packages: request.consolidate ? packageCount : 0,
    declared:
      request.insurance && currency != null ? { total_minor: declarationTotals(items)[currency] ?? 0, currency } : null,
  };
}

/** Parcel i's share of a total spread over n parcels in whole minor units (the first takes the remainder). */
export const shareOf = (total: number, n: number, i: number) => Math.floor(total / n) + (i === 0 ? total % n : 0);

export interface ShipRequestPrice {
  /** One price per box, in the order given. */
  boxes: ParcelPrice[];
  total_minor: number;
  /** Insurance was asked for on a declaration in another currency than the card's: not priced here. */
  insurance_unpriced: boolean;
}

/**
 * Prices a ship request's boxes with a card's terms: fragile handling and repacking on each box, the consolidation fee
 * on the first, and the insurance (when declared in the card's currency) shared over the boxes.
 */
export function priceShipRequest(
  terms: RateCardTerms,
  boxes: readonly Parcel[],
  charges: ShipRequestCharges,
): ShipRequestPrice {
  const insured = charges.declared?.currency === terms.currency ? charges.declared.total_minor : undefined;
  const prices = boxes.map((box, i) =>
    priceParcel(terms, box, {
      fragile: charges.fragile,
      insured_value_minor: insured == null ? undefined : shareOf(insured, boxes.length, i),
      consolidated_packages: i === 0 ? charges.consolidated_packages : 0,
      repack_boxes: charges.repack ? 1 : 0,
    }),
  );
  return {
    boxes: prices,
    total_minor: prices.reduce((sum, p) => sum + p.total_minor, 0),
    insurance_unpriced: charges.declared != null && insured == null,
  };
}

/**
 * The card that prices a request: the version it was quoted with, otherwise the route's current card (every
 * delivery in Nigeria is priced to Lagos); null when the route has none.
 */
export function pricingCardOf(
  db: DbOrTx,
  request: { rate_card_id: number | null; warehouse: string; service: ShipRequestView["service"] },
): Promise<RateCardVersion | null> {
  return request.rate_card_id != null
    ? cardVersion(db, request.rate_card_id)
    : currentCard(db, request.warehouse, RATE_DESTINATIONS[0], request.service);
}
