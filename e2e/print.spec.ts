import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { DEMO_CUSTOMER, loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { openPublicPage } from "./support/public-site";

/** Pages of the PDF Chromium prints (its page objects; '/Pages' is the tree, not a page). */
const pdfPages = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/**
 * In print, nothing but the card takes room: the card starts at the top of the paper and the document ends with it
 * (what is hidden around it used to keep its space and print as blank pages).
 */
async function expectOnlyTheCardPrinted(page: Page) {
  await page.emulateMedia({ media: "print" });
  const { cardTop, cardBottom, documentHeight } = await page.evaluate(() => {
    const card = document.querySelector(".print-card")!.getBoundingClientRect();
    return {
      cardTop: card.top + window.scrollY,
      cardBottom: card.bottom + window.scrollY,
      documentHeight: document.body.getBoundingClientRect().height,
    };
  });
  expect(cardTop).toBeLessThan(2);
  expect(documentHeight).toBeLessThanOrEqual(Math.ceil(cardBottom) + 1);
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
}

test.describe("printing", () => {
  test("a public page prints its text, without the floating social strip", async ({ page }) => {
    for (const [path, heading] of [
      ["/privacy-policy", "Privacy Policy"],
      ["/frequently-asked-questions", "Frequently Asked Questions"],
      ["/shipping-and-insurance", "Shipping and Insurance"],
    ] as const) {
      await openPublicPage(page, path);
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("complementary", { name: "Follow us" })).toBeHidden();
      expect(pdfPages(await page.pdf())).toBeGreaterThan(0);
      await page.emulateMedia({ media: "screen" });
    }
  });

  test("the FAQ prints every answer, not only the one open on screen", async ({ page }) => {
    await openPublicPage(page, "/frequently-asked-questions");
    const lastAnswer = page.getByText("We do not accept cash.");
    await expect(lastAnswer).toBeHidden();
    await page.emulateMedia({ media: "print" });
    await expect(lastAnswer).toBeVisible();
  });

  test("a tracking result prints", async ({ page }) => {
    await openPublicPage(page, "/track-package/SWG4821ABC");
    const result = page.getByRole("region", { name: /Tracking number/ });
    await expect(result).toContainText("SWG4821ABC");
    await page.emulateMedia({ media: "print" });
    await expect(result).toBeVisible();
    await expect(result.getByText("In Transit").first()).toBeVisible();
  });

  test("a staff invoice prints only its card: not the refund panel and the history below it", async ({ page }) => {
    await loginAdminByApi(page);
    const { invoices } = await (await page.request.get("/api/invoice?sort=asc")).json();
    const invoice = invoices.find((i: { transaction_id: string }) => i.transaction_id === "INV4821QRT");
    await page.goto(`/admin/invoices/${invoice.id}`);
    await expect(page.locator(".print-card")).toContainText("INV4821QRT");
    await expectOnlyTheCardPrinted(page);
    await expect(page.locator(".print-card")).toContainText("INV4821QRT");
  });

  test("the customer's invoice prints only its card", async ({ page }) => {
    await loginCustomerByApi(page, DEMO_CUSTOMER);
    await page.goto("/user/invoices");
    await page.getByRole("link", { name: "INV4821QRT" }).click();
    await expect(page.getByTestId("invoice-transaction-id")).toHaveText("INV4821QRT");
    await expectOnlyTheCardPrinted(page);
    await expect(page.getByTestId("invoice-transaction-id")).toBeVisible();
  });
});
