import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { pdfText } from "../apps/server/test/pdf-text";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { customerWithShipmentInvoice } from "./support/records";
import { axeViolations, pageOverflow } from "./support/screen-checks";
import { ownerHeaders } from "./support/staff";

// It publishes a GBP rate, which every GBP invoice on its server then uses: a server and a database of its own.
test.use({ dataset: "naira-checkout" });

/**
 * Naira checkout at a locked rate (issue 33, docs/decisions/0044): a customer of its own pays a £120.00 invoice in
 * naira by the sandbox's simulated bank transfer. The screen shows the naira, the rate used with its date and the
 * lock's countdown; the payment settles through the sandbox's signed webhook and verify, like Paystack's. The receipt
 * PDF names both amounts and the rate; staff find the payment in the ledger and today's reconciliation clean.
 */

/** The text of the receipt the invoice page's 'Download receipt' link downloads. */
async function receiptText(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download receipt" }).click(),
  ]);
  return (await pdfText(await readFile((await download.path())!))).join("\n");
}
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    test.describe.configure({ timeout: 120_000 });

    test("a customer pays a GBP invoice in naira by bank transfer at the locked rate", async ({ page, request }) => {
      const published = await request.post("/api/admin/exchange-rates", {
        headers: await ownerHeaders(request),
        data: { currency: "GBP", rate: "2051.3" },
      });
      expect(published.status(), await published.text()).toBe(201);
      const { customer, invoice } = await customerWithShipmentInvoice(request, { total_amount: 120, currency: "GBP" });
      await loginCustomerByApi(page, { email: customer.email, password: customer.password });
      await page.goto(`/user/invoice/${invoice.id}`);
      // The worker's first signed-in page: its chunks are read cold on a busy machine.
      await expect(page.getByTestId("invoice-status")).toHaveText("pending", { timeout: 30_000 });
      await expect(page.getByTestId("invoice-total")).toHaveText("£120.00");

      // 12,000 pence × ₦2,051.30 = ₦246,156.00, locked for 30 minutes.
      await page.getByRole("button", { name: "Pay £120.00" }).click();
      const dialog = page.getByRole("dialog", { name: "TEST checkout" });
      await expect(dialog.getByText("₦246,156.00")).toBeVisible();
      await expect(dialog.getByTestId("sandbox-quote")).toHaveText(/^£1 = ₦2,051\.30 · locked for (30:00|29:[0-5]\d)$/);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();

      const quote = page.getByRole("region", { name: "Pay in naira" });
      await expect(quote.getByTestId("naira-amount")).toHaveText("₦246,156.00");
      await expect(quote.getByTestId("naira-rate")).toHaveText("£1 = ₦2,051.30");
      await expect(quote).toContainText(/\(rate of \d{2}-\d{2}-\d{4} \d{2}:\d{2} [ap]m\)/);
      const countdown = quote.getByTestId("naira-countdown");
      const first = await countdown.textContent();
      expect(first).toMatch(/^(30:00|29:[0-5]\d)$/);
      await expect(countdown).not.toHaveText(first!);
      expect(await axeViolations(page)).toEqual([]);

      // Back to the same checkout while the lock lasts, this time by the simulated bank transfer.
      await quote.getByRole("button", { name: "Pay ₦246,156.00" }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("radio", { name: "Bank transfer" }).check();
      await expect(dialog.getByTestId("sandbox-transfer-account")).toHaveText(
        /^Transfer ₦246,156\.00 to Paystack-Titan \(TEST\), account number 99\d{8}\.$/,
      );
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "I have sent the transfer" }).click();

      await expect(page.getByText("Payment Success!")).toBeVisible();
      await expect(page.getByTestId("invoice-status")).toHaveText("paid");
      await expect(quote).toBeHidden();
      const res = await page.request.get(`/api/invoices/${invoice.id}`);
      expect(((await res.json()) as { invoice: { status: string } }).invoice.status).toBe("paid");

      const receipt = await receiptText(page);
      expect(receipt).toContain("₦246,156.00");
      expect(receipt).toContain("£120.00");
      expect(receipt).toContain("₦2,051.30 per 1 GBP");
      // One payment: the ledger's posting of the checkout is not a second (wallet) payment.
      expect(receipt).not.toContain("Payment 2");

      // Staff: the naira is in the ledger (Paystack clearing to receivables), and today reconciles clean.
      const staff = await page.context().browser()!.newPage({ viewport });
      await loginAdminByApi(staff);
      await staff.goto(`/admin/wallet?q=${encodeURIComponent(customer.email)}`);
      const row = staff.getByRole("row").filter({ hasText: `invoice #${invoice.id}` });
      await expect(row).toContainText("Invoice paid through Paystack");
      await expect(row).toContainText("₦246,156.00");
      await expect(row).toContainText("Paystack clearing: -₦246,156.00");
      expect(await pageOverflow(staff), "the ledger fits the screen").toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      await staff.goto("/admin/reconciliation");
      const form = staff.getByRole("form", { name: "Check a day" });
      await form.getByLabel("Day (UTC)").fill(today);
      await form.getByRole("button", { name: "Check day" }).click();
      await expect(staff.getByText(`Day checked. ${today}: clean.`)).toBeVisible();
      await expect(staff.getByRole("button", { name: `Show ${today}` })).toBeVisible();
      expect(await pageOverflow(staff), "the checked days fit the screen").toBe(0);
      await staff.close();
    });
  });
}
