import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { DEMO_CUSTOMER, DEMO_OWNER, loginCustomerByApi } from "./support/auth";
import { sentMail, waitForMail } from "./support/mail";
import { asNewVisitor } from "./support/visitor";

// This file changes demo records that other files read: it gets a server and demo data of its own.
test.use({ dataset: "payments" });

/**
 * The demo customer pays the demo invoice INV4821QRT (pending, billing
 * shipment SWG4821ABC) with the sandbox's successful test card. Cancelling runs first, on the same
 * invoice, while it is still unpaid. Runs against the real server with PAYMENT_PROVIDER=sandbox.
 */
const TRANSACTION_ID = "INV4821QRT";
const TRACKING_NUMBER = "SWG4821ABC";

test.describe.configure({ mode: "serial" });

async function ownerToken(request: APIRequestContext) {
  const res = await request.post("/api/admins/login", {
    headers: asNewVisitor(),
    data: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** Opens the invoice from 'My Invoices' the way a customer does: the transaction id is the link. */
async function openDemoInvoice(page: Page) {
  await loginCustomerByApi(page);
  await page.goto("/user/invoices");
  await expect(page.getByRole("heading", { name: "My Invoices" })).toBeVisible();
  await expect(page.getByText("Invoices Loaded!")).toBeVisible();
  await page.getByRole("link", { name: TRANSACTION_ID }).click();
  await expect(page).toHaveURL(/\/user\/invoice\/\d+$/);
  await expect(page.getByTestId("invoice-transaction-id")).toHaveText(TRANSACTION_ID);
  return Number(page.url().split("/").pop());
}

async function customerInvoice(page: Page, id: number) {
  const res = await page.request.get(`/api/invoices/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { invoice: { status: string; reference_id: number } }).invoice;
}

test("cancelling the test checkout shows 'Payment cancelled' and leaves the invoice unpaid", async ({ page }) => {
  const id = await openDemoInvoice(page);
  await expect(page.getByTestId("invoice-status")).toHaveText("pending");
  await expect(page.getByRole("article").getByText("Chidi Okafor")).toBeVisible();
  await expect(page.getByTestId("invoice-total")).toHaveText("$185.50");
  await expect(page.getByText("Air freight Stafford to Lagos.")).toBeVisible();

  await page.getByRole("button", { name: "Pay $185.50" }).click();
  const dialog = page.getByRole("dialog", { name: "TEST checkout" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/test mode/i)).toBeVisible();

  // A declined card keeps the checkout open with the reason, like Paystack's popup.
  await dialog.getByRole("button", { name: "Declined card" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Your card was declined. Try another card or cancel.");

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Payment cancelled")).toBeVisible();
  await expect(page.getByTestId("invoice-status")).toHaveText("pending");
  await expect(page.getByRole("button", { name: "Pay $185.50" })).toBeEnabled();
  expect((await customerInvoice(page, id)).status).toBe("pending");
});

test("paying with the successful test card settles the invoice, the shipment and sends one receipt", async ({
  page,
  request,
}) => {
  const id = await openDemoInvoice(page);
  await page.getByRole("button", { name: "Pay $185.50" }).click();
  const dialog = page.getByRole("dialog", { name: "TEST checkout" });
  await dialog.getByRole("button", { name: "Successful card" }).click();

  await expect(page.getByText("Payment Success!")).toBeVisible();
  await expect(page.getByTestId("invoice-status")).toHaveText("paid");
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("invoice-transaction-id")).toHaveText(TRANSACTION_ID);
  await expect(page.getByTestId("invoice-status")).toHaveText("paid");
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);

  // The server refuses a second payment, whatever the page shows.
  const again = await page.request.post("/api/payments/initialize", { data: { invoice_id: id } });
  expect(again.status()).toBe(409);

  // Staff see it (back-office API with the owner's token).
  const token = await ownerToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const staffInvoice = await request.get(`/api/invoice/${id}`, { headers });
  expect(staffInvoice.ok()).toBe(true);
  expect((await staffInvoice.json()).invoice).toMatchObject({ transaction_id: TRANSACTION_ID, status: "paid" });
  const shipmentId = (await customerInvoice(page, id)).reference_id;
  const staffShipment = await request.get(`/api/shipment/${shipmentId}`, { headers });
  expect(staffShipment.ok()).toBe(true);
  expect((await staffShipment.json()).shipment).toMatchObject({
    tracking_number: TRACKING_NUMBER,
    payment_status: "Paid",
  });

  // Exactly one receipt, even though both the verify call and the sandbox's signed webhook arrived.
  const receipt = await waitForMail(DEMO_CUSTOMER.email, /Payment receipt for invoice INV4821QRT/);
  expect(receipt.subject).toContain(TRANSACTION_ID);
  await page.waitForTimeout(1000);
  expect(sentMail().filter((m) => /Payment receipt for invoice INV4821QRT/.test(m.subject))).toHaveLength(1);
});

test.afterAll(async ({ request }) => {
  // Best effort: put the demo invoice and shipment back as seeded, for specs that run after this one.
  try {
    const headers = { authorization: `Bearer ${await ownerToken(request)}` };
    const list = await request.get(`/api/invoice?q=${TRANSACTION_ID}`, { headers });
    const invoice = ((await list.json()).invoices as Array<{ id: number; transaction_id: string }>).find(
      (i) => i.transaction_id === TRANSACTION_ID,
    );
    if (invoice)
      await request.put("/api/invoice/invoice-status", {
        headers,
        data: { invoice_id: invoice.id, status: "pending" },
      });
    await request.put("/api/shipment/payment-status", {
      headers,
      data: { tracking_number: TRACKING_NUMBER, payment_status: "Pending" },
    });
  } catch (error) {
    console.warn("could not restore the demo invoice", error);
  }
});
