import type { EstimateComparison } from "@app/shared/ship-requests/estimate";
import { ESTIMATE_COMPARISON_TEXTS as TEXTS } from "@app/shared/ship-requests/estimate-comparison";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EstimateComparisonPanel } from "./estimate-comparison";

/** The invoice beside the estimate names what it compares: the shipping charges, with the duties apart. */
const comparison: EstimateComparison = {
  ship_request_id: 11,
  estimate_minor: 41250,
  low_minor: 39000,
  high_minor: 45000,
  invoice_minor: 41250,
  duties_minor: 15003,
  currency: "USD",
  difference_minor: 0,
  difference_percent: "0.0",
  within_range: true,
  notice_percent: 10,
  above_notice: false,
  reasons: [],
};

/** Each row of the panel as "label: value". */
const rows = () =>
  screen.getAllByRole("term").map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe("the invoice beside the estimate", () => {
  it("labels the shipping charges as such and shows the duties and the total they add up to", () => {
    render(<EstimateComparisonPanel comparison={comparison} />);
    expect(rows()).toEqual([
      `${TEXTS.estimate}: $412.50 (range $390.00 to $450.00)`,
      `${TEXTS.shipping}: $412.50, within the estimate's range`,
      `${TEXTS.difference}: $0.00 (0.0 %)`,
      `${TEXTS.duties}: $150.03`,
      `${TEXTS.total}: $562.53`,
    ]);
    expect(TEXTS.shipping).toBe("Shipping charges on the invoice");
    expect(TEXTS.duties).toBe("Duties and taxes (not in the estimate)");
  });

  it("has no duties row for an invoice without duties", () => {
    render(<EstimateComparisonPanel comparison={{ ...comparison, duties_minor: 0 }} />);
    expect(rows().map((row) => row.split(":")[0])).toEqual([TEXTS.estimate, TEXTS.shipping, TEXTS.difference]);
  });
});
