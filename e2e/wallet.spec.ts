import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { customerWithShipmentInvoice } from "./support/records";
import { axeViolations } from "./support/screen-checks";
import { ownerHeaders } from "./support/staff";

/**
 * The wallet in Chromium (issue 33): a customer of its own tops up ₦2,000 with the sandbox's test card, pays a
 * ₦1,500 invoice from the wallet on the invoice page, and reads the statement; the owner finds both movements in
 * the staff ledger. Only records this file makes are read.
 */
test("a customer tops up, pays an invoice from the wallet and sees the statement; staff see it in the ledger", async ({
  page,
  request,
}) => {
  const { customer, invoice } = await customerWithShipmentInvoice(request, { total_amount: 1500, currency: "NGN" });
  await loginCustomerByApi(page, { email: customer.email, password: customer.password });
  await page.goto("/user/home");
  await page.getByRole("link", { name: "Wallet" }).first().click();
  await expect(page).toHaveURL(/\/user\/wallet$/);
  await expect(page.getByTestId("wallet-balance")).toHaveText("₦0.00");

  // A negative amount is refused under the field, before anything is sent.
  await page.getByLabel("Top-up amount (₦)").fill("-5");
  await page.getByRole("button", { name: "Top up" }).click();
  await expect(page.getByText("Amount must be more than zero")).toBeVisible();

  await page.getByLabel("Top-up amount (₦)").fill("2000");
  await page.getByRole("button", { name: "Top up" }).click();
  const dialog = page.getByRole("dialog", { name: "TEST checkout" });
  await expect(dialog.getByText("₦2,000.00")).toBeVisible();
  await dialog.getByRole("button", { name: "Successful card" }).click();
  await expect(page.getByText(/Your wallet was topped up/)).toBeVisible();
  await expect(page.getByTestId("wallet-balance")).toHaveText("₦2,000.00");
  await expect(page.getByRole("cell", { name: /^Top-up/ })).toBeVisible();

  await page.goto(`/user/invoice/${invoice.id}`);
  await expect(page.getByTestId("invoice-status")).toHaveText("pending");
  await page.getByRole("button", { name: "Pay ₦1,500.00 from wallet" }).click();
  await expect(page.getByText(/Paid from your wallet/)).toBeVisible();
  await expect(page.getByTestId("invoice-status")).toHaveText("paid");

  await page.getByRole("link", { name: "Wallet" }).first().click();
  await expect(page.getByTestId("wallet-balance")).toHaveText("₦500.00");
  await expect(page.getByRole("cell", { name: `Invoice payment: Invoice ${invoice.transaction_id}` })).toBeVisible();
  await expect(page.getByRole("cell", { name: "-₦1,500.00" })).toBeVisible();

  await loginAdminByApi(page);
  await page.goto(`/admin/wallet?q=${encodeURIComponent(customer.email)}`);
  await expect(page.getByRole("heading", { name: "Wallet ledger" })).toBeVisible();
  const ledger = page.getByRole("table", { name: "Ledger" });
  await expect(ledger.getByRole("row")).toHaveCount(3);
  await expect(ledger.getByRole("cell", { name: "Invoice payment", exact: true })).toBeVisible();
  await expect(ledger.getByRole("cell", { name: "Top-up", exact: true })).toBeVisible();
  // The wallet's side of the payment, and its two balanced entries.
  await expect(ledger.getByRole("cell", { name: "-₦1,500.00", exact: true })).toBeVisible();
  await expect(ledger.getByText("Customer's wallet: -₦1,500.00")).toBeVisible();
  await expect(ledger.getByText("Receivables: ₦1,500.00")).toBeVisible();
});

/**
 * A wallet that holds part of an invoice: it pays that part, the invoice shows what is paid and what is due, and the
 * card or transfer button then charges only the balance due (it named the whole total).
 */
test("the wallet pays part of an invoice and the card button then names the balance due", async ({ page, request }) => {
  const { customer, shipment, invoice } = await customerWithShipmentInvoice(request, {
    total_amount: 5000,
    currency: "NGN",
  });
  const credited = await request.post("/api/admin/wallet/adjust", {
    headers: await ownerHeaders(request),
    data: { customer_id: shipment.user_id, direction: "credit", amount: "2000", reason: "Goodwill credit" },
  });
  expect(credited.status(), await credited.text()).toBe(201);
  await loginCustomerByApi(page, { email: customer.email, password: customer.password });
  await page.goto(`/user/invoice/${invoice.id}`);
  await expect(page.getByRole("button", { name: "Pay ₦5,000.00", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Pay ₦2,000.00 from wallet" }).click();
  await expect(page.getByTestId("invoice-due")).toHaveText("₦3,000.00");
  await expect(page.getByRole("button", { name: "Pay ₦3,000.00", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /from wallet/ })).toHaveCount(0);

  // Staff see the wallet's payment on the invoice, beside the checkouts, on a phone.
  await loginAdminByApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/invoices/${invoice.id}`);
  const payments = page.getByRole("region", { name: "Payments table" });
  await expect(payments.getByRole("row").filter({ hasText: "Wallet payment" })).toContainText("₦2,000.00");
  expect(await axeViolations(page)).toEqual([]);
});

/** A manager credits a customer's wallet from the customer's page: no id to type, and the notice names the customer. */
test("staff credit a wallet from the customer's page and see the new balance there", async ({ page, request }) => {
  const { shipment } = await customerWithShipmentInvoice(request, { total_amount: 100, currency: "NGN" });
  await loginAdminByApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/customers/${shipment.user_id}`);
  const wallet = page.getByRole("region", { name: "Wallet" });
  await expect(wallet.getByTestId("customer-wallet-balance")).toHaveText("₦0.00");
  await wallet.getByText(/^Credit or debit .+'s wallet$/).click();
  await wallet.getByLabel("Amount (₦)").fill("1500");
  await wallet.getByLabel("Reason").fill("Goodwill for a late delivery");
  await wallet.getByRole("button", { name: "Save" }).click();
  await expect(
    page.locator("[data-toast]").filter({ hasText: /^Credited ₦1,500\.00 to the wallet of / }),
  ).toBeVisible();
  await expect(wallet.getByTestId("customer-wallet-balance")).toHaveText("₦1,500.00");
  expect(await axeViolations(page)).toEqual([]);
  await wallet.getByRole("link", { name: "See their movements in the ledger" }).click();
  await expect(
    page.getByRole("table", { name: "Ledger" }).getByRole("row").filter({ hasText: "Goodwill for a late delivery" }),
  ).toBeVisible();
});

/**
 * The statement (which carries the balance) fails to load once: the balance says it is unavailable instead of '…'
 * for ever, the statement says why with 'Try again', and that loads both; checked at a phone and a desktop width.
 */
test("when the statement cannot be loaded the balance says so, and 'Try again' loads both", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { customer } = await customerWithShipmentInvoice(request, { total_amount: 1500, currency: "NGN" });
  await loginCustomerByApi(page, { email: customer.email, password: customer.password });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    let failing = true;
    await page.route(/\/api\/wallet(\?|$)/, (route) =>
      failing
        ? route.fulfill({ status: 429, contentType: "application/json", body: '{"error":"Too many requests."}' })
        : route.continue(),
    );
    await page.goto("/user/wallet");
    await expect(page.getByTestId("wallet-balance")).toHaveText(
      "Balance unavailable: the statement below could not be loaded.",
    );
    const alert = page.getByRole("alert").filter({ hasText: "We could not load this list." });
    await expect(alert).toContainText("Too many requests.");
    expect(await axeViolations(page)).toEqual([]);

    failing = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("wallet-balance")).toHaveText("₦0.00", { timeout: 30_000 });
    await expect(alert).toHaveCount(0);
    await page.unroute(/\/api\/wallet(\?|$)/);
  }
});
