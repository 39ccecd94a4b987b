import { WAREHOUSES } from "@app/shared/core/company";
import { RECEIVING_TEXTS } from "@app/shared/packages/receiving.staff";
import { screen } from "@testing-library/react";
import { afterAll, beforeAll, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import { RequireAdmin } from "../../lib/admin-session";
import AdminReceivingPage from "./receiving";

/**
 * The receiving desk offers only the warehouses the signed-in account works at (decision 0069): the API refuses a
 * parcel received at another one with 403, which a clerk would otherwise learn only at the save, after weighing and
 * photographing it. A warehouse this browser's desk was last set to is restored only when it is one of them.
 */

// happy-dom has no select.size nor option.defaultSelected, so react-hook-form takes every select for one changed
// before the form was ready and keeps its first option over the form's value (a restored warehouse). As a browser has:
beforeAll(() => {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute("size") ?? 0);
    },
  });
  Object.defineProperty(HTMLOptionElement.prototype, "defaultSelected", {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute("selected");
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLSelectElement.prototype, "size");
  Reflect.deleteProperty(HTMLOptionElement.prototype, "defaultSelected");
});

it.each([
  { warehouses: ["Brixton", "Isolo"], chosen: "", options: ["Brixton", "Isolo"] },
  { warehouses: null, chosen: "Trail Richmond", options: WAREHOUSES.map((w) => w.city) },
])("offers an account of $warehouses only its warehouses, and no saved one outside them", async (account) => {
  const staff = { id: 3, firstname: "Wale", lastname: "Worker", email: "w@example.com", role: "worker" };
  const admin = { ...staff, must_change_password: false, warehouses: account.warehouses };
  fakeNetwork().on("GET", "/api/admins/me", { body: { admin } });
  // This browser's desk was last set to Trail Richmond (by someone else, or before the account's warehouses changed).
  localStorage.setItem("receiving-desk.settings", JSON.stringify({ warehouse: "Trail Richmond" }));
  const { user } = renderPage(
    <RequireAdmin>
      <AdminReceivingPage />
    </RequireAdmin>,
    { url: "/admin/receiving", path: "/admin/receiving" },
  );
  const select = (await screen.findByLabelText(/This desk's warehouse/)) as HTMLSelectElement;
  expect(Array.from(select.options, (o) => o.value).filter(Boolean)).toEqual(account.options);
  expect(select.value).toBe(account.chosen);
  // The form holds it too: the desk asks for a warehouse rather than send one the server refuses.
  await user.click(screen.getByRole("button", { name: "Save parcel" }));
  await screen.findByText("Enter the weight.");
  expect(screen.queryByText(RECEIVING_TEXTS.warehouseRequired) === null).toBe(account.chosen !== "");
});
