import { formatMinor, priceParcel } from "@app/shared/rates/rates";
import { DEMO_RATE_CARDS } from "../apps/server/src/db/factories/rates";
import { loginCustomerByApi } from "./support/auth";
import { receivedPackages, signUpCustomer } from "./support/records";
import { ownerHeaders } from "./support/staff";
import { expect, test } from "./support/fixtures";
import { openPublicPage, readyForm } from "./support/public-site";
import { axeViolations, pageOverflow } from "./support/screen-checks";
import { OFFICE_PICKUP, packShipRequest, submitShipRequest } from "./support/ship-requests";

const PHONE = { width: 390, height: 844 };
const demoCard = (origin: string, service: string) =>
  DEMO_RATE_CARDS.find((c) => c.origin === origin && c.service === service)!;

test.use({ viewport: PHONE });

test("a visitor gets an instant quote on the home page at 390 px: the formula and the price the engine computes", async ({
  page,
}) => {
  await openPublicPage(page, "/");
  const form = await readyForm(page.getByRole("form", { name: "Instant quote" }));
  const origin = form.getByLabel("Ships from", { exact: true });
  await expect(origin.locator("option[value=Brixton]")).toHaveCount(1);
  await origin.selectOption("Brixton");
  await form.getByLabel("Weight", { exact: true }).fill("2.5");
  await form.getByLabel("Length", { exact: true }).fill("40");
  await form.getByLabel("Width", { exact: true }).fill("30");
  await form.getByLabel("Height", { exact: true }).fill("20");
  await form.getByRole("button", { name: "GET INSTANT QUOTE" }).click();

  const results = page.getByTestId("quote-result");
  await expect(results).toHaveCount(3);
  const express = page.locator('[data-testid=quote-result][data-service="air_express"]');
  await expect(express.getByTestId("quote-volumetric")).toContainText("40 × 30 × 20 cm ÷ 5,000 = 4.8 kg");
  await expect(express.getByTestId("quote-chargeable")).toHaveText("max(2.5, 4.8) = 4.8 kg → rounded up to 5 kg");
  const parcel = { weight_grams: 2500, length_mm: 400, width_mm: 300, height_mm: 200 };
  for (const service of ["air_express", "air_economy", "sea"]) {
    const price = priceParcel(demoCard("Brixton", service), parcel);
    const card = page.locator(`[data-testid=quote-result][data-service="${service}"]`);
    await expect(card.getByTestId("quote-total")).toHaveText(formatMinor(price.total_minor, price.currency));
    await expect(card.getByTestId("quote-line").first()).toContainText(price.lines[0]!.formula);
  }
  // £12.00 a kg up to 5 kg: 5 kg × £12.00 = £60.00.
  await expect(express.getByTestId("quote-total")).toHaveText("£60.00");
  await expect(express).toContainText("5 kg × £12.00 = £60.00");
  await expect(express).toContainText("Transit: 3–6 days");

  expect(await pageOverflow(page), "no sideways scroll at 390 px").toBe(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("a preset box in pounds from the USA, and field messages for a bad weight", async ({ page }) => {
  await openPublicPage(page, "/");
  const form = await readyForm(page.getByRole("form", { name: "Instant quote" }));
  await form.getByRole("button", { name: "GET INSTANT QUOTE" }).click();
  await expect(form.getByText("Choose the warehouse it ships from.")).toBeVisible();
  await expect(form.getByText("Enter the weight.")).toBeVisible();

  const origin = form.getByLabel("Ships from", { exact: true });
  await expect(origin.locator('option[value="Trail Richmond"]')).toHaveCount(1);
  await origin.selectOption("Trail Richmond");
  await form.getByLabel("Service", { exact: true }).selectOption("air_express");
  await form.getByLabel("Weight", { exact: true }).fill("3");
  await form.getByLabel("Weight unit").selectOption("lb");
  await form.getByLabel("Box", { exact: true }).selectOption("Medium box");
  await expect(form.getByLabel("Length", { exact: true })).toHaveCount(0);
  await form.getByRole("button", { name: "GET INSTANT QUOTE" }).click();

  const result = page.getByTestId("quote-result");
  await expect(result).toHaveCount(1);
  // Medium box 45 × 35 × 30 cm, 3 lb (1,361 g), priced by the USA express card (lb, 139 in³/lb).
  const price = priceParcel(demoCard("Trail Richmond", "air_express"), {
    weight_grams: 1361,
    length_mm: 450,
    width_mm: 350,
    height_mm: 300,
  });
  await expect(result.getByTestId("quote-total")).toHaveText(formatMinor(price.total_minor, "USD"));
  await expect(result.getByTestId("quote-chargeable")).toHaveText(price.chargeable.formula);
  await expect(result).toContainText("139 in³/lb");
});

test("the portal's instant quote gives the same price", async ({ page }) => {
  await loginCustomerByApi(page);
  await page.goto("/user/quote");
  const form = page.getByRole("form", { name: "Instant quote" });
  const origin = form.getByLabel("Ships from", { exact: true });
  await expect(origin.locator("option[value=Guangzhou]")).toHaveCount(1);
  await origin.selectOption("Guangzhou");
  await form.getByLabel("Service", { exact: true }).selectOption("sea");
  await form.getByLabel("Weight", { exact: true }).fill("12");
  await form.getByLabel("Length", { exact: true }).fill("60");
  await form.getByLabel("Width", { exact: true }).fill("45");
  await form.getByLabel("Height", { exact: true }).fill("40");
  await form.getByRole("button", { name: "GET INSTANT QUOTE" }).click();
  const price = priceParcel(demoCard("Guangzhou", "sea"), {
    weight_grams: 12_000,
    length_mm: 600,
    width_mm: 450,
    height_mm: 400,
  });
  await expect(page.getByTestId("quote-total")).toHaveText(formatMinor(price.total_minor, "CNY"));
});

test("the visitor's quote equals the invoice the same parcel gets once received, requested and packed", async ({
  page,
  request,
}) => {
  await openPublicPage(page, "/");
  const form = await readyForm(page.getByRole("form", { name: "Instant quote" }));
  await form.getByLabel("Ships from", { exact: true }).selectOption("Brixton");
  await form.getByLabel("Service", { exact: true }).selectOption("air_economy");
  await form.getByLabel("Weight", { exact: true }).fill("3.2");
  await form.getByLabel("Length", { exact: true }).fill("45");
  await form.getByLabel("Width", { exact: true }).fill("35");
  await form.getByLabel("Height", { exact: true }).fill("30");
  await form.getByRole("button", { name: "GET INSTANT QUOTE" }).click();
  const quoted = (await page.getByTestId("quote-total").textContent())!.trim();
  expect(quoted).toMatch(/^£[\d,]+\.\d{2}$/);

  // The same parcel arrives at our London warehouse for a customer, who ships it on its own in its own box.
  const customer = await signUpCustomer(request, { prefix: "quote-invoice" });
  const { user } = await loginCustomerByApi(page, customer);
  const staff = { request, headers: await ownerHeaders(request) };
  const parcel = { weight: "3.2", length: "45", width: "35", height: "30" };
  const [received] = await receivedPackages(request, user.id, "Brixton", [
    { description: "Cotton bed sheets", ...parcel },
  ]);
  const shipRequestId = await submitShipRequest(page.request, [received!.id], {
    ...OFFICE_PICKUP,
    consolidate: false,
    items: [{ description: "Cotton bed sheets", quantity: 2, unit_value: "25", currency: "GBP", hs_code: "" }],
  });
  const invoiceId = (await packShipRequest(staff, shipRequestId, [parcel])).invoice.id;

  await page.goto(`/user/invoice/${invoiceId}`);
  await expect(page.getByTestId("price-evidence")).toContainText(quoted);
  const invoice = await (await page.request.get(`/api/invoices/${invoiceId}`)).json();
  const total = invoice.invoice?.total_amount ?? invoice.total_amount;
  expect(formatMinor(Math.round(Number(total) * 100), "GBP")).toBe(quoted);
});
