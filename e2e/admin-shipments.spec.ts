import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { DEMO_CUSTOMER, loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { mailText, sentMail, waitForMail } from "./support/mail";

// This file changes demo records that other files read: it gets a server and demo data of its own.
test.use({ dataset: "admin-shipments" });

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test("the create-shipment form shows the spec's messages and refuses an e-mail no customer uses", async ({ page }) => {
  await loginAdminByApi(page);
  await page.goto("/admin/shipments/form");
  await page.getByLabel("Weight (kg)").fill("0.05");
  await page.getByRole("button", { name: "Create Shipment" }).click();
  for (const message of [
    "Valid email is required",
    "Tracking number is required",
    "Warehouse arrival date is required",
    "Shipment date is required",
    "Estimated delivery date is required",
    "Delivery address is required",
    "Weight must be at least 0.1 kg",
    "Shipping cost is required",
    "Invalid country",
    "Invalid currency",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // Courier is marked required on the form but optional in the rule: no message for it.
  await expect(page.getByText(/courier/i).filter({ hasText: /required/i })).toHaveCount(0);

  await fillShipment(page, { email: "nobody@example.com", tracking: `SWGE2E${Date.now() % 100000}X` });
  await page.getByRole("button", { name: "Create Shipment" }).click();
  await expect(toast(page, "No customer account uses this email address.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/shipments\/form$/);
});

async function fillShipment(page: Page, values: { email: string; tracking?: string }) {
  await page.getByLabel("Customer Email").fill(values.email);
  if (values.tracking) await page.getByLabel("Tracking Number").fill(values.tracking);
  await page.getByLabel("Warehouse Arrival Date").fill(isoDay(-2));
  await page.getByLabel("Shipment Date").fill(isoDay(-1));
  await page.getByLabel("Estimated Delivery Date").fill(isoDay(10));
  await page.getByLabel("Weight (kg)").fill("4.5");
  await page.getByLabel("Dimensions").fill("40 x 30 x 20 cm");
  await page.getByLabel("Courier").fill("DHL Express");
  await page.getByLabel("Currency").selectOption("USD ($)");
  await page.getByLabel("Shipping Cost").fill("99.5");
  await page.getByLabel("Country").selectOption("USA");
  await page.getByLabel("Payment Status").selectOption("Pending");
  await page.getByLabel("Delivery Address").fill("15 Admiralty Way, Lekki Phase 1, Lagos");
}

test("staff create a shipment with a generated number, change its status inline, invoice it; the customer and the public tracking page see it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAdminByApi(page);
  await page.goto("/admin/shipments");
  await expect(toast(page, "Shipments Loaded!")).toBeVisible();
  await page.getByRole("link", { name: "Create Shipment" }).click();
  await expect(page).toHaveURL(/\/admin\/shipments\/form$/);

  await fillShipment(page, { email: DEMO_CUSTOMER.email });
  await page.getByRole("button", { name: "Generate" }).click();
  const trackingField = page.getByLabel("Tracking Number");
  await expect(trackingField).toHaveValue(/^SWG\d{3,5}[A-Z]{3}$/);
  const tracking = await trackingField.inputValue();
  const number = Number(/\d+/.exec(tracking)![0]);
  expect(number).toBeGreaterThanOrEqual(100);
  expect(number).toBeLessThanOrEqual(90099);
  await page.getByRole("button", { name: "Create Shipment" }).click();
  await expect(toast(page, "Shipment created successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/shipments$/);

  // Find it by search (kept in the URL) and change its status inline.
  await page.getByLabel("Search by tracking number or email").fill(tracking);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tracking}`));
  const row = page.getByRole("row").filter({ hasText: tracking });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(DEMO_CUSTOMER.email);
  await expect(row).toContainText("$99.50");
  await row.getByRole("button", { name: `Edit shipment status of ${tracking}` }).click();
  await expect(row.getByLabel(`shipment status of ${tracking}`)).toHaveValue("Pending");
  await row.getByLabel(`shipment status of ${tracking}`).selectOption("In Transit");
  await row.getByRole("button", { name: "Confirm" }).click();
  // A shipment status change e-mails the customer, so it is confirmed once more.
  await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(toast(page, "Status updated!")).toBeVisible();
  await expect(row.locator('[data-status="In Transit"]')).toBeVisible();

  // The detail (reloadable) shows the timeline and the audit trail.
  await row.getByRole("link", { name: tracking, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/shipment\/\d+$/);
  await page.reload();
  await expect(page.getByRole("heading", { name: tracking })).toBeVisible();
  const timeline = page.getByTestId("status-timeline");
  await expect(timeline.getByRole("listitem")).toHaveCount(2);
  await expect(timeline.getByRole("listitem").first()).toContainText("In Transit");
  const auditTrail = page.getByRole("region", { name: "History" });
  await expect(auditTrail.getByRole("listitem").first()).toContainText(
    "Shipment status changed from Pending to In Transit",
  );
  await expect(auditTrail.getByRole("listitem").first()).toContainText("by Olivia Owens (owner)");
  await page.getByRole("button", { name: "Go Back" }).click();

  // Create the invoice from the list row.
  await page.goto(`/admin/shipments?q=${tracking}`);
  await page.getByRole("row").filter({ hasText: tracking }).getByRole("link", { name: "Create Invoice" }).click();
  await expect(page).toHaveURL(/\/admin\/invoice\/form\/\d+\?type=shipments&user_id=\d+/);
  const form = page.getByRole("form", { name: "Create Invoice" });
  // The transaction id is left blank: the server makes one (decision 0037).
  await expect(form.getByLabel("Total amount")).toHaveValue(/^99\.50?$/);
  await form.getByRole("button", { name: "Create Invoice" }).click();
  await expect(toast(page, "Invoice created successfully.")).toBeVisible();
  await page.goto(`/admin/shipments?q=${tracking}`);
  const invoiced = page.getByRole("row").filter({ hasText: tracking });
  const invoiceLink = invoiced.getByRole("link", { name: /^INV\d{4}[A-Z]{3}$/ });
  await expect(invoiceLink).toHaveAttribute("href", /\/admin\/invoices\/\d+$/);
  const transactionId = ((await invoiceLink.textContent()) ?? "").trim();

  // The customer sees the shipment and the invoice in the portal.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await loginCustomerByApi(customer);
  await customer.goto("/user/my-shipments");
  await expect(customer.getByText(tracking)).toBeVisible();
  await customer.goto("/user/invoices");
  await expect(customer.getByText(transactionId)).toBeVisible();

  // The public tracking page shows the status timeline, newest first.
  await customer.goto(`/track-package/${tracking}`);
  const history = customer.getByRole("list", { name: "Tracking history" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText("In Transit");
  await expect(history.getByRole("listitem").last()).toContainText("Pending");
  await customerContext.close();

  // The customer's notification e-mails went out through the outbox.
  const registered = await waitForMail(DEMO_CUSTOMER.email, new RegExp(`Shipment ${tracking} registered`));
  expect(mailText(registered.raw)).toContain(`/track-package/${tracking}`);
  const moved = await waitForMail(DEMO_CUSTOMER.email, new RegExp(`Shipment ${tracking} is now In Transit`));
  expect(mailText(moved.raw)).toContain("from Pending to In Transit");
  await expect
    .poll(() => sentMail().some((m) => m.to.includes(DEMO_CUSTOMER.email) && mailText(m.raw).includes(transactionId)), {
      timeout: 15_000,
    })
    .toBe(true);
});

test("the payment status is edited inline and the CSV export holds the filtered list", async ({ page }) => {
  await loginAdminByApi(page);
  await page.goto("/admin/shipments?q=SWG1207KLM");
  const row = page.getByRole("row").filter({ hasText: "SWG1207KLM" });
  await row.getByRole("button", { name: "Edit payment status of SWG1207KLM" }).click();
  await row.getByLabel("payment status of SWG1207KLM").selectOption("Paid");
  await row.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(page, "Status updated!")).toBeVisible();
  await expect(row.locator('[data-status="Paid"]')).toBeVisible();

  await page.getByRole("combobox", { name: /^Status/ }).selectOption("Pending");
  await expect(page).toHaveURL(/status=Pending/);
  const csv = await page.request.get("/api/shipment?q=SWG1207KLM&status=Pending&format=csv");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe("Tracking No.,Shipment Status,Payment Status,Email,Currency,Shipping Cost,Created On,Invoice");
  expect(lines[1]).toContain("SWG1207KLM,Pending,Paid,customer@swiftway.test");

  await page.goto("/admin/shipments?q=NO-SUCH-THING");
  await expect(page.getByText("No record to display.")).toBeVisible();
});
