import type { APIRequestContext, Page } from "@playwright/test";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { mailText, waitForMail } from "./support/mail";
import { CUSTOMER_PASSWORD, receivedPackages, signUpCustomer } from "./support/records";
import { axeViolations, pageOverflow } from "./support/screen-checks";
import { packShipRequest, payInSandbox, submitShipRequest } from "./support/ship-requests";
import { masterWith, ownerHeaders } from "./support/staff";
import { asNewVisitor } from "./support/visitor";

/**
 * Issue 37, after clearance (decision 0082): staff record the duty customs assessed for a packed duty-paid shipment
 * on its page; less than estimated reaches the customer's wallet as credit with an e-mail, and a correction above it
 * becomes a new naira invoice the customer finds from the shipment. The file publishes USD customs and payment rates,
 * so it has a server of its own (they would put duty on other files' invoices).
 */

test.use({ dataset: "customs-assessed" });
test.describe.configure({ timeout: 180_000 });

const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
const nairaInput = (kobo: number) => (kobo / 100).toFixed(2);

async function screenIsClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
  expect(await pageOverflow(page), `${what}: nothing wider than the screen`).toBe(0);
}

/** USD rates for customs (the estimate) and for payment, published by the owner. */
async function publishUsdRates(request: APIRequestContext, headers: Record<string, string>) {
  for (const kind of ["customs", "payment"] as const) {
    const rate = kind === "customs" ? "1500" : "1580";
    const published = await request.post("/api/admin/exchange-rates", {
      headers,
      data: { kind, currency: "USD", rate },
    });
    expect(published.status(), await published.text()).toBe(201);
  }
}

test("staff record the assessed duty; the customer gets the credit, a notice, and a charge for a correction above it", async ({
  page,
  request,
}) => {
  const headers = await ownerHeaders(request);
  await publishUsdRates(request, headers);
  const customer = await signUpCustomer(request, { prefix: "assessed" });
  const { user } = await loginCustomerByApi(page, customer);
  const [parcel] = await receivedPackages(request, user.id, "Trail Richmond", [
    { description: "Phone", weight: "2", length: "30", width: "20", height: "15" },
  ]);
  const requestId = await submitShipRequest(page.request, [parcel!.id], {
    items: [{ description: "Smartphone", quantity: 1, unit_value: "400", currency: "USD", hs_code: "851713" }],
  });
  const { invoice, shipment } = await packShipRequest({ request, headers }, requestId, [
    { weight: "2", length: "30", width: "20", height: "15" },
  ]);
  // The customer pays the shipment (and its estimated duty) before it leaves, as every shipment on a flight is paid.
  await payInSandbox(page.request, invoice.id);
  const priced = await request.get(`/api/admin/shipments/${shipment.id}/customs-duty`, { headers });
  const estimated = ((await priced.json()) as { duty: { estimated_kobo: number } }).duty.estimated_kobo;
  expect(estimated).toBeGreaterThan(150_000);

  // Staff, on a phone: the shipment's page shows the estimate and records what customs assessed, ₦1,500 less.
  await loginAdminByApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/shipment/${shipment.id}`);
  const section = page.getByRole("region", { name: "Duty assessed by customs" });
  await expect(section).toContainText(naira(estimated));
  await expect(section).toContainText("Not recorded yet");
  await screenIsClean(page, "the staff shipment with the assessed-duty form at 390 px");
  await section.getByLabel("Assessed duty and taxes (₦)").fill(nairaInput(estimated - 150_000));
  await section.getByRole("button", { name: "Record assessed duty" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "Assessed duty recorded." })).toBeVisible();
  await expect(section.getByTestId("duty-difference")).toHaveText("₦1,500.00 less than estimated");
  await expect(section.getByTestId("assessment-records")).toContainText("₦1,500.00 credited to the wallet");

  // The customer is told, and sees the credit in the wallet and on the shipment.
  const refund = await waitForMail(customer.email, /Customs duty refund for shipment/);
  expect(mailText(refund.raw)).toContain("1,500.00");
  await page.goto("/user/wallet");
  await expect(page.getByText("₦1,500.00").first()).toBeVisible();
  await expect(page.getByText("Customs duty refund").first()).toBeVisible();
  await page.goto(`/user/my-shipments/shipment/${shipment.id}`);
  const own = page.getByRole("region", { name: "Duties and taxes" });
  await expect(own.getByTestId("duty-difference")).toHaveText("₦1,500.00 less than estimated");
  await expect(own).toContainText("credited to the wallet");
  await screenIsClean(page, "the customer's shipment with its assessed duty at 390 px");

  // Customs revise it to ₦2,000 above the estimate: staff record a correction with its reason at 1280 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/shipment/${shipment.id}`);
  await section.getByLabel("Corrected assessed duty (₦)").fill(nairaInput(estimated + 200_000));
  await section.getByLabel("Reason for the correction").fill("Customs revised the phone's value");
  await section.getByRole("button", { name: "Record correction" }).click();
  await expect(section.getByTestId("duty-difference")).toHaveText("₦2,000.00 more than estimated");
  await expect(section.getByTestId("assessment-records")).toContainText("₦3,500.00 billed on invoice");
  await screenIsClean(page, "the staff shipment after a correction at 1280 px");

  // The customer gets the invoice for the difference, in naira, from the e-mail and from the shipment.
  const charge = await waitForMail(customer.email, /Customs duty difference for shipment/);
  expect(mailText(charge.raw)).toContain("3,500.00");
  await page.goto(`/user/my-shipments/shipment/${shipment.id}`);
  await own.getByTestId("assessment-records").getByRole("link").click();
  await expect(page).toHaveURL(/\/user\/invoice\/\d+$/);
  await expect(page.getByText("₦3,500.00").first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Customs lower it by ₦1,000 before the customer has paid (decision 0088): the unpaid invoice is cancelled and
  // ₦2,500 billed instead; nothing reaches the wallet, and the customer is told not to pay the first one.
  await page.goto(`/admin/shipment/${shipment.id}`);
  await section.getByLabel("Corrected assessed duty (₦)").fill(nairaInput(estimated + 100_000));
  await section.getByLabel("Reason for the correction").fill("Customs accepted the declared value");
  await section.getByRole("button", { name: "Record correction" }).click();
  await expect(section.getByTestId("duty-difference")).toHaveText("₦1,000.00 more than estimated");
  const records = section.getByTestId("assessment-records");
  await expect(records).toContainText("₦1,000.00 taken off the unpaid difference invoice, now cancelled");
  await expect(records).toContainText("(₦3,500.00, cancelled)");
  await expect(records).toContainText("(₦2,500.00, pending)");
  await screenIsClean(page, "the staff shipment after a correction down at 1280 px");
  const corrected = await waitForMail(customer.email, /Customs duty corrected for shipment/);
  expect(mailText(corrected.raw)).toContain("Please do not pay");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/user/my-shipments/shipment/${shipment.id}`);
  await expect(own.getByTestId("assessment-records")).toContainText("now cancelled");
  await screenIsClean(page, "the customer's shipment after a correction down at 390 px");
});

/**
 * A master's duty (decision 0082) on its page: two customers' duty-paid shipments on one flight, customs assess the
 * master's total, and the server shares it between them by their estimates, exact to the kobo: each customer's part of
 * the difference reaches their wallet, and the table shows each share and the total.
 */
test("staff record a master's assessed duty on its page; it is shared by estimate and each customer is credited", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const headers = await ownerHeaders(request);
  const staff = { request, headers };
  await publishUsdRates(request, headers);
  const loaded: { email: string; shipRequestId: number; trackingNumber: string }[] = [];
  for (const [prefix, description, value] of [
    ["master-duty-ada", "Smartphone", "400"],
    ["master-duty-bayo", "Tablet", "250"],
  ] as const) {
    const customer = await signUpCustomer(request, { prefix });
    const api = await playwright.request.newContext({ baseURL });
    const login = await api.post("/api/users/login", {
      headers: asNewVisitor(),
      data: { email_address: customer.email, password: CUSTOMER_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const me = (await (await api.get("/api/users/me")).json()) as { user: { id: number } };
    const box = { weight: "2", length: "30", width: "20", height: "15" };
    const [parcel] = await receivedPackages(request, me.user.id, "Trail Richmond", [{ description, ...box }]);
    const shipRequestId = await submitShipRequest(api, [parcel!.id], {
      items: [{ description, quantity: 1, unit_value: value, currency: "USD", hs_code: "851713" }],
    });
    const { invoice, shipment } = await packShipRequest(staff, shipRequestId, [box]);
    await payInSandbox(api, invoice.id);
    loaded.push({ email: customer.email, shipRequestId, trackingNumber: shipment.tracking_number });
  }
  const masterId = await masterWith(
    staff,
    "Duty flight",
    loaded.map((l) => l.shipRequestId),
  );
  const duty = await request.get(`/api/admin/master-shipments/${masterId}/customs-duty`, { headers });
  expect(duty.status(), await duty.text()).toBe(200);
  const estimated = ((await duty.json()) as { estimated_kobo: number }).estimated_kobo;
  expect(estimated).toBeGreaterThan(200_000);

  // On a phone: both shipments with their estimates and the total; customs assessed ₦1,000.01 less in all.
  await loginAdminByApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/master-shipments/${masterId}`);
  const section = page.getByRole("region", { name: "Duty assessed by customs" });
  for (const { trackingNumber } of loaded)
    await expect(section.getByRole("link", { name: trackingNumber })).toBeVisible();
  const total = section.getByRole("row").filter({ hasText: "Total" });
  await expect(total).toContainText(naira(estimated));
  await screenIsClean(page, "the master with its assessed-duty form at 390 px");
  const form = section.getByRole("form", { name: "Record the master's assessed duty" });
  await form.getByLabel("Assessed duty and taxes (₦)").fill(nairaInput(estimated - 100_001));
  await form.getByRole("button", { name: "Record assessed duty" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "Assessed duty recorded." }).first()).toBeVisible();
  await expect(total).toContainText(naira(estimated - 100_001));
  // Each shipment shows its share; the shares add up to the total exactly.
  const shares = await Promise.all(
    loaded.map(async ({ trackingNumber }) => {
      const row = section.getByRole("row").filter({ hasText: trackingNumber });
      const cells = await row.getByRole("cell").allTextContents();
      return Math.round(Number(cells[2]!.replace(/[₦,]/g, "")) * 100);
    }),
  );
  expect(shares.reduce((sum, share) => sum + share, 0)).toBe(estimated - 100_001);
  // The form now asks for a correction with its reason.
  await expect(form.getByLabel("Corrected assessed duty (₦)")).toBeVisible();
  await expect(form.getByLabel("Reason for the correction")).toBeVisible();
  await screenIsClean(page, "the master after its assessed duty at 390 px");

  // Each customer is told of their part of the ₦1,000.01, credited to their wallet: the parts add up to it.
  let credited = 0;
  for (const { email } of loaded) {
    const refund = await waitForMail(email, /Customs duty refund for shipment/);
    const added = /Added to your wallet: \D*([\d,]+)\.(\d{2})/.exec(mailText(refund.raw));
    expect(added, "the e-mail names the amount added").not.toBeNull();
    credited += Number(added![1]!.replace(/,/g, "")) * 100 + Number(added![2]);
  }
  expect(credited).toBe(100_001);

  // At 1280 px: a correction without amount or reason is refused, naming the reason; nothing is recorded.
  await page.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole("button", { name: "Record correction" }).click();
  await expect(form.getByText("Reason is required")).toBeVisible();
  await expect(total).toContainText(naira(estimated - 100_001));
  await screenIsClean(page, "the master's refused correction at 1280 px");
});
