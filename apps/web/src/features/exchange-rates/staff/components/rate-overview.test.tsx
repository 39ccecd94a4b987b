import type { ExchangeRate } from "@app/shared/exchange-rates/exchange-rates";
import type { ExchangeRatesOverview } from "@app/shared/exchange-rates/staff";
import { render, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inTimeZone } from "../../../../../test/time-zone";
import { RateOverview } from "./rate-overview";

/** A rate's moments read in the browser's time zone, date and time alike (here Shanghai, UTC+8). */
inTimeZone("Asia/Shanghai");

const rate: ExchangeRate = {
  id: 1,
  kind: "payment",
  currency: "USD",
  rate: "1605.25",
  effective_at: "2026-12-01T20:01:14Z",
  source: "manual",
  note: null,
  published_by: "Ada Owner",
  created_at: "2026-12-01T15:30:00Z",
};
const overview: ExchangeRatesOverview = {
  currencies: [{ currency: "USD", in_force: rate, scheduled: null, stale: false, warning: null }],
  customs: [],
  stale_after_hours: 24,
  lock_minutes: 30,
  provider: "manual",
  history: [rate],
};

describe("the exchange rates overview", () => {
  it("shows when a rate takes effect and was published in the browser's time zone", () => {
    const view = render(<RateOverview overview={overview} />);
    // 20:01 UTC on December 1 is 04:01 on December 2 in Shanghai (it read "December 1, 2026 04:01").
    expect(view.getByTestId("payment-rate-USD").textContent).toContain("In force since December 2, 2026, 04:01");
    const [, row] = within(view.getByRole("region", { name: "Exchange rate history" })).getAllByRole("row");
    const cells = within(row!)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(3, 5)).toEqual(["December 2, 2026, 04:01", "December 1, 2026, 23:30"]);
  });
});
