import type { TrackingResult } from "@app/shared/tracking/tracking";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../test/fake-network";
import { renderPage } from "../../../../test/render";
import { TrackingLookup } from "./tracking-lookup";

const RESULT: TrackingResult = {
  tracking_number: "SWG4821ABC",
  warehouse_arrival_date: "2026-11-20T10:00:00.000Z",
  shipment_status: "In Transit",
  shipment_date: "2026-11-22T10:00:00.000Z",
  payment_status: "Paid",
  estimated_delivery_date: "2026-12-05T10:00:00.000Z",
  updated_at: "2026-11-30T10:00:00.000Z",
  history: [],
  events: [],
};

/**
 * A lookup's outcome is spoken by the page's status region, not only drawn: a screen reader heard 'Looking up your
 * package...' and then nothing when the result appeared below the form.
 */
describe("the tracking lookup", () => {
  it("announces the number it found and its status", async () => {
    fakeNetwork().on("GET", "/api/track/swg4821abc", { status: 200, body: RESULT });
    const { user, router } = renderPage(<TrackingLookup />, { url: "/track-package", path: "/track-package/:id?" });
    await user.type(screen.getByLabelText("Tracking Number"), "swg4821abc");
    await user.click(screen.getByRole("button", { name: "Track" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/track-package/swg4821abc"));
    await screen.findByRole("heading", { name: /Tracking number SWG4821ABC/ });
    // The result's "Notify me" form holds its own (empty) status region for the message it may show later.
    const spoken = screen
      .getAllByRole("status")
      .map((region) => region.textContent)
      .filter(Boolean);
    expect(spoken).toEqual(["Tracking number SWG4821ABC found. Shipment status: In Transit. Payment status: Paid."]);
  });

  it("announces that it is looking, then the server's error", async () => {
    fakeNetwork().on("GET", "/api/track/NOPE1", {
      status: 404,
      body: { error: "No shipment found with this tracking number." },
    });
    renderPage(<TrackingLookup />, { url: "/track-package/NOPE1", path: "/track-package/:id?" });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("No shipment found with this tracking number.");
    expect(screen.getByRole("status").contains(alert)).toBe(true);
  });
});
