import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { DEMO_CUSTOMER, loginCustomerByApi } from "./support/auth";

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const subject = `Parcel stuck in customs ${Date.now().toString(36)}`;

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

test("each ticket form validation message shows for a bad value, and images only", async ({ page }) => {
  await loginCustomerByApi(page);
  await page.goto("/user/support/form");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Subject is required")).toBeVisible();
  await expect(page.getByText("Invalid department value")).toBeVisible();
  await expect(page.getByText("Warehouse is required")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();

  // Whitespace is not a subject or a message; a valid choice clears only its own message.
  await page.getByLabel("Subject").fill("   ");
  await page.getByLabel("Department").selectOption("technical");
  await page.getByLabel("Message").fill("  ");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Subject is required")).toBeVisible();
  await expect(page.getByText("Invalid department value")).toHaveCount(0);
  await expect(page.getByText("Message is required")).toBeVisible();

  await page
    .getByLabel("Images (optional)")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Only image files (JPEG, PNG, GIF or WebP) are allowed.")).toBeVisible();
});

test("the customer creates a ticket with an image, finds it in the list, opens it and replies", async ({
  page,
  browser,
}) => {
  await loginCustomerByApi(page);
  await page.goto("/user/support");
  await expect(page.getByRole("heading", { name: "My Tickets" })).toBeVisible();
  await expect(toast(page, "Tickets Loaded!")).toBeVisible();
  await page.getByRole("link", { name: "Submit a Ticket" }).click();
  await expect(page).toHaveURL(/\/user\/support\/form$/);

  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Department").selectOption("customer service");
  await page.getByLabel("Warehouse").selectOption("UK");
  await page.getByLabel("Message").fill("My parcel has been held in customs for a week.");
  await page.getByLabel("Images (optional)").setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Ticket successfully created.")).toBeVisible();

  await expect(page).toHaveURL(/\/user\/support$/);
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row).toContainText("open");
  await expect(row).toContainText("UK");
  await row.getByRole("link", { name: subject }).click();

  await expect(page).toHaveURL(/\/user\/support\/\d+$/);
  const ticketUrl = page.url();
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.getByTestId("ticket-message")).toHaveText("My parcel has been held in customs for a week.");
  const image = page.getByRole("img", { name: "receipt.png" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByText("No responses yet!")).toBeVisible();

  await page.getByRole("button", { name: "Reply" }).click();
  await expect(page.getByText("Response message is required!")).toBeVisible();
  await page.getByLabel("Your reply").fill("Here is the customs reference: CUS-2231.");
  await page.getByRole("button", { name: "Reply" }).click();
  await expect(toast(page, "Response submitted.")).toBeVisible();
  await expect(page.getByLabel("Your reply")).toHaveValue("");
  await page.getByLabel("Your reply").fill("And the airway bill number is AWB-77.");
  await page.getByRole("button", { name: "Reply" }).click();
  const responses = page.getByTestId("ticket-response");
  await expect(responses).toHaveCount(2);
  await expect(responses.first()).toContainText("And the airway bill number is AWB-77.");
  await expect(responses.first()).toContainText("By user");
  await expect(responses.nth(1)).toContainText("CUS-2231");

  // A reload shows the same ticket, fetched by id.
  await page.reload();
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.getByTestId("ticket-response").first()).toContainText("AWB-77");

  // A shared link opened in a fresh browser: log-in first, then back to the ticket.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(ticketUrl);
  await expect(other).toHaveURL(/\/login\?next=/);
  await loginCustomerByApi(other, DEMO_CUSTOMER);
  await other.goto(ticketUrl);
  await expect(other.getByRole("heading", { name: subject })).toBeVisible();
  await expect(other.getByTestId("ticket-response")).toHaveCount(2);
  await fresh.close();
});
