import type { ShipRequestView } from "@app/shared/ship-requests/ship-requests";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../../test/render";
import { ShipRequestSummary } from "./ship-request-summary";

const request = (over: Partial<ShipRequestView>): ShipRequestView => ({
  id: 7,
  status: "submitted",
  warehouse: "Trail Richmond",
  warehouse_label: "Stafford, Texas, USA",
  consolidate: true,
  repack: "keep_outer_box",
  insurance: false,
  fragile: false,
  photos_of_contents: false,
  service: "air_express",
  delivery: "office_pickup",
  street: null,
  landmark: null,
  city: null,
  lga: null,
  state: null,
  phone: "+2348031234567",
  office: "isolo",
  rate_card_id: null,
  quote_total_minor: null,
  currency: null,
  declared_total_minor: 0,
  declared_currency: "USD",
  packages: [],
  items: [],
  returned_reason: null,
  returned_at: null,
  created_at: "2026-12-01T10:00:00.000Z",
  updated_at: "2026-12-01T10:00:00.000Z",
  ...over,
});

/**
 * The delivery line of the customer's request: an office pickup names the office as packing writes it in the
 * shipment's address and the master manifest lists it (lagosOfficeLabel), so the customer reads what staff read.
 */
describe("ShipRequestSummary's delivery", () => {
  it("names the Lagos office the customer chose, with its address", () => {
    const view = renderPage(<ShipRequestSummary request={request({ office: "isolo" })} />);
    expect(view.getByTestId("delivery").textContent).toBe("Pickup at the Isolo office, 7 Osolo Way, Isolo");
    view.unmount();
    const yaba = renderPage(<ShipRequestSummary request={request({ office: "yaba" })} />);
    expect(yaba.getByTestId("delivery").textContent).toBe(
      "Pickup at the Yaba office, 12 Herbert Macaulay Way, Sabo, Yaba",
    );
  });

  it("shows an office code it does not know as it is, and a door delivery's address", () => {
    const unknown = renderPage(<ShipRequestSummary request={request({ office: "lekki" })} />);
    expect(unknown.getByTestId("delivery").textContent).toBe("Pickup at the lekki");
    unknown.unmount();
    const door = renderPage(
      <ShipRequestSummary
        request={request({
          delivery: "door",
          office: null,
          street: "14 Adeola Odeku St",
          landmark: "the bank",
          city: "Victoria Island",
          lga: "Eti-Osa",
          state: "Lagos",
        })}
      />,
    );
    expect(door.getByTestId("delivery").textContent).toBe(
      "14 Adeola Odeku St, near the bank, Victoria Island, Eti-Osa LGA, Lagos",
    );
  });
});
