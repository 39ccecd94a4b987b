import type { Page } from "@playwright/test";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { mailText, waitForMail } from "./support/mail";
import { receivedPackages, signUpCustomer } from "./support/records";
import { axeViolations, pageOverflow } from "./support/screen-checks";
import { packShipRequest, submitShipRequest } from "./support/ship-requests";
import { ownerHeaders } from "./support/staff";

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

test("staff record the assessed duty; the customer gets the credit, a notice, and a charge for a correction above it", async ({
  page,
  request,
}) => {
  const headers = await ownerHeaders(request);
  for (const kind of ["customs", "payment"] as const) {
    const rate = kind === "customs" ? "1500" : "1580";
    const published = await request.post("/api/admin/exchange-rates", {
      headers,
      data: { kind, currency: "USD", rate },
    });
    expect(published.status(), await published.text()).toBe(201);
  }
  const customer = await signUpCustomer(request, { prefix: "assessed" });
  const { user } = await loginCustomerByApi(page, customer);
  const [parcel] = await receivedPackages(request, user.id, "Trail Richmond", [
    { description: "Phone", weight: "2", length: "30", width: "20", height: "15" },
  ]);
  const requestId = await submitShipRequest(page.request, [parcel!.id], {
    items: [{ description: "Smartphone", quantity: 1, unit_value: "400", currency: "USD", hs_code: "851713" }],
  });
  const { shipment } = await packShipRequest({ request, headers }, requestId, [
    { weight: "2", length: "30", width: "20", height: "15" },
  ]);
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
