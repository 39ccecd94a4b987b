import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { pdfText } from "../apps/server/test/pdf-text";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { customerWithShipmentInvoice } from "./support/records";
import { axeViolations, unreachableActions } from "./support/screen-checks";

/**
 * Invoices and receipts as PDF in Chromium (issue 33, docs/decisions/0047): the customer's invoice page offers the
 * invoice's PDF at phone and desktop widths, the file that downloads is the invoice, and once paid with the sandbox's
 * test card the page offers the receipt, whose text names the payment. Staff download both from the staff invoice
 * page. Only records this file makes are read.
 */

/** Clicks the link named `name` and reads the file it downloads as the lines of text the PDF prints. */
async function downloadedText(page: Page, name: string) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return { filename: download.suggestedFilename(), text: (await pdfText(bytes)).join("\n") };
}

test("the invoice page offers the invoice PDF and, once paid, the receipt; both download as PDF", async ({
  page,
  request,
}) => {
  const { customer, invoice } = await customerWithShipmentInvoice(request, { total_amount: 64.43, currency: "USD" });
  await loginCustomerByApi(page, { email: customer.email, password: customer.password });

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/user/invoice/${invoice.id}`);
    await expect(page.getByTestId("invoice-status")).toHaveText("pending");
    await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download receipt" })).toHaveCount(0);
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
    expect(await unreachableActions(page), `reachable at ${width} px`).toEqual([]);
  }

  const pdf = await downloadedText(page, "Download PDF");
  expect(pdf.filename).toBe(`invoice-${invoice.transaction_id}.pdf`);
  expect(pdf.text).toContain(`Invoice ${invoice.transaction_id}`);
  expect(pdf.text).toContain("Swiftway Global Logistics");
  expect(pdf.text).toMatch(/Balance due\n\$64\.43/);
  expect(pdf.text).toContain(`/user/invoice/${invoice.id}`);

  await page.getByRole("button", { name: "Pay $64.43" }).click();
  await page.getByRole("dialog", { name: "TEST checkout" }).getByRole("button", { name: "Successful card" }).click();
  await expect(page.getByTestId("invoice-status")).toHaveText("paid");
  await expect(page.getByRole("link", { name: "Download receipt" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const receipt = await downloadedText(page, "Download receipt");
  expect(receipt.filename).toBe(`receipt-${invoice.transaction_id}.pdf`);
  expect(receipt.text).toMatch(/Amount paid \(USD\)\n\$64\.43/);
  expect(receipt.text).toMatch(/Reference\n\S+/);
  expect(receipt.text).toMatch(/\(Lagos time\)/);
  expect(receipt.text).toMatch(/Balance due\n\$0\.00/);

  // The receipt e-mail carries the same receipt (rendered by the mail worker when it sent the message).
  const mail = await waitForMail(customer.email, /^Payment receipt/);
  const part = mail.raw.split(/\r?\n--/).find((p) => /^Content-Type: application\/pdf/im.test(p));
  expect(part, "a PDF part in the receipt e-mail").toBeDefined();
  const base64 = part!
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("")
    .replace(/\s+/g, "");
  expect((await pdfText(Buffer.from(base64, "base64"))).join("\n")).toBe(receipt.text);

  // Without a session there is no PDF (another customer's answers 404: customer-isolation.test.ts).
  const anonymous = await page.context().browser()!.newContext();
  expect((await anonymous.request.get(new URL(`/api/invoices/${invoice.id}/pdf`, page.url()).href)).status()).toBe(401);
  await anonymous.close();

  // Staff download the same documents from the staff invoice page.
  await loginAdminByApi(page);
  await page.goto(`/admin/invoices/${invoice.id}`);
  const staffReceipt = await downloadedText(page, "Download receipt");
  expect(staffReceipt.text).toBe(receipt.text);
  expect((await downloadedText(page, "Download PDF")).text).toMatch(/Balance due\n\$0\.00/);
});
