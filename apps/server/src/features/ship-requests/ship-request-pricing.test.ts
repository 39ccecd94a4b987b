import { SHIP_REQUEST_TEXTS } from "@app/shared/ship-requests/ship-requests";
import { measuresOf } from "@app/shared/packages/packages";
import { describe, expect, it } from "vitest";
import { expressCardTerms } from "../../../test/rate-cards.js";
import type { PackageRow } from "../packages/public.js";
import type { RateCardVersion } from "../rates/public.js";
import { chargesOf, priceShipRequest } from "./ship-request-pricing.js";
import { estimatedParcels, parcelsOf, quoteWith } from "./ship-request-quote.js";

/** Per kg at $10, 5,000 cm³/kg, whole kg; fragile $4, insurance 2 %, $5 per consolidated package, $3 a repack. */
const terms = expressCardTerms(1000, { fragile_fee_minor: 400, insurance_bp: 200 });
const card = { id: 7, terms } as RateCardVersion;

const pkg = (code: string, grams: number, [l, w, h]: [number, number, number]) =>
  ({ package_code: code, weight_grams: grams, length_mm: l, width_mm: w, height_mm: h }) as PackageRow;
const rows = [pkg("PKG-A", 1500, [350, 250, 200]), pkg("PKG-B", 1300, [300, 200, 100])];
const request = { fragile: true, repack: "keep_retail_box", consolidate: true, insurance: true } as const;
const items = [{ quantity: 2, unit_value_minor: 4550, currency: "USD" }];

describe("priceShipRequest", () => {
  it("prices the quote's estimated box and the same box measured at packing alike, every option on", () => {
    const charges = chargesOf(request, rows.length, items);
    const quote = quoteWith(card, estimatedParcels(rows, true, request.repack), charges);
    // The retail boxes kept: 17,500 + 6,000 cm³ + 10 % for the gaps, shaped like the larger parcel (35 × 25 × 20 cm
    // scaled by ∛(25,850 ÷ 17,500)) with 2 cm of padding on every side; the weights as they are.
    expect(quote.parcels[0]).toMatchObject({ weight_grams: 2800, length_mm: 439, width_mm: 325, height_mm: 268 });
    // At the desk the consolidated box is measured as the quote estimated it.
    const measured = measuresOf({
      weight: "2.8",
      weight_unit: "kg",
      length: "43.9",
      width: "32.5",
      height: "26.8",
      length_unit: "cm",
    });
    const packed = priceShipRequest(terms, [measured], charges);

    // 7.65 kg volumetric → 8 kg × $10 = $80; fragile $4; 2 % of $91 = $1.82; 2 packages × $5; one repack $3.
    expect(packed.boxes[0]!.lines.map((l) => [l.kind, l.amount_minor])).toEqual([
      ["freight", 8000],
      ["fragile", 400],
      ["insurance", 182],
      ["consolidation", 1000],
      ["repack", 300],
    ]);
    expect(packed.total_minor).toBe(9882);
    expect(quote.total_minor).toBe(packed.total_minor);
    expect(quote.parcels[0]!.lines).toEqual(
      packed.boxes[0]!.lines.map((l) => ({
        label: l.label,
        kind: l.kind,
        amount_minor: l.amount_minor,
        formula: l.formula,
      })),
    );
    expect(quote.message).toBeNull();
  });

  it("shares the insurance over the boxes, charges consolidation once and repacking on each box", () => {
    const box = { weight_grams: 1000, length_mm: 100, width_mm: 100, height_mm: 100 };
    const price = priceShipRequest(terms, [box, box, box], chargesOf(request, 2, [{ ...items[0]!, quantity: 1 }]));
    // 2 % of $45.50 shared over 3 boxes: $15.18 + $15.16 + $15.16 → 30 + 30 + 30 cents (the first takes the rest).
    const kinds = price.boxes.map((b) => b.lines.map((l) => l.kind));
    expect(kinds[0]).toEqual(["freight", "fragile", "insurance", "consolidation", "repack"]);
    expect(kinds[1]).toEqual(["freight", "fragile", "insurance", "repack"]);
    expect(price.boxes.map((b) => b.lines.find((l) => l.kind === "insurance")!.amount_minor)).toEqual([30, 30, 30]);
    expect(price.total_minor).toBe(price.boxes.reduce((sum, b) => sum + b.total_minor, 0));
  });

  it("leaves out insurance declared in another currency than the card's, and the quote says the request is not insured", () => {
    const charges = chargesOf(request, 1, [{ ...items[0]!, currency: "GBP" }]);
    const price = priceShipRequest(terms, parcelsOf(rows.slice(0, 1), true), charges);
    expect(price.insurance_unpriced).toBe(true);
    expect(price.boxes[0]!.lines.map((l) => l.kind)).toEqual(["freight", "fragile", "repack"]);
    // (Submitting refuses such a request; one submitted before that rule is told the truth, not promised insurance.)
    expect(quoteWith(card, estimatedParcels(rows.slice(0, 1), true, "keep_outer_box"), charges).message).toBe(
      SHIP_REQUEST_TEXTS.insuranceNotPriced("USD"),
    );
  });

  it("charges no repack when the outer box is kept and nothing extra when nothing is chosen", () => {
    const plain = { fragile: false, repack: "keep_outer_box", consolidate: false, insurance: false } as const;
    const price = priceShipRequest(terms, parcelsOf(rows, false), chargesOf(plain, 2, items));
    expect(price.boxes.map((b) => b.lines.map((l) => l.kind))).toEqual([["freight"], ["freight"]]);
    expect(price.insurance_unpriced).toBe(false);
  });
});
