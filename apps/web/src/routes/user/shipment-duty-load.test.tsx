import type { ShipmentDutyView } from "@app/shared/customs/assessment";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import { inTransitShipment as SHIPMENT } from "../../../test/shipment";
import ShipmentDetailPage from "./shipment-detail";

/**
 * The customer's shipment page: when its duty could not be loaded it says so under 'Duties and taxes' with the
 * reason and 'Try again'; the section was left out, which read as a shipment without duty.
 */
const REASON = "Too many requests. Please wait a moment.";
const DUTY: ShipmentDutyView = {
  shipment_id: 8,
  tracking_number: "SWG64437DUS",
  estimated_kobo: 4_500_000,
  invoice_currency: "NGN",
  invoice_amount_minor: 4_500_000,
  invoice_id: 8,
  assessed_kobo: null,
  difference_kobo: null,
  assessments: [],
};

describe("the customer's shipment page, its duty not loaded", () => {
  it("says why under 'Duties and taxes' and loads it again with 'Try again'", async () => {
    let failing = true;
    const network = fakeNetwork()
      .on("GET", "/api/shipments/8", { body: { shipment: SHIPMENT, history: [], events: [] } })
      .on("GET", "/api/shipments/8/customs-duty", () => {
        if (!failing) return { body: { duty: DUTY } };
        failing = false;
        return { status: 429, body: { error: REASON } };
      });
    const view = renderPage(<ShipmentDetailPage />, {
      url: "/user/my-shipments/shipment/8",
      path: "/user/my-shipments/shipment/:id",
    });

    const failed = (await view.findByText("We could not load the duties and taxes of this shipment.")).closest(
      "[role=alert]",
    );
    expect(failed?.textContent).toContain(REASON);
    expect(view.getByRole("heading", { name: "Duties and taxes" })).toBeTruthy();

    await view.user.click(view.getByRole("button", { name: "Try again" }));
    expect(await view.findByText("₦45,000.00")).toBeTruthy();
    expect(view.queryByRole("alert")).toBeNull();
    expect(network.requests("GET", "/api/shipments/8/customs-duty")).toHaveLength(2);
  });
});
