import { describe, expect, it } from "vitest";
import { inTimeZone } from "../../../../test/time-zone";
import { renderPage } from "../../../../test/render";
import { RequestDuties } from "./request-duties";

/**
 * 'As billed on your invoice on …' names the day the duty was priced, a moment: it reads the reader's own day, as the
 * invoice's dates do. It read the UTC day, so a reader in Lagos whose request was packed at 00:30 their time saw
 * yesterday's date.
 */
type Answer = Parameters<typeof RequestDuties>[0]["answer"];
const priced = (pricedAt: string): Answer => ({
  duties: { lines: [], problems: [], warnings: [], total_kobo: 0, freight_kobo: 0 } as unknown as Answer["duties"],
  duties_priced: { priced_at: pricedAt, invoice_currency: "USD", invoice_amount_minor: 4_500, invoice_rate: "1500" },
  invoice: null,
});

function billedOn(pricedAt: string) {
  const view = renderPage(<RequestDuties answer={priced(pricedAt)} />);
  const text = /As billed on your invoice on ([^:]+):/.exec(view.container.textContent ?? "")?.[1];
  view.unmount();
  return text;
}

describe("in Lagos (UTC+1)", () => {
  inTimeZone("Africa/Lagos");

  it("a duty priced at 00:30 Lagos time (23:30 UTC the day before) reads the Lagos day", () => {
    expect(billedOn("2026-12-01T23:30:00.000Z")).toBe("December 2, 2026");
  });

  it("a duty priced in the afternoon reads the same day", () => {
    expect(billedOn("2026-12-02T14:00:00.000Z")).toBe("December 2, 2026");
  });
});

describe("in Chicago (UTC-6)", () => {
  inTimeZone("America/Chicago");

  it("a duty priced at 9:30 PM Chicago time (03:30 UTC the day after) reads the Chicago day", () => {
    expect(billedOn("2026-12-02T03:30:00.000Z")).toBe("December 1, 2026");
  });
});
