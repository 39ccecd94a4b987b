import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { dutiesOf } from "../packages/shared/src/customs/duty";
import type { PublicTariff } from "../packages/shared/src/customs/tariff";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { receivedPackages, signUpCustomer } from "./support/records";
import { axeViolations, pageOverflow } from "./support/screen-checks";
import { fillShipRequestForm, OFFICE_PICKUP, packShipRequest, submitShipRequest } from "./support/ship-requests";
import { ownerHeaders } from "./support/staff";
import { asNewVisitor } from "./support/visitor";

/**
 * Issue 37, customs duty before shipping (decisions 0072, 0073 and 0081): a customer declares two items on the ship
 * request form, sees each line's HS code (suggested from its description), its duty and taxes in naira and the
 * total with the rates used; a prohibited item is flagged on its line and stops the submit until it is fixed; staff
 * pack the request and the invoice carries "Duties and taxes (estimated)".
 *
 * The declaration is in yuan from Guangzhou, with customs and payment rates for CNY published here; the file has a
 * server of its own (the rates it publishes would put duty on other files' invoices). A later step, the duty
 * assessed after clearance reaching the wallet, can continue from the packed request at the end of the walk.
 */

const CUSTOMS_CNY = "221.5";
const PAYMENT_CNY = "225";

async function publishCnyRates(request: APIRequestContext) {
  const headers = await ownerHeaders(request);
  for (const [kind, rate] of [
    ["customs", CUSTOMS_CNY],
    ["payment", PAYMENT_CNY],
  ] as const) {
    const res = await request.post("/api/admin/exchange-rates", { headers, data: { kind, currency: "CNY", rate } });
    expect(res.status(), await res.text()).toBe(201);
  }
  return headers;
}

/** ₦ text as kobo: '₦12,345.67' → 1234567. */
const kobo = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
const naira = (k: number) => `₦${(k / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

/** What the calculator makes of the lines with the published tariff (the form's estimate has no freight yet). */
async function expectedDuties(
  request: APIRequestContext,
  lines: { description: string; hs: string; qty: number; unit: number }[],
) {
  const tariff = (await (await request.get("/api/customs/tariff")).json()) as PublicTariff;
  return dutiesOf(
    lines.map((l) => ({
      description: l.description,
      quantity: l.qty,
      hs_code: l.hs,
      unit_value_minor: l.unit,
      currency: "CNY",
      customs_rate: tariff.rates.CNY ?? null,
    })),
    tariff.headings,
    tariff.levies,
    0,
  );
}

async function chooseCurrency(form: Locator, currency: string, rows: number) {
  for (let i = 0; i < rows; i++) await form.getByLabel("Currency").nth(i).selectOption(currency);
}

async function checkScreen(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
  expect(await pageOverflow(page), `${what}: nothing wider than the screen`).toBe(0);
}

test.use({ dataset: "customs-duties" });
test.describe.configure({ timeout: 180_000 });

test("a customer sees the duty per line and in total, is stopped on a prohibited item, and the packed invoice carries it", async ({
  page,
  request,
}) => {
  const headers = await publishCnyRates(request);
  const customer = await signUpCustomer(request, { prefix: "duties" });
  const { user } = await loginCustomerByApi(page, customer);
  const [parcel] = await receivedPackages(request, user.id, "Guangzhou", [
    { description: "Phone and clothes", weight: "2", length: "30", width: "20", height: "15" },
  ]);

  // On a phone: the form, its HS codes and the estimate fit 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/user/packages?tab=warehouse");
  await page.getByRole("link", { name: "Ship these" }).click();
  const form = page.getByRole("form", { name: "Ship request" });
  await form.getByRole("checkbox", { name: new RegExp(parcel!.package_code) }).check({ timeout: 30_000 });
  await fillShipRequestForm(form, [
    ["Samsung smartphone", "1", "1500"],
    ["Used clothing", "10", "20.5"],
  ]);
  await chooseCurrency(form, "CNY", 2);
  await form.getByLabel("I confirm that this customs declaration is true and complete.").check();

  // Each line's HS code is prefilled from its description; the used clothing is flagged on its line.
  const hs = form.getByLabel("HS code");
  await expect(hs.nth(0)).toHaveValue("8517");
  await expect(hs.nth(1)).toHaveValue("6309");
  await expect(form.getByTestId("hs-state-0")).toContainText(
    "8517 Telephones, smartphones and network devices: duty 10 %",
  );
  const flagged = form.getByTestId("declaration-item-1").getByRole("alert");
  await expect(flagged).toContainText("Line 2 (Used clothing) cannot be shipped to Nigeria");
  await expect(flagged).toContainText("Second-hand clothing is on Nigeria's import prohibition list.");
  await checkScreen(page, "the form with a prohibited line at 390 px");

  // Submitting is refused in the browser, with a clear message; nothing is sent.
  await form.getByRole("button", { name: "Submit and see the quote" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "cannot be shipped to Nigeria" })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/ship-requests\/new/);

  // The customer fixes the line: leather shoes instead; its suggested code follows the new description.
  await form.getByLabel("Item 2 description").fill("Men's leather shoes");
  await form.getByLabel("Item 2 description").blur();
  await expect(hs.nth(1)).toHaveValue("6403");
  await form.getByLabel("Quantity").nth(1).fill("2");
  await form.getByLabel("Unit value").nth(1).fill("450");
  await expect(form.getByTestId("declaration-item-1").getByRole("alert")).toHaveCount(0);

  // The estimate: each line's duty and taxes in naira and the total, with the rates used.
  const expected = await expectedDuties(request, [
    { description: "Samsung smartphone", hs: "8517", qty: 1, unit: 150_000 },
    { description: "Men's leather shoes", hs: "6403", qty: 2, unit: 45_000 },
  ]);
  expect(expected.problems).toEqual([]);
  const estimate = page.getByTestId("duty-estimate");
  for (const line of expected.lines)
    await expect(estimate.getByTestId(`duty-line-${line.index}`)).toContainText(naira(line.total_kobo));
  await expect(estimate.getByTestId("duty-total")).toHaveText(naira(expected.total_kobo));
  expect(expected.total_kobo).toBe(expected.lines[0]!.total_kobo + expected.lines[1]!.total_kobo);
  await expect(estimate.getByTestId("duty-rates-used")).toContainText("₦221.5 per ¥1");
  await expect(estimate.getByTestId("duty-rates-used")).toContainText("VAT 7.5 %");
  await checkScreen(page, "the form with its estimate at 390 px");

  await form.getByRole("button", { name: "Submit and see the quote" }).click();
  await expect(page).toHaveURL(/\/user\/ship-requests\/\d+$/);
  const id = Number(page.url().split("/").pop());

  // The request's page: the same lines, now with the quote's freight in their CIF, so at least the form's amounts.
  await page.setViewportSize({ width: 1280, height: 900 });
  const detail = page.getByTestId("duty-estimate");
  await expect(detail.getByRole("heading", { name: "Duties and taxes (estimated)" })).toBeVisible();
  await expect(detail.getByTestId("duty-line-0")).toContainText("8517");
  await expect(detail.getByTestId("duty-line-1")).toContainText("6403");
  expect(kobo((await detail.getByTestId("duty-total").textContent())!)).toBeGreaterThanOrEqual(expected.total_kobo);
  expect(await axeViolations(page)).toEqual([]);

  // Staff pack it: the invoice carries the duty, and the request shows it as invoiced.
  const packed = await packShipRequest({ request, headers }, id, [
    { weight: "2", length: "30", width: "20", height: "15" },
  ]);
  await page.reload();
  await expect(detail.getByRole("heading", { name: "Duties and taxes (as invoiced)" })).toBeVisible();
  const billed = kobo((await detail.getByTestId("duty-total").textContent())!);
  await page.goto(`/user/invoice/${packed.invoice.id}`);
  const line = page.getByTestId("evidence-line").filter({ hasText: "Duties and taxes (estimated)" });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(naira(billed));
  // Beside the estimate: the shipping charges, then the duties the estimate never had, adding up to the total.
  const comparison = page.getByTestId("estimate-comparison");
  await expect(comparison.getByText("Shipping charges on the invoice", { exact: true })).toBeVisible();
  await expect(comparison.getByText("Duties and taxes (not in the estimate)", { exact: true })).toBeVisible();
  // The duty in the invoice's currency, as its evidence line charges it.
  const duties = (await comparison.getByTestId("comparison-duties").textContent())!;
  await expect(line).toContainText(duties);
  const shipping = kobo((await comparison.getByTestId("comparison-invoice").textContent())!.split(", ")[0]!);
  const total = kobo((await page.getByTestId("invoice-total").textContent())!);
  expect(shipping + kobo(duties)).toBe(total);
  expect(kobo((await comparison.getByTestId("comparison-total").textContent())!)).toBe(total);
  expect(await axeViolations(page)).toEqual([]);
});

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

test("staff publish the customs rate, keep the tariff and levies, and the desk flags and corrects a line", async ({
  page,
  request,
}) => {
  await loginAdminByApi(page);

  // The customs exchange rate is published on the exchange-rates screen, beside the payment rates.
  await page.goto("/admin/exchange-rates");
  const publish = page.getByRole("form", { name: "Publish a rate" });
  await publish.getByLabel("Rate for").selectOption("customs");
  await publish.getByLabel("Currency").selectOption("CNY");
  // A digit too many is caught: the rate far from the one in force is published only once confirmed.
  await publish.getByLabel("Naira per unit").fill("2215");
  await publish.getByRole("button", { name: "Publish rate" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Publish this rate?" });
  await expect(confirm).toContainText("above the rate in force");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("region", { name: "CNY customs rate" })).not.toContainText("₦2,215");
  await publish.getByLabel("Naira per unit").fill(CUSTOMS_CNY);
  await publish.getByRole("button", { name: "Publish rate" }).click();
  await expect(toast(page, "Customs rate: ₦221.5 per ¥1")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("region", { name: "CNY customs rate" })).toContainText("₦221.5 per ¥1");
  await checkScreen(page, "the exchange rates at 1280 px");

  // The tariff: find a heading, add a version from today (toys 9503, a heading no other walk prices), see its history.
  await page.goto("/admin/customs");
  await page.getByLabel("Find a heading").fill("toy");
  const toys = page.getByTestId("tariff-9503");
  await expect(toys).toContainText("20 %");
  await expect(page.getByTestId("tariff-8517")).toHaveCount(0);
  await toys.getByRole("button", { name: "New version of 9503" }).click();
  const version = page.getByRole("form", { name: "New tariff version" });
  await expect(version.getByLabel("Heading")).toHaveValue("9503");
  await version.getByLabel("Duty rate (% of CIF)").fill("25");
  await version.getByRole("button", { name: "Save tariff version" }).click();
  await expect(toast(page, "Tariff version saved.")).toBeVisible();
  await expect(toys).toContainText("25 %");
  await toys.getByRole("button", { name: "History of 9503" }).click();
  const history = page.getByRole("region", { name: "Versions of 9503" });
  await expect(history).toContainText("In force: 25 %");
  await expect(history).toContainText("Past: 20 % from January 1, 2026");

  // The levies, as settings: the defaults of the procedure, saved again.
  const levies = page.getByRole("form", { name: "Levies" });
  await expect(levies.getByLabel("VAT (%)")).toHaveValue("7.5");
  await levies.getByRole("button", { name: "Save levies" }).click();
  await expect(toast(page, "Levies saved.")).toBeVisible();
  await checkScreen(page, "the customs tariff at 1280 px");
  await page.setViewportSize({ width: 390, height: 844 });
  await checkScreen(page, "the customs tariff at 390 px");
  await page.setViewportSize({ width: 1280, height: 900 });

  // At the desk: a request with a restricted line is flagged with its note; staff correct a line's HS code.
  const customer = await signUpCustomer(request, { prefix: "duties-desk", firstname: "Kemi", lastname: "Bello" });
  const login = await request.post("/api/users/login", {
    headers: asNewVisitor(),
    data: { email_address: customer.email, password: customer.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const me = (await login.json()) as { user: { id: number } };
  const [parcel] = await receivedPackages(request, me.user.id, "Guangzhou", [
    { description: "Phone and medicine", weight: "1", length: "20", width: "15", height: "10" },
  ]);
  const id = await submitShipRequest(request, [parcel!.id], {
    ...OFFICE_PICKUP,
    items: [
      { description: "Samsung smartphone", quantity: 1, unit_value: "900", currency: "CNY", hs_code: "" },
      { description: "Cough medicine", quantity: 2, unit_value: "40", currency: "CNY", hs_code: "300490" },
    ],
  });
  await page.goto("/admin/ship-requests");
  const card = page.getByTestId("ship-request").filter({ hasText: `Ship request #${id} ` });
  const lines = card.getByTestId("declared-item");
  await expect(lines.nth(0)).toContainText("HS 8517 (suggested)");
  await expect(lines.nth(1).getByTestId("restriction-flag")).toContainText(
    "Restricted: Medicines in doses. Needs a NAFDAC import permit",
  );
  await lines.nth(0).getByRole("button", { name: "Correct HS code of line 1" }).click();
  await lines.nth(0).getByLabel("New HS code, line 1").fill("8517.13");
  await lines.nth(0).getByRole("button", { name: "Save code" }).click();
  await expect(toast(page, "Line 1's HS code is now 851713.")).toBeVisible();
  await expect(lines.nth(0)).toContainText("HS 851713 (corrected by staff)");
  expect(await axeViolations(page)).toEqual([]);
});
