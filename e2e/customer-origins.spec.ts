import { LGA_NOT_LISTED, LGAS_BY_STATE } from "../packages/shared/src/ship-requests/lgas";
import { SAMPLE_SHIP_REQUEST_FORM } from "../packages/shared/src/ship-requests/sample";
import { loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { receivedPackages, signUpCustomer } from "./support/records";
import { fillShipRequestForm } from "./support/ship-requests";

/**
 * A customer's addresses and choices (docs/decisions/0039): a shopping address in Guangzhou and none in Lagos (the
 * Lagos warehouses are destinations), "Ship these" with no parcel ticked, the door's LGA from its state's list
 * (the server refusing any other), and the notification settings in the side menu; on a phone and on a desktop.
 */
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 844 : 900 } });

    test("a customer shops to Guangzhou, ships with no parcel ticked and the LGA from the state's list, and opens notifications from the side menu", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const customer = await signUpCustomer(request, { prefix: `origins${width}` });
      const { user } = await loginCustomerByApi(page, customer);
      const me = (await (await page.request.get("/api/users/me")).json()).user as { suite_number: string };

      // Shopping addresses: the origins USA, UK and China; no Lagos warehouse among them.
      await page.goto("/user/home");
      const choice = page.getByLabel("Change Address");
      await expect(choice.locator("option")).toHaveText(["Stafford, Texas, USA", "London, UK", "Guangzhou, China"]);
      await choice.selectOption({ label: "Guangzhou, China" });
      const address = page.getByTestId("shopping-address");
      await expect(address).toContainText(`Room ${me.suite_number}`);
      await expect(address).toContainText("Guangdong");
      await expect(address).toContainText("China");
      await page.reload();
      await expect(page.getByLabel("Change Address")).toHaveValue("Guangzhou");
      await expect(page.getByTestId("shopping-address")).not.toContainText("Lagos");

      // Notification settings straight from the side menu (a drawer on a phone).
      if (width < 1024) await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Notifications" }).click();
      await expect(page).toHaveURL(/\/user\/notifications$/);
      await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();

      // Two parcels arrive in Guangzhou; "Ship these" opens the form with neither ticked.
      const [shoes, lamp] = await receivedPackages(request, user.id, "Guangzhou", [
        { description: "Running shoes", weight: "2", length: "30", width: "20", height: "15" },
        { description: "Desk lamp", weight: "1.25", length: "40", width: "30", height: "20" },
      ]);
      await page.goto("/user/packages?tab=warehouse");
      await page.getByRole("link", { name: "Ship these" }).click();
      const form = page.getByRole("form", { name: "Ship request" });
      const shoesBox = form.getByRole("checkbox", { name: new RegExp(shoes!.package_code) });
      const lampBox = form.getByRole("checkbox", { name: new RegExp(lamp!.package_code) });
      await expect(shoesBox).not.toBeChecked();
      await expect(lampBox).not.toBeChecked();
      await shoesBox.check();

      // The LGA comes from the chosen state's list: Kano's 44, then Lagos's 20 (the Kano choice is dropped).
      const state = form.getByLabel("State");
      const lga = form.getByLabel("Local government area (LGA)");
      await expect(lga).toBeDisabled();
      await state.selectOption("Kano");
      await expect(lga.locator("option")).toHaveText(["Choose an LGA", ...LGAS_BY_STATE.Kano]);
      await lga.selectOption("Dala");
      await state.selectOption("Lagos");
      await expect(lga).toHaveValue("");
      await expect(lga.locator("option")).toHaveText(["Choose an LGA", ...LGAS_BY_STATE.Lagos]);
      await fillShipRequestForm(form, [["Men's running shoes", "1", "85"]]);
      await expect(lga).toHaveValue("Eti-Osa");
      await form.getByLabel("I confirm that this customs declaration is true and complete.").check();
      await form.getByRole("button", { name: "Submit and see the quote" }).click();
      await expect(page).toHaveURL(/\/user\/ship-requests\/\d+$/);
      await expect(page.getByTestId("delivery")).toContainText("Eti-Osa LGA, Lagos");
      const id = Number(page.url().split("/").pop());
      const saved = await (await page.request.get(`/api/ship-requests/${id}`)).json();
      expect(saved.ship_request.packages.map((p: { id: number }) => p.id)).toEqual([shoes!.id]);
      expect(saved.ship_request).toMatchObject({ warehouse: "Guangzhou", state: "Lagos", lga: "Eti-Osa" });

      // The server checks the same list: an LGA of another state is refused naming the field, and nothing is stored.
      const refused = await page.request.post("/api/ship-requests", {
        data: {
          ...SAMPLE_SHIP_REQUEST_FORM,
          package_ids: [lamp!.id],
          items: [{ description: "LED desk lamp", quantity: 1, unit_value: "20", currency: "USD" }],
          state: "Kano",
          lga: "Eti-Osa",
        },
      });
      expect(refused.status(), await refused.text()).toBe(400);
      expect((await refused.json()).fields.lga).toBe(LGA_NOT_LISTED);
      expect((await (await page.request.get("/api/ship-requests")).json()).pagination.total).toBe(1);
    });
  });
}
