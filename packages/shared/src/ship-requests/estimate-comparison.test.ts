import { describe, expect, it } from "vitest";
import type { InvoiceEvidence } from "../invoices/evidence.js";
import { compareWithEstimate } from "./estimate-comparison.js";
import type { ShipRequestQuote } from "./ship-requests.js";

/** The invoice beside the estimate: the shipping charges against the estimate, the duties apart. */

// $412.50 estimated; packed into an invoice of $562.53, of which $150.03 are duties and taxes.
const quote: ShipRequestQuote = {
  available: true,
  message: null,
  rate_card_id: 1,
  parcels: [],
  total_minor: 41250,
  currency: "USD",
  transit_days: "5-7",
  estimate: { low_minor: 39000, high_minor: 45000, model: [], could_change: [] },
};
const evidenceWith = (lines: { kind: "handling" | "duties"; amount_minor: number }[]) =>
  ({
    lines: lines.map((l) => ({ label: l.kind, formula: null, box: null, ...l })),
    currency: "USD",
  }) as unknown as InvoiceEvidence;
const compare = (total_minor: number, evidence: InvoiceEvidence) =>
  compareWithEstimate({
    ship_request_id: 11,
    quote,
    invoice: { total_minor, currency: "USD" },
    evidence,
    notice_percent: 10,
  });

describe("compareWithEstimate", () => {
  it("sets the invoice's duties and taxes apart from its shipping charges, the two adding up to its total", () => {
    const comparison = compare(
      56253,
      evidenceWith([
        { kind: "handling", amount_minor: 41250 },
        { kind: "duties", amount_minor: 15003 },
      ]),
    );
    expect(comparison).toMatchObject({
      estimate_minor: 41250,
      invoice_minor: 41250,
      duties_minor: 15003,
      difference_minor: 0,
      within_range: true,
      above_notice: false,
    });
    expect(comparison!.invoice_minor + comparison!.duties_minor).toBe(56253);
  });

  it("answers no duties for an invoice without any", () => {
    const comparison = compare(41250, evidenceWith([{ kind: "handling", amount_minor: 41250 }]));
    expect(comparison).toMatchObject({ invoice_minor: 41250, duties_minor: 0 });
  });
});
