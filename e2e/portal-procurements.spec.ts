import { writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginCustomerByApi } from "./support/auth";

/** A real 1×1 PNG, written to a file for the file input. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
const product = (page: Page, i: number) => page.getByTestId(`product-${i}`);

test("every procurement form message shows for a bad value; lines never drop below one; the total is live", async ({
  page,
}) => {
  await loginCustomerByApi(page);
  await page.goto("/user/shop-for-me/form");
  await expect(page.getByRole("heading", { name: "Procurement Form" })).toBeVisible();
  await expect(product(page, 0).getByRole("button", { name: /Remove/ })).toHaveCount(0);

  // The customer's own address and phone start filled from the profile.
  await expect(page.getByLabel("Address line 1")).toHaveValue("15 Admiralty Way");
  await expect(page.getByLabel("Phone number")).toHaveValue("08031234567");
  for (const label of ["Address line 1", "City", "State", "Country", "ZIP code", "Phone number"])
    await page.getByLabel(label).fill("");

  await page.getByRole("button", { name: "Submit" }).click();
  for (const message of [
    "Warehouse is required",
    "Currency is required",
    "Address is required",
    "City is required",
    "State is required",
    "Country is required",
    "ZIP code is required",
    "Number is required",
    "Store name is required",
    "Store website must be a valid URL",
    "Product name is required",
    "Product link must be a valid URL",
    "Unit price must be a positive value",
  ]) {
    await expect(page.getByText(message, { exact: true }), message).toBeVisible();
  }

  // The warehouse sets the currency.
  await page.getByRole("combobox", { name: "Warehouse" }).selectOption("Brixton");
  await expect(page.getByLabel("Currency")).toHaveValue("GBP (£)");
  await expect(page.getByText("Currency is required", { exact: true })).toHaveCount(0);
  await page.getByRole("combobox", { name: "Warehouse" }).selectOption("Trail Richmond");
  await expect(page.getByLabel("Currency")).toHaveValue("USD ($)");

  await page.getByLabel("Store website").fill("amazon dot com");
  await product(page, 0).getByLabel("Product link").fill("not a link");
  await product(page, 0).getByLabel("Quantity").fill("0");
  await product(page, 0).getByLabel("Unit price").fill("1.234");
  await page.getByLabel("Added charges").fill("2.555");
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByRole("button", { name: "Submit" }).click();
  for (const message of [
    "Store website must be a valid URL",
    "Product link must be a valid URL",
    "Quantity must be at least 1",
    "Unit price can have at most two decimal places",
    "Added charges can have at most two decimal places",
    "Delivery address is required when doorstep delivery is selected",
  ]) {
    await expect(page.getByText(message, { exact: true }), message).toBeVisible();
  }
  await product(page, 0).getByLabel("Unit price").fill("-5");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Unit price must be a positive value", { exact: true })).toBeVisible();

  // Live total: 2 × 10.50 + 1 × 5 + 2.25 added charges.
  await product(page, 0).getByLabel("Quantity").fill("2");
  await product(page, 0).getByLabel("Unit price").fill("10.50");
  await page.getByRole("button", { name: "Add Product" }).click();
  await product(page, 1).getByLabel("Unit price").fill("5");
  await page.getByLabel("Added charges").fill("2.25");
  await expect(page.getByTestId("procurement-total")).toHaveText("$28.25");
  await product(page, 1).getByRole("button", { name: "Remove product 2" }).click();
  await expect(page.getByTestId("procurement-total")).toHaveText("$23.25");
  await expect(product(page, 0).getByRole("button", { name: /Remove/ })).toHaveCount(0);

  // 'No' hides the delivery address again.
  await page.getByRole("radio", { name: "No" }).check();
  await expect(page.getByLabel("Delivery address")).toHaveCount(0);
});

test("the customer submits a procurement with two products and an image, finds it and opens it from a shared link", async ({
  page,
  browser,
}, testInfo) => {
  const store = `Gadget Hub ${Date.now().toString(36)}`;
  const imagePath = testInfo.outputPath("receipt.png");
  writeFileSync(imagePath, PNG);

  await loginCustomerByApi(page);
  await page.goto("/user/shop-for-me");
  await expect(page.getByRole("heading", { name: "Procurements" })).toBeVisible();
  await expect(toast(page, "Procurements Loaded!")).toBeVisible();
  await page.getByRole("link", { name: "Procurement Form" }).click();
  await expect(page).toHaveURL(/\/user\/shop-for-me\/form$/);

  await page.getByRole("combobox", { name: "Warehouse" }).selectOption("Brixton");
  await page.getByLabel("Address line 1").fill("15 Admiralty Way");
  await page.getByLabel("City").fill("Lagos");
  await page.getByLabel("State").fill("Lagos");
  await page.getByLabel("Country").fill("Nigeria");
  await page.getByLabel("ZIP code").fill("106104");
  await page.getByLabel("Phone number").fill("08031234567");
  await page.getByLabel("Store name").fill(store);
  await page.getByLabel("Store website").fill("https://www.gadgethub.co.uk");
  await product(page, 0).getByLabel("Product name").fill("Noise-cancelling headphones");
  await product(page, 0).getByLabel("Product link").fill("https://www.gadgethub.co.uk/p/1");
  await product(page, 0).getByLabel("Colour").fill("Black");
  await product(page, 0).getByLabel("Quantity").fill("1");
  await product(page, 0).getByLabel("Unit price").fill("89.99");
  await page.getByRole("button", { name: "Add Product" }).click();
  await product(page, 1).getByLabel("Product name").fill("Running shoes");
  await product(page, 1).getByLabel("Product link").fill("https://www.gadgethub.co.uk/p/2");
  await product(page, 1).getByLabel("Size").fill("44");
  await product(page, 1).getByLabel("Quantity").fill("2");
  await product(page, 1).getByLabel("Unit price").fill("54");
  await page.getByLabel("Added charges").fill("12.50");
  await expect(page.getByTestId("procurement-total")).toHaveText("£210.49");
  await page.getByLabel("Images (optional)").setInputFiles(imagePath);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Procurement successfully submitted.")).toBeVisible();

  await expect(page).toHaveURL(/\/user\/shop-for-me$/);
  const row = page.getByRole("row").filter({ hasText: store });
  await expect(row).toBeVisible();
  await expect(row).toContainText("pending");
  await expect(row).toContainText("£210.49");
  await row.getByRole("link", { name: /Procurement \d+/ }).click();

  await expect(page).toHaveURL(/\/user\/shop-for-me\/procurement\/\d+$/);
  const detailUrl = page.url();
  const checkDetail = async (p: Page) => {
    await expect(p.getByText(store)).toBeVisible();
    await expect(p.getByRole("cell", { name: "Noise-cancelling headphones" })).toBeVisible();
    await expect(p.getByRole("cell", { name: "Running shoes" })).toBeVisible();
    await expect(p.getByText("Tax / Shipping to warehouse")).toBeVisible();
    await expect(p.getByTestId("procurement-detail-total")).toHaveText("£210.49");
    await expect(p.getByRole("button", { name: "Print" })).toBeVisible();
    const image = p.getByRole("img", { name: "receipt.png" });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
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
