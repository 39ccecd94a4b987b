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

/** The new request's page at `url`, with `packages` on the shelf and no customs tariff yet. */
function renderNewRequest(url: string, packages: CustomerPackage[]) {
  fakeNetwork()
    .on("GET", "/api/packages", {
      body: { packages, pagination: { page: 1, pageSize: 100, total: packages.length, totalPages: 1 } },
    })
    .on("GET", "/api/customs/tariff", { status: 404, body: { error: "Not found" } });
  return renderPage(<ShipRequestNewPage />, { url });
}

/** The new request's package picker: a parcel staff put on hold is shown, not offered (decision 0130). */
describe("a parcel on hold on the ship request form", () => {
  it("is not selectable, says why, and is not taken from ?packages=", async () => {
    renderNewRequest("/user/ship-requests/new?packages=1,2", [onShelf(1, "received"), onShelf(2, "on_hold")]);

    const free = await screen.findByRole("checkbox", { name: /SWP200001/ });
    const held = screen.getByRole("checkbox", { name: /SWP200002/ });
    expect((free as HTMLInputElement).checked).toBe(true);
    expect((free as HTMLInputElement).disabled).toBe(false);
    expect((held as HTMLInputElement).checked).toBe(false);
    expect((held as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(SHIP_REQUEST_TEXTS.onHoldNote)).toBeTruthy();
  });
});

/** The declaration's running total: rows in two currencies were added up as one ('$620.50' for $120.50 and £500). */
describe("the declared total while rows name two currencies", () => {
  it("shows each currency's total and the one-currency rule, then one total once they agree", async () => {
    const view = renderNewRequest("/user/ship-requests/new?packages=1", [onShelf(1, "received")]);

    await view.user.type(await screen.findByLabelText(/Item 1 description/), "Wireless headphones");
    await view.user.type(screen.getAllByLabelText(/Unit value/)[0]!, "120.50");
    await view.user.click(screen.getByRole("button", { name: "Add item" }));
    await view.user.type(screen.getByLabelText(/Item 2 description/), "PS5 console");
    await view.user.type(screen.getAllByLabelText(/Unit value/)[1]!, "500");
    await view.user.selectOptions(screen.getAllByLabelText(/Currency/)[1]!, "GBP");

    const total = screen.getByTestId("declaration-total");
    expect(total.textContent).toBe(`Declared total: $120.50 + £500.00${SHIP_REQUEST_TEXTS.oneCurrency}`);
    await view.user.selectOptions(screen.getAllByLabelText(/Currency/)[1]!, "USD");
    expect(total.textContent).toBe("Declared total: $620.50");
  });
});

/** A quantity the server refuses (1.5) was counted as 2 in the running total, with no word of what was wrong. */
describe("the declared total with a quantity the server refuses", () => {
  it("counts nothing for it and shows the quantity's error once the field is left, then counts the fixed one", async () => {
    const view = renderNewRequest("/user/ship-requests/new?packages=1", [onShelf(1, "received")]);

    await view.user.type(await screen.findByLabelText(/Item 1 description/), "Wireless headphones");
    await view.user.type(screen.getByLabelText(/Unit value/), "10");
    const quantity = screen.getByLabelText(/Quantity/);
    await view.user.clear(quantity);
    await view.user.type(quantity, "1.5");
    const total = screen.getByTestId("declaration-total");
    expect(total.textContent).toBe("Declared total: $0.00");

    await view.user.tab();
    expect(await screen.findByText("Quantity must be a whole number of at least 1.")).toBeTruthy();
    expect(quantity.getAttribute("aria-invalid")).toBe("true");

    await view.user.clear(quantity);
    await view.user.type(quantity, "2");
    expect(total.textContent).toBe("Declared total: $20.00");
    expect(screen.queryByText("Quantity must be a whole number of at least 1.")).toBeNull();
  });
});
