import type { ShipRequestQuote } from "@app/shared/ship-requests/ship-requests";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../../test/render";
import { QuoteEvidence } from "./quote-evidence";
import { RequestDuties } from "./request-duties";

/**
 * A cancelled ship request (the customer's own cancel, or returned by staff with a notice, decision 0142) is never
 * packed: its page keeps the estimate but promises no invoice; a submitted one still says packing invoices it.
 */
const QUOTE: ShipRequestQuote = {
  available: true,
  message: null,
  rate_card_id: 1,
  parcels: [],
  total_minor: 12_500,
  currency: "USD",
  transit_days: null,
  estimate: { low_minor: 12_000, high_minor: 13_000, model: [], could_change: ["The box we pack."] },
};
const DUTIES = {
  duties: {
    lines: [],
    problems: [],
    warnings: [],
    total_kobo: 0,
    freight_kobo: 0,
  } as unknown as Parameters<typeof RequestDuties>[0]["answer"]["duties"],
  duties_priced: null,
  invoice: null,
};
const PROMISES = [/the invoice comes when we pack/, /Packing puts it on your invoice/, /Your invoice should fall/];

function pageText(cancelled: boolean) {
  const view = renderPage(
    <>
      <QuoteEvidence quote={QUOTE} cancelled={cancelled} />
      <RequestDuties answer={DUTIES} cancelled={cancelled} />
    </>,
  );
  const text = view.container.textContent ?? "";
  view.unmount();
  return text;
}

describe("a cancelled ship request's estimate", () => {
  it("promises no invoice: the estimate is kept for reference", () => {
    const text = pageText(true);
    for (const promise of PROMISES) expect(text).not.toMatch(promise);
    expect(text).toContain("This request is cancelled, so no invoice comes for it");
    expect(text).toContain("This request is cancelled: nothing is invoiced for it.");
    expect(text).toContain("Estimated total: $125.00");
  });

  it("a submitted request still says packing invoices it", () => {
    const text = pageText(false);
    for (const promise of PROMISES) expect(text).toMatch(promise);
    expect(text).not.toContain("cancelled");
  });
});
