import type { StatusHistoryEntry, TrackingEvent } from "@app/shared/tracking/tracking";
import { render, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inTimeZone } from "../../../test/time-zone";
import { TrackingTimeline } from "./tracking-timeline";

/**
 * The timeline's times are read in the reader's time zone, date and time alike. Shanghai (UTC+8, no summer time): an
 * evening in UTC is the next morning there, the case where a UTC date beside a local time named the wrong day.
 */
inTimeZone("Asia/Shanghai");

const milestone = (occurred_at: string, milestone_label: string): TrackingEvent => ({
  kind: "milestone",
  milestone: null,
  milestone_label,
  customs_reason: null,
  customs_reason_label: null,
  place: null,
  note: null,
  new_expected_date: null,
  occurred_at,
});

describe("the tracking timeline", () => {
  it("shows each entry's date and time in the reader's time zone, newest first", () => {
    const history: StatusHistoryEntry[] = [
      { shipment_status: "In Transit", created_at: "2026-12-01T15:30:00Z" },
      { shipment_status: "Available", created_at: "2026-12-02T01:00:00Z" },
    ];
    const view = render(
      <TrackingTimeline history={history} events={[milestone("2026-12-01T20:01:14Z", "Arrived in Lagos")]} />,
    );
    const entries = within(view.getByRole("list", { name: "Tracking history" })).getAllByRole("listitem");
    const shown = entries.map((li) => [li.querySelector("p")?.textContent, li.querySelector("time")?.textContent]);
    expect(shown).toEqual([
      ["Available", "December 2, 2026, 9:00 AM"],
      // 20:01 UTC on December 1 is 4:01 AM on December 2 in Shanghai (it read "December 1, 2026, 4:01 AM").
      ["Arrived in Lagos", "December 2, 2026, 4:01 AM"],
      ["In Transit", "December 1, 2026, 11:30 PM"],
    ]);
    expect(entries[1]?.querySelector("time")?.getAttribute("dateTime")).toBe("2026-12-01T20:01:14Z");
  });
});
