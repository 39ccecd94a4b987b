import type { TrackingResult } from "@app/shared/tracking/tracking";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../../test/render";
import { inTimeZone } from "../../../../test/time-zone";
import { TrackingResultCard } from "./tracking-result";

/** An update at 9:30 PM on December 1 in Texas (Stafford's warehouse) is 03:30 UTC on December 2. */
const UPDATED = "2026-12-02T03:30:00.000Z";
const RESULT: TrackingResult = {
  tracking_number: "SWG4821ABC",
  warehouse_arrival_date: "2026-11-20",
  shipment_status: "In Transit",
  shipment_date: "2026-11-22",
  payment_status: "Paid",
  estimated_delivery_date: "2026-12-05",
  updated_at: UPDATED,
  history: [{ shipment_status: "In Transit", created_at: UPDATED }],
  events: [],
};

const fieldValue = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("the tracking result in the reader's time zone", () => {
  inTimeZone("America/Chicago");

  it("dates the last update on the reader's day, the day its timeline shows; calendar dates keep theirs", () => {
    renderPage(<TrackingResultCard result={RESULT} />);
    expect(fieldValue("Last Update")).toBe("December 1, 2026");
    const newest = screen.getAllByRole("listitem")[0]!;
    expect(newest.querySelector("time")?.textContent).toMatch(/^December 1, 2026, 9:30 PM$/);
    expect(fieldValue("Warehouse Arrival Date")).toBe("November 20, 2026");
    expect(fieldValue("Shipment Date")).toBe("November 22, 2026");
    expect(fieldValue("Estimated Delivery Date")).toBe("December 5, 2026");
  });
});
