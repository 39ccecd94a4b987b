import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { DEMO_CUSTOMER, loginCustomerByApi } from "./support/auth";
import { waitForMail } from "./support/mail";
import { createVerifiedStaff } from "./support/staff";

// This file changes demo records that other files read: it gets a server and demo data of its own.
test.use({ dataset: "invoice-refund" });

/**
 * Money states only money moves: the demo customer pays INV4821QRT with the sandbox's test card; a manager
 * finds no way back to pending in the status edit, records a refund with a reason (through the sandbox's
 * stand-in for Paystack's refund API), and the customer sees the invoice refunded.
 */
const TRANSACTION_ID = "INV4821QRT";

/** Pays the demo invoice the way the checkout does, from the customer's session; returns the invoice id. */
async function payDemoInvoice(page: Page) {
  await loginCustomerByApi(page);
  const list = await page.request.get(`/api/invoices?q=${TRANSACTION_ID}`);
  const id = ((await list.json()).invoices as Array<{ id: number }>)[0]!.id;
  const start = await (await page.request.post("/api/payments/initialize", { data: { invoice_id: id } })).json();
  await page.request.post("/api/payments/sandbox/checkout", {
    data: { access_code: start.access_code, outcome: "success" },
  });
  const verify = await (
    await page.request.post("/api/payments/verify", { data: { reference: start.reference } })
  ).json();
  expect(verify).toMatchObject({ paid: true });
  return id;
}

test("a manager refunds a paid invoice with a reason; the customer sees it refunded", async ({ page, browser }) => {
  const id = await payDemoInvoice(page);
  const manager = await createVerifiedStaff(page.request, "manager", "Monica");

  const staff = await browser.newContext();
  const desk = await staff.newPage();
  await desk.goto("/admin/login");
  await desk.getByLabel("Email").fill(manager.email);
  await desk.getByLabel("Password", { exact: true }).fill(manager.password);
  await desk.getByRole("button", { name: "LOGIN" }).click();
  await expect(desk).toHaveURL(/\/admin\/home$/);

  // The list shows the paid status with no edit: there is no way back to pending.
  await desk.goto(`/admin/invoices?q=${TRANSACTION_ID}`);
  const row = desk.getByRole("row").filter({ hasText: TRANSACTION_ID });
  await expect(row.locator('[data-status="paid"]')).toBeVisible();
  await expect(row.getByRole("button", { name: `Edit status of invoice ${TRANSACTION_ID}` })).toHaveCount(0);
  await expect(desk.getByRole("combobox", { name: `status of invoice ${TRANSACTION_ID}` })).toHaveCount(0);

  await row.getByRole("link", { name: TRANSACTION_ID }).click();
  await expect(desk).toHaveURL(new RegExp(`/admin/invoices/${id}$`));
  const refund = desk.getByRole("region", { name: "Refund" });
  await refund.getByRole("button", { name: "Record refund" }).click();
  await expect(refund.getByText("A reason is required (at least 3 characters)")).toBeVisible();
  await refund.getByLabel("Reason for the refund").fill("Parcel damaged beyond repair");
  await refund.getByRole("button", { name: "Record refund" }).click();
  await expect(desk.getByText("Refund recorded.")).toBeVisible();
  await expect(desk.getByTestId("refund-record")).toContainText("Parcel damaged beyond repair");
  await expect(desk.locator(".print-card").locator('[data-status="refunded"]')).toBeVisible();
  await expect(refund.getByRole("button", { name: "Record refund" })).toHaveCount(0);
  await expect(desk.getByRole("region", { name: "History" })).toContainText("refunded");

  // Refunded is final in the list too.
  await desk.goto(`/admin/invoices?q=${TRANSACTION_ID}`);
  await expect(row.locator('[data-status="refunded"]')).toBeVisible();
  await expect(row.getByRole("button", { name: `Edit status of invoice ${TRANSACTION_ID}` })).toHaveCount(0);
  await staff.close();

  // The customer sees it refunded, with no way to pay it again, and got a notice.
  await page.goto("/user/invoices");
  await expect(
    page.getByRole("row").filter({ hasText: TRANSACTION_ID }).locator('[data-status="refunded"]'),
  ).toBeVisible();
  await page.goto(`/user/invoice/${id}`);
  await expect(page.getByTestId("invoice-status")).toHaveText("refunded");
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  await waitForMail(DEMO_CUSTOMER.email, new RegExp(`Refund for invoice ${TRANSACTION_ID}`));
});
