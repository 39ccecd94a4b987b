import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginCustomerByApi } from "./support/auth";

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

test("My Shipments lists the customer's shipments; the tracking number opens a printable detail that survives reload and a shared link", async ({
  page,
  browser,
}) => {
  await loginCustomerByApi(page);
  await page.goto("/user/my-shipments");
  await expect(page.getByRole("heading", { name: "My Shipments" })).toBeVisible();
  await expect(toast(page, "Shipments Loaded!")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "SWG4821ABC" });
  await expect(row).toContainText("In Transit");
  await expect(row).toContainText("$185.50");
  await expect(row).toContainText("INV4821QRT");
  await row.getByRole("link", { name: "SWG4821ABC" }).click();

  await expect(page).toHaveURL(/\/user\/my-shipments\/shipment\/\d+$/);
  const detailUrl = page.url();
  const checkDetail = async (p: Page) => {
    const card = p.getByRole("article");
    await expect(card.getByRole("heading", { name: "SWG4821ABC" })).toBeVisible();
    await expect(card).toContainText("$185.50");
    await expect(card).toContainText("15 Admiralty Way, Lekki Phase 1, Lagos");
    await expect(card).toContainText("12.40 kg");
    await expect(card.getByRole("link", { name: "INV4821QRT" })).toBeVisible();
    // Portal dates: day-month-year with 12-hour time and am/pm.
    await expect(card).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} (am|pm)/);
    await expect(p.getByRole("button", { name: "Print" })).toBeVisible();
  };
  await checkDetail(page);
  await page.reload();
  await checkDetail(page);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(detailUrl);
  await expect(other).toHaveURL(/\/login\?next=/);
  await loginCustomerByApi(other);
  await other.goto(detailUrl);
  await checkDetail(other);
  await fresh.close();
});

test("a shipment of another customer, or one that does not exist, shows its not-found message", async ({ page }) => {
  await loginCustomerByApi(page);
  await page.goto("/user/my-shipments/shipment/999999");
  await expect(page.getByText("Shipment not found.")).toBeVisible();
});
