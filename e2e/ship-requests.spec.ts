import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { receivedPackages, signUpCustomer } from "./support/records";
import { fillShipRequestForm } from "./support/ship-requests";

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

test("a customer consolidates two received packages, declares the items, sees the quote, and cancels", async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request, { prefix: "shipreq" });
  const { user } = await loginCustomerByApi(page, customer);
  const [shoes, lamp] = await receivedPackages(request, user.id, "Trail Richmond", [
    { description: "Running shoes", weight: "2", length: "30", width: "20", height: "15" },
    { description: "Desk lamp", weight: "1.25", length: "50", width: "40", height: "30" },
  ]);
  const [london] = await receivedPackages(request, user.id, "Brixton", [
    { description: "Wool scarf", weight: "0.5", length: "20", width: "15", height: "5" },
  ]);

  // From My Packages' 'At the warehouse' tab: "Ship these" opens the form with no parcel ticked; the customer ticks.
  await page.goto("/user/packages?tab=warehouse");
  await page.getByRole("link", { name: "Ship these" }).click();
  await expect(page.getByRole("heading", { name: "Ship my packages" })).toBeVisible();
  const form = page.getByRole("form", { name: "Ship request" });
  await expect(form.getByRole("group", { name: "Stafford, Texas, USA" })).toContainText(shoes!.package_code);
  await expect(form.getByRole("group", { name: "London, UK" })).toContainText(london!.package_code);
  for (const parcel of [shoes!, lamp!, london!]) {
    const box = form.getByRole("checkbox", { name: new RegExp(parcel.package_code) });
    await expect(box).not.toBeChecked();
    await box.check();
  }

  // Bad input: every message under its field, from the same schema as the API.
  await form.getByRole("button", { name: "Submit and see the quote" }).click();
  await expect(form.getByText("Enter the street address.")).toBeVisible();
  await expect(form.getByText("Enter a Nigerian phone number, e.g. 0803 123 4567.")).toBeVisible();
  await expect(form.getByText("Describe the item.")).toBeVisible();
  await expect(form.getByText("Enter the value of one item (more than 0).")).toBeVisible();
  await expect(form.getByText("Confirm that the customs declaration is true and complete.")).toBeVisible();
  // Focus goes to the first invalid field on the page (the form's own confirmation is registered before it).
  await expect(form.getByLabel("Street address")).toBeFocused();

  await fillShipRequestForm(form, [
    ["Gift", "1", "60"],
    ["LED desk lamp", "2", "25.50"],
  ]);
  await expect(form.getByTestId("declaration-total")).toHaveText("Declared total: $111.00");
  await form.getByLabel("I confirm that this customs declaration is true and complete.").check();

  // All three chosen: two warehouses. The server says so, naming them, and nothing is stored.
  await form.getByRole("button", { name: "Submit and see the quote" }).click();
  await expect(form.getByText(/'Gift' is too vague for customs/)).toBeVisible();
  await form.getByLabel("Item 1 description").fill("Men's running shoes");
  await form.getByRole("button", { name: "Submit and see the quote" }).click();
  await expect(form.getByText(/^Choose packages at one warehouse: these are at .*London, UK/)).toBeVisible();
  expect((await (await page.request.get("/api/ship-requests")).json()).pagination.total).toBe(0);

  await form.getByRole("checkbox", { name: new RegExp(london!.package_code) }).uncheck();
  await form.getByRole("button", { name: "Submit and see the quote" }).click();
  await expect(toast(page, "Your ship request has been submitted.")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/ship-requests\/\d+$/);
  const id = Number(page.url().split("/").pop());

  // The quote page: what the API priced, with the request and the declaration.
  const answer = await (await page.request.get(`/api/ship-requests/${id}`)).json();
  expect(answer.ship_request.packages.map((p: { id: number }) => p.id).sort()).toEqual([shoes!.id, lamp!.id].sort());
  expect(answer.quote.available).toBe(true);
  // The demo's Stafford → Lagos air express card (lb, 139 in³/lb, whole lb, $7.50/lb from 10 to 50 lb): the box the
  // packing allowance models (decision 0030; retail boxes kept) 58.1 × 47.3 × 36.5 cm = 6,121 in³ ÷ 139 = 44.04 lb
  // volumetric → 45 lb × $7.50 = $337.50, 2 packages consolidated × $2.50, 1 box repacked × $5.00 = $347.50.
  expect(answer.quote).toMatchObject({ currency: "USD", total_minor: 34_750 });
  expect(answer.quote.parcels[0]).toMatchObject({ chargeable: "45", unit: "lb", divisor: "139 in³/lb" });
  await expect(page.getByTestId("quote-total")).toHaveText("Estimated total: $347.50");
  await expect(page.getByTestId("quote-chargeable")).toContainText("45 lb");
  const parcel = page.getByTestId("quote");
  await expect(parcel.getByTestId("quote-actual")).toContainText("3.25 kg");
  await expect(parcel.getByTestId("quote-volumetric")).toContainText(answer.quote.parcels[0].divisor);
  await expect(parcel.getByTestId("quote-chargeable")).toContainText(answer.quote.parcels[0].rounding);
  await expect(page.getByTestId("quote-total")).toContainText(
    ((answer.quote.total_minor as number) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 }),
  );
  await expect(page.getByTestId("phone")).toHaveText("0803 123 4567");
  await expect(page.getByTestId("delivery")).toContainText("Eti-Osa LGA, Lagos");
  await expect(page.getByTestId("declared-total")).toHaveText("$111.00");
  await expect(page.getByText("Submitted", { exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // At 390 px the page still fits.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The packages wait, ready to ship.
  const warehouse = await (await page.request.get("/api/packages?tab=warehouse")).json();
  const statusOf = (pid: number) => warehouse.packages.find((p: { id: number }) => p.id === pid)?.status;
  expect([statusOf(shoes!.id), statusOf(lamp!.id), statusOf(london!.id)]).toEqual([
    "ready_to_ship",
    "ready_to_ship",
    "received",
  ]);

  // A new request cannot take them: the form shows them greyed out, naming the request they are in, with a link;
  // the parcel left out is offered as before. My Packages says the same on their cards.
  await page.goto("/user/ship-requests/new");
  const next = page.getByRole("form", { name: "Ship request" });
  for (const held of [shoes!, lamp!]) {
    await expect(next.getByRole("checkbox", { name: new RegExp(held.package_code) })).toBeDisabled();
  }
  await expect(next.getByRole("link", { name: `In ship request #${id}` })).toHaveCount(2);
  await expect(next.getByRole("checkbox", { name: new RegExp(london!.package_code) })).toBeEnabled();
  await page.goto("/user/packages?tab=warehouse");
  const shoesCard = page.locator(`[data-package-code="${shoes!.package_code}"]`);
  await expect(shoesCard.getByRole("link", { name: `In ship request #${id}` })).toBeVisible();
  await expect(
    page.locator(`[data-package-code="${london!.package_code}"]`).getByTestId("held-by-request"),
  ).toHaveCount(0);
  await shoesCard.getByRole("link", { name: `In ship request #${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/user/ship-requests/${id}$`));

  // My Ship Requests lists it; cancel asks first and puts the packages back.
  await page.goto("/user/ship-requests");
  await page.getByRole("link", { name: `Ship request #${id}` }).click();
  await page.getByRole("button", { name: "Cancel ship request" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel ship request" }).click();
  await expect(toast(page, "Your ship request has been cancelled.")).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel ship request" })).toHaveCount(0);
  // Cancelled, it is never packed: the estimate stays but promises no invoice.
  await expect(page.getByTestId("quote-range")).toHaveText(/This request is cancelled, so no invoice comes for it/);
  await expect(page.getByText(/the invoice comes when we pack|Packing puts it on your invoice/)).toHaveCount(0);
  const after = await (await page.request.get("/api/packages?tab=warehouse")).json();
  expect(
    after.packages
      .filter((p: { id: number }) => [shoes!.id, lamp!.id].includes(p.id))
      .map((p: { status: string }) => p.status),
  ).toEqual(["received", "received"]);
});
