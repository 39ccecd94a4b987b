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
const item = (page: Page, i: number) => page.getByTestId(`item-${i}`);

test("every pickup form message shows for a bad value", async ({ page }) => {
  await loginCustomerByApi(page);
  await page.goto("/user/pickups/form");
  await expect(page.getByRole("heading", { name: "Pickup Form" })).toBeVisible();

  // The form starts from the profile: nobody retypes their own contact details and address.
  await expect(page.getByLabel("Contact email")).toHaveValue("customer@swiftway.test");
  await expect(page.getByLabel("Contact number")).toHaveValue("08031234567");
  await expect(page.getByLabel("Address 1")).toHaveValue("15 Admiralty Way");
  await expect(page.getByLabel("ZIP code")).toHaveValue("106104");
  for (const label of [
    "Contact name",
    "Contact number",
    "Contact email",
    "Address 1",
    "City",
    "State",
    "Country",
    "ZIP code",
  ])
    await page.getByLabel(label).fill("");

  await page.getByRole("button", { name: "Submit" }).click();
  for (const message of [
    "Contact name is required",
    "Contact number is required",
    "Contact email is required",
    "Address 1 is required",
    "City is required",
    "State is required",
    "Country is required",
    "ZIP code is required",
    "Item name is required for each item",
    "Length must be a positive decimal",
    "Width must be a positive decimal",
    "Height must be a positive decimal",
    "Weight must be a positive decimal",
  ]) {
    await expect(page.getByText(message, { exact: true }), message).toBeVisible();
  }

  await page.getByLabel("Contact email").fill("chidi@");
  await page.getByLabel("Contact number").fill("call me");
  await item(page, 0).getByLabel("Length (cm)").fill("-4");
  await item(page, 0).getByLabel("Quantity").fill("0");
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByRole("button", { name: "Submit" }).click();
  for (const message of [
    "Contact email must be a valid email address",
    "Contact number must be a valid phone number",
    "Length must be a positive decimal",
    "Quantity must be a positive integer",
    "Delivery address is required when doorstep delivery is selected",
  ]) {
    await expect(page.getByText(message, { exact: true }), message).toBeVisible();
  }

  // The only item cannot be removed (a pickup needs one); a second one can.
  await expect(item(page, 0).getByRole("button", { name: /Remove item/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Add Item" }).click();
  await item(page, 1).getByRole("button", { name: "Remove item 2" }).click();
  await expect(page.getByTestId("item-1")).toHaveCount(0);
  await expect(item(page, 0).getByRole("button", { name: /Remove item/ })).toHaveCount(0);

  await item(page, 0)
    .getByLabel("Image (optional)")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(page.getByText("Only image files (JPEG, PNG, GIF or WebP) are allowed.")).toBeVisible();
});

test("the customer books a pickup with two items and an image, finds it and opens it from a shared link", async ({
  page,
  browser,
}, testInfo) => {
  const contact = `Ngozi Eze ${Date.now().toString(36)}`;
  const imagePath = testInfo.outputPath("carton.png");
  writeFileSync(imagePath, PNG);

  await loginCustomerByApi(page);
  await page.goto("/user/pickups");
  await expect(page.getByRole("heading", { name: "My Pickups" })).toBeVisible();
  await expect(toast(page, "Pickups Loaded!")).toBeVisible();
  await page.getByRole("link", { name: "Pickup Form" }).click();
  await expect(page).toHaveURL(/\/user\/pickups\/form$/);

  await page.getByLabel("Contact name").fill(contact);
  await page.getByLabel("Contact number").fill("08031234567");
  await page.getByLabel("Contact email").fill("ngozi@example.com");
  await page.getByLabel("Address 1").fill("3 Allen Avenue");
  await page.getByLabel("Address 2").fill("Block C");
  await page.getByLabel("City").fill("Ikeja");
  await page.getByLabel("State").fill("Lagos");
  await page.getByLabel("Country").fill("Nigeria");
  await page.getByLabel("ZIP code").fill("100271");
  await item(page, 0).getByLabel("Item name").fill("Carton of books");
  await item(page, 0).getByLabel("Length (cm)").fill("40");
  await item(page, 0).getByLabel("Width (cm)").fill("30");
  await item(page, 0).getByLabel("Height (cm)").fill("20.5");
  await item(page, 0).getByLabel("Weight (lbs)").fill("22");
  await item(page, 0).getByLabel("Image (optional)").setInputFiles(imagePath);
  await page.getByRole("button", { name: "Add Item" }).click();
  await item(page, 1).getByLabel("Item name").fill("Suitcase");
  await item(page, 1).getByLabel("Length (cm)").fill("70");
  await item(page, 1).getByLabel("Width (cm)").fill("45");
  await item(page, 1).getByLabel("Height (cm)").fill("28");
  await item(page, 1).getByLabel("Weight (lbs)").fill("35");
  await item(page, 1).getByLabel("Quantity").fill("2");
  await page.getByLabel("Extra information").fill("Call on arrival");
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByLabel("Delivery address").fill("15 Admiralty Way, Lekki, Lagos");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Pickup successfully submitted.")).toBeVisible();

  await expect(page).toHaveURL(/\/user\/pickups$/);
  const row = page.getByRole("row").filter({ hasText: contact });
  await expect(row).toBeVisible();
  await expect(row).toContainText("pending");
  await row.getByRole("link", { name: /Pickup \d+/ }).click();

  await expect(page).toHaveURL(/\/user\/pickup\/\d+$/);
  const detailUrl = page.url();
  const checkDetail = async (p: Page) => {
    await expect(p.getByRole("button", { name: "Go Back" })).toBeVisible();
    await expect(p.getByRole("button", { name: "Print" })).toBeVisible();
    // Only the card prints: everything below is inside it.
    const card = p.getByRole("article");
    await expect(card.getByText("pending", { exact: true })).toBeVisible();
    await expect(card.getByText("Chidi Okafor")).toBeVisible();
    await expect(p.getByTestId("pickup-address")).toContainText("3 Allen Avenue");
    await expect(p.getByTestId("pickup-address")).toContainText("Block C");
    await expect(p.getByTestId("pickup-address")).toContainText("Ikeja, Lagos 100271");
    await expect(p.getByText("15 Admiralty Way, Lekki, Lagos")).toBeVisible();
    const books = p.getByRole("row").filter({ hasText: "Carton of books" });
    await expect(books).toContainText("40 x 30 x 20.5");
    await expect(books).toContainText("9.98 kg");
    const suitcase = p.getByRole("row").filter({ hasText: "Suitcase" });
    await expect(suitcase).toContainText("70 x 45 x 28");
    await expect(suitcase).toContainText("15.88 kg");
    await expect(suitcase.getByRole("cell").last()).toHaveText("2");
    await expect(p.getByText("Call on arrival")).toBeVisible();
    const image = books.getByRole("img", { name: "Carton of books" });
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
