import type { CustomerPackage } from "@app/shared/packages/pre-alert";
import { SHIP_REQUEST_TEXTS } from "@app/shared/ship-requests/ship-requests";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../test/fake-network";
import { renderPage } from "../../../../test/render";
import ShipRequestNewPage from "../../../routes/user/ship-request-new";

const onShelf = (id: number, status: CustomerPackage["status"]) =>
  ({
    id,
    package_code: `SWP20000${id}`,
    status,
    warehouse: "Trail Richmond",
    warehouse_label: "Stafford, Texas, USA",
    description: `Parcel ${id}`,
    weight_grams: 2000,
    photos: [],
    ship_request_id: null,
  }) as unknown as CustomerPackage;

/** The new request's package picker: a parcel staff put on hold is shown, not offered (decision 0130). */
describe("a parcel on hold on the ship request form", () => {
  it("is not selectable, says why, and is not taken from ?packages=", async () => {
    fakeNetwork()
      .on("GET", "/api/packages", {
        body: {
          packages: [onShelf(1, "received"), onShelf(2, "on_hold")],
          pagination: { page: 1, pageSize: 100, total: 2, totalPages: 1 },
        },
      })
      .on("GET", "/api/customs/tariff", { status: 404, body: { error: "Not found" } });
    renderPage(<ShipRequestNewPage />, { url: "/user/ship-requests/new?packages=1,2" });

    const free = await screen.findByRole("checkbox", { name: /SWP200001/ });
    const held = screen.getByRole("checkbox", { name: /SWP200002/ });
    expect((free as HTMLInputElement).checked).toBe(true);
    expect((free as HTMLInputElement).disabled).toBe(false);
    expect((held as HTMLInputElement).checked).toBe(false);
    expect((held as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(SHIP_REQUEST_TEXTS.onHoldNote)).toBeTruthy();
  });
});
