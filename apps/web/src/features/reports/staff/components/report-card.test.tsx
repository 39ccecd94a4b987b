import { REPORTS_TEXTS } from "@app/shared/reports/staff";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../../../test/render";
import { ReportCard } from "./report-card";

const range = { from: "2026-03-01", to: "2026-03-07", warehouse: "" };

/** A state read now says so under its title; a flow of the range does not (docs/decisions/0077). */
describe("a report's card", () => {
  it("labels a state as read now, whatever the range", async () => {
    renderPage(<ReportCard name="shelf_age" rows={[{ age: "0–7 days", parcels: 2 }]} range={range} />);
    const heading = await screen.findByRole("heading", { name: /On the shelves by age/ });
    expect(heading.textContent).toContain(REPORTS_TEXTS.now);
    expect(screen.getByText(REPORTS_TEXTS.nowNote)).toBeTruthy();
  });

  it("does not label a flow of the range", async () => {
    renderPage(<ReportCard name="received_per_day" rows={[{ day: "2026-03-01", parcels: 2 }]} range={range} />);
    const heading = await screen.findByRole("heading", { name: /Parcels received per day/ });
    expect(heading.textContent).not.toContain(REPORTS_TEXTS.now);
    expect(screen.queryByText(REPORTS_TEXTS.nowNote)).toBeNull();
  });
});
