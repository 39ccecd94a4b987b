import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { DEMO_CUSTOMER, loginAdminByApi } from "./support/auth";
import { mailText, waitForMail } from "./support/mail";

// This file changes demo records that other files read: it gets a server and demo data of its own.
test.use({ dataset: "admin-operations" });

/** The demo records (apps/server/src/cli/demo-data.ts), looked up through the staff API. */
async function demoIds(page: Page) {
  const procurements = await (await page.request.get("/api/procurement")).json();
  const pickups = await (await page.request.get("/api/pickup")).json();
  const invoices = await (await page.request.get("/api/invoice?sort=asc")).json();
  const invoiceId = (tx: string) =>
    invoices.invoices.find((i: { transaction_id: string }) => i.transaction_id === tx).id as number;
  return {
    procurement: procurements.procurements[0].id as number,
    pickup: pickups.pickups[0].id as number,
    shipmentInvoice: invoiceId("INV4821QRT"),
    pickupInvoice: invoiceId("INV3307PUK"),
  };
}

/**
 * The spec's inline edit: edit icon → select → confirm → 'Status updated!'; a change that e-mails the customer
 * is confirmed once more in a dialog.
 */
async function changeStatusInline(page: Page, label: string, value: string, emailsCustomer = false) {
  await page.getByRole("button", { name: `Edit ${label}` }).click();
  await page.getByRole("combobox", { name: label }).selectOption(value);
  await page.getByRole("button", { name: "Confirm" }).click();
  if (emailsCustomer) await page.getByRole("alertdialog").getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Status updated!")).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await loginAdminByApi(page);
});

test("a shop request: status changed inline, the customer e-mailed, printable detail that survives a reload", async ({
  page,
}) => {
  const { procurement } = await demoIds(page);
  await page.goto("/admin/shop-requests");
  await expect(page.getByText("Procurements Loaded!")).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: String(procurement), exact: true }) });
  await expect(row.getByRole("cell").nth(2)).toHaveText("$210.49"); // 89.99 + 2 × 54.00 + 12.50
  await expect(row.getByText("Amazon")).toBeVisible();

  await changeStatusInline(page, `status of shop request ${procurement}`, "approved", true);
  await expect(row.locator('[data-status="approved"]')).toBeVisible();
  const mail = await waitForMail(DEMO_CUSTOMER.email, new RegExp(`shop request #${procurement} has been approved`));
  expect(mailText(mail.raw)).toContain("Chidi");

  await page.reload();
  await expect(row.locator('[data-status="approved"]')).toBeVisible();

  await row.getByRole("link", { name: String(procurement), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/shop-requests/${procurement}$`));
  const card = page.locator(".print-card");
  await expect(card.getByRole("heading", { name: `Procurement #${procurement}` })).toBeVisible();
  await expect(card.locator('[data-status="approved"]')).toHaveClass(/green/);
  await expect(card.getByText(DEMO_CUSTOMER.email, { exact: true })).toBeVisible();
  await expect(card.getByTestId("warehouse-address")).toContainText("15 Admiralty Way");
  await expect(card.getByRole("link", { name: "https://www.amazon.com" })).toBeVisible();
  await expect(card.getByRole("link", { name: "Wireless headphones" })).toHaveAttribute(
    "href",
    "https://www.amazon.com/dp/B0EXAMPLE1",
  );
  await expect(card.getByRole("row", { name: /Running shoes/ })).toContainText("$108.00");
  await expect(card.locator("dl > div", { hasText: "Tax / Shipping to warehouse" })).toContainText("$12.50");
  await expect(card.getByTestId("procurement-total")).toHaveText("$210.49");
  await expect(card.getByText("Please keep the original boxes.")).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("approved");

  await page.reload();
  await expect(card.getByTestId("procurement-total")).toHaveText("$210.49");
  // Printing shows only the card: the buttons and the menu are hidden.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
  await expect(card.getByRole("heading", { name: `Procurement #${procurement}` })).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/admin\/shop-requests$/);
});

test("a pickup: status changed inline and the detail with the customer e-mail and weights in kg", async ({ page }) => {
  const { pickup } = await demoIds(page);
  await page.goto("/admin/pickups");
  await expect(page.getByText("Pickups Loaded!")).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: String(pickup), exact: true }) });
  await expect(row.getByRole("link", { name: "INV3307PUK" })).toBeVisible();
  await expect(row).toContainText("₦15,000.00");

  // The row changes locally: the list is not loaded again (the spec loads it once per visit).
  const reloads: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/pickup\?/.test(request.url())) reloads.push(request.url());
  });
  await changeStatusInline(page, `status of pickup ${pickup}`, "delivered", true);
  await expect(row.locator('[data-status="delivered"]')).toBeVisible();
  expect(reloads).toEqual([]);
  await waitForMail(DEMO_CUSTOMER.email, new RegExp(`pickup #${pickup} is now delivered`));

  await row.getByRole("link", { name: String(pickup), exact: true }).click();
  const card = page.locator(".print-card");
  await expect(card.getByRole("heading", { name: `Pickup #${pickup}` })).toBeVisible();
  await expect(card.getByText(DEMO_CUSTOMER.email, { exact: true })).toBeVisible();
  await expect(card.getByTestId("pickup-address")).toContainText("3 Allen Avenue");
  await expect(card.getByRole("row", { name: /Carton of books/ })).toContainText("9.98 kg"); // 22 lbs
  await expect(card.getByRole("row", { name: /Suitcase/ })).toContainText("15.88 kg"); // 35 lbs
  await expect(card.getByRole("row", { name: /Suitcase/ })).toContainText("70 x 45 x 28");
  await expect(card.getByText("Call on arrival.")).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("processing");

  await page.reload();
  await expect(card.getByRole("row", { name: /Carton of books/ })).toContainText("9.98 kg");
  await card.getByRole("link", { name: /INV3307PUK/ }).click();
  await expect(page).toHaveURL(/\/admin\/invoices\/\d+$/);
  await expect(page.locator(".print-card").getByRole("heading", { name: "INV3307PUK" })).toBeVisible();
});

test("invoices: status changed inline, both demo invoices open and reload", async ({ page }) => {
  const { shipmentInvoice, pickupInvoice } = await demoIds(page);
  await page.goto("/admin/invoices");
  await expect(page.getByText("Invoices Loaded!")).toBeVisible();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "INV4821QRT" }) });
  await expect(row).toContainText("$185.50");
  await expect(row).toContainText("shipments");

  await changeStatusInline(page, "status of invoice INV4821QRT", "overdue");
  await expect(row.locator('[data-status="overdue"]')).toBeVisible();

  await row.getByRole("link", { name: "INV4821QRT" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/invoices/${shipmentInvoice}$`));
  const card = page.locator(".print-card");
  await expect(card.getByRole("heading", { name: "INV4821QRT" })).toBeVisible();
  await expect(card.locator('[data-status="overdue"]')).toHaveClass(/red/);
  await expect(card.getByText(DEMO_CUSTOMER.email, { exact: true })).toBeVisible();
  await expect(card.getByTestId("invoice-total")).toHaveText("$185.50");
  await expect(card.getByText("Air freight Stafford to Lagos.")).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("overdue");

  await page.goto(`/admin/invoices/${pickupInvoice}`);
  await expect(card.getByRole("heading", { name: "INV3307PUK" })).toBeVisible();
  await expect(card.locator('[data-status="paid"]')).toHaveClass(/green/);
  await expect(card.getByTestId("invoice-total")).toHaveText("₦15,000.00");
  await expect(card.getByRole("link", { name: /pickup #\d+/ })).toBeVisible();
});

test("an invoice created from a shop request row through the form", async ({ page }) => {
  const { procurement } = await demoIds(page);
  await page.goto("/admin/shop-requests");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: String(procurement), exact: true }) });
  await row.getByRole("link", { name: "Create Invoice" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/invoice/form/${procurement}\\?type=procurement&user_id=\\d+`));

  const form = page.getByRole("form", { name: "Create Invoice" });
  // The customer and the record are named, never their ids; the admin is the signed-in one (docs/decisions/0037).
  await expect(form.getByLabel("Invoice for")).toHaveValue("Shop request");
  await expect(form.getByLabel("Invoice for")).not.toBeEditable();
  await expect(form.getByLabel("Shop request")).toHaveValue(String(procurement));
  await expect(form.getByRole("combobox", { name: "Customer" })).toHaveValue(new RegExp(DEMO_CUSTOMER.email));
  for (const raw of ["User ID", "Admin ID", "Reference ID"]) await expect(form.getByLabel(raw)).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Generate" })).toHaveCount(0);
  await expect(form.getByLabel("Total amount")).toHaveValue("210.49");

  // The shared schema speaks in the browser too.
  await form.getByLabel("Total amount").fill("");
  await form.getByRole("button", { name: "Create Invoice" }).click();
  await expect(form.getByText("Total amount is required")).toBeVisible();
  await expect(form.getByText("Transaction ID is required")).toHaveCount(0);

  await form.getByLabel("Total amount").fill("210.49");
  await form.getByLabel("Due date").fill("2030-05-01T10:30");
  await form.getByLabel("Currency").selectOption("USD");
  await form.getByLabel("Status").selectOption("pending");
  await form.getByLabel("Extra information").fill("Shop-for-me: headphones and shoes");
  await form.getByRole("button", { name: "Create Invoice" }).click();

  await expect(page.getByText("Invoice created successfully.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/invoices\/\d+$/);
  const card = page.locator(".print-card");
  // Left blank, the transaction id was made by the server.
  const transactionId = (await card.getByRole("heading", { name: /^INV[1-9]\d{3}[A-Z]{3}$/ }).textContent())!.trim();
  await expect(card.getByTestId("invoice-total")).toHaveText("$210.49");
  await expect(card.getByText("01-05-2030 10:30 am")).toBeVisible();
  await expect(card.getByRole("link", { name: `procurement #${procurement}` })).toBeVisible();

  const mail = await waitForMail(DEMO_CUSTOMER.email, new RegExp(`Invoice ${transactionId} has been issued`));
  expect(mailText(mail.raw)).toContain("$210.49");

  await page.goto("/admin/shop-requests");
  await expect(row.getByRole("link", { name: transactionId })).toBeVisible();
  await expect(row).toContainText("$210.49");
});
