import type { CustomerPackage } from "@app/shared/packages/pre-alert";
import { afterEach, describe, expect, it } from "vitest";
import { checkNoUnansweredRequests, fakeNetwork } from "../../../../test/fake-network";
import { renderPage } from "../../../../test/render";
import PackagesPage from "../../../routes/user/packages";

const parcel = (id: number, description: string): CustomerPackage => ({
  id,
  package_code: `SWP1000${id}`,
  status: "received",
  warehouse: "Brixton",
  warehouse_label: "London, UK",
  carrier: "UPS",
  carrier_tracking_number: `1Z${id}`,
  store: null,
  description,
  declared_value: null,
  declared_currency: null,
  weight_grams: 1200,
  length_mm: 300,
  width_mm: 200,
  height_mm: 100,
  volumetric_grams: 1200,
  condition: "good",
  condition_note: null,
  photos: [],
  received_at: "2026-11-28T10:00:00.000Z",
  storage: null,
  created_at: "2026-11-28T10:00:00.000Z",
  receipt: null,
  claim: null,
  ship_request_id: null,
});

afterEach(checkNoUnansweredRequests);

/** My Packages opened from an e-mail's link (docs/decisions/0035). */
describe("the parcel an e-mail links to", () => {
  it("?package=<id> shows that parcel first, outlined and focused, even when it is not on the page shown", async () => {
    fakeNetwork()
      .on("GET", "/api/packages/66", { body: { package: parcel(66, "The parcel the mail names") } })
      .on("GET", "/api/packages", {
        body: {
          packages: [parcel(67, "A newer parcel")],
          counts: { expected: 0, warehouse: 21, shipped: 0 },
          pagination: { page: 1, pageSize: 20, total: 21, totalPages: 2 },
        },
      });
    const view = renderPage(<PackagesPage />, { url: "/user/packages?tab=warehouse&package=66" });
    const opened = await view.findByTestId("linked-package");
    expect(opened.textContent).toContain("The parcel the mail names");
    await view.findByText("A newer parcel");
    expect(document.activeElement).toBe(opened);
    expect(view.getAllByTestId("package-card")).toHaveLength(2);
  });

  it("#<package code> outlines that card on the tab shown", async () => {
    fakeNetwork().on("GET", "/api/packages", {
      body: {
        packages: [parcel(67, "A newer parcel"), parcel(66, "The parcel the mail names")],
        counts: { expected: 0, warehouse: 2, shipped: 0 },
        pagination: { page: 1, pageSize: 20, total: 2, totalPages: 1 },
      },
    });
    const view = renderPage(<PackagesPage />, { url: "/user/packages?tab=warehouse#SWP100066" });
    await view.findByText("The parcel the mail names");
    const highlighted = view.getAllByTestId("package-card").filter((card) => card.dataset.highlighted === "true");
    expect(highlighted.map((card) => card.dataset.packageCode)).toEqual(["SWP100066"]);
  });
});
