import type { Page } from "@playwright/test";
import { loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { customerWithShipmentInvoice } from "./support/records";
import { createVerifiedStaff } from "./support/staff";

/**
 * Money states only money moves: a customer pays their shipment invoice with the sandbox's test card; a manager
 * finds no way back to pending in the status edit, records a refund with a reason (through the sandbox's
 * stand-in for Paystack's refund API), and the customer sees the invoice refunded. The customer, shipment and
 * invoice are this test's own (made through the API), so the demo records stay as other files read them.
 */

/** Pays the invoice the way the checkout does, from the customer's session; returns the invoice id. */
async function payInvoice(page: Page, customer: { email: string; password: string }, transactionId: string) {
  await loginCustomerByApi(page, customer);
  const list = await page.request.get(`/api/invoices?q=${transactionId}`);
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

test("a manager refunds a paid invoice with a reason; the customer sees it refunded", async ({
  page,
  browser,
  request,
}) => {
  const { customer, invoice } = await customerWithShipmentInvoice(request);
  const TRANSACTION_ID = invoice.transaction_id;
  const id = await payInvoice(page, customer, TRANSACTION_ID);
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
  // A second look before money leaves: cancelling changes nothing, confirming refunds.
  await refund.getByRole("button", { name: "Record refund" }).click();
  const confirm = desk.getByRole("alertdialog", { name: `Refund $185.50 of invoice ${TRANSACTION_ID}?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(desk.locator(".print-card").locator('[data-status="paid"]')).toBeVisible();
  await refund.getByRole("button", { name: "Record refund" }).click();
  await confirm.getByRole("button", { name: "Refund" }).click();
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
  await waitForMail(customer.email, new RegExp(`Refund for invoice ${TRANSACTION_ID}`));
});
