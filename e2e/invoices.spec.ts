import { expect, test } from "./support/fixtures";
import { DEMO_CUSTOMER, loginCustomerByApi } from "./support/auth";
import { signUpCustomer } from "./support/records";

/** 'My Invoices' and the invoice screen: list, money and dates, detail from the list, reload, shared link, print. */

const PORTAL_DATE = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (am|pm)$/;

test("'My Invoices' lists the customer's invoices with the note, money, dates and a link to each", async ({ page }) => {
  await loginCustomerByApi(page);
  await page.goto("/user/invoices");
  await expect(page.getByRole("heading", { name: "My Invoices" })).toBeVisible();
  await expect(page.getByText("Invoices Loaded!")).toBeVisible();
  await expect(page.getByText(/enter the transaction ID in the payment description/)).toBeVisible();

  const paidRow = page.getByRole("row").filter({ hasText: "INV3307PUK" });
  await expect(paidRow).toContainText("₦15,000.00");
  await expect(paidRow.locator("[data-status]")).toHaveText("paid");
  const pendingRow = page.getByRole("row").filter({ hasText: "INV4821QRT" });
  await expect(pendingRow).toContainText("$185.50");
  const dueDate = (await pendingRow.getByRole("cell").nth(4).textContent()) ?? "";
  expect(dueDate.trim()).toMatch(PORTAL_DATE);

  // Newest first: the pickup invoice (3 days old) comes before the shipment invoice (6 days old).
  const ids = await page.getByRole("link", { name: /^INV/ }).allInnerTexts();
  expect(ids.indexOf("INV3307PUK")).toBeLessThan(ids.indexOf("INV4821QRT"));

  await page.getByRole("link", { name: "INV3307PUK" }).click();
  await expect(page.getByTestId("invoice-transaction-id")).toHaveText("INV3307PUK");
  await expect(page.getByTestId("invoice-status")).toHaveText("paid");
  await expect(page.getByTestId("invoice-total")).toHaveText("₦15,000.00");
  // A paid invoice offers no payment, nor the note on how to pay it off the website (decision 0164).
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByText(/transaction ID above as the payment description/)).toHaveCount(0);

  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/user\/invoices$/);
  // The pending one carries the spec's note under its transaction ID.
  await page.getByRole("link", { name: "INV4821QRT" }).click();
  await expect(page.getByTestId("invoice-transaction-id")).toHaveText("INV4821QRT");
  await expect(page.getByText(/transaction ID above as the payment description/)).toBeVisible();
});

test("the invoice screen works on reload and from a shared link, and prints only the card", async ({
  page,
  browser,
  baseURL,
}) => {
  await loginCustomerByApi(page);
  await page.goto("/user/invoices");
  await page.getByRole("link", { name: "INV4821QRT" }).click();
  await expect(page.getByTestId("invoice-transaction-id")).toHaveText("INV4821QRT");
  const url = page.url();

  await page.reload();
  await expect(page.getByTestId("invoice-transaction-id")).toHaveText("INV4821QRT");
  await expect(page.getByText("Air freight Stafford to Lagos.")).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Go Back" })).toBeHidden();
  await expect(page.getByTestId("invoice-transaction-id")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay / })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // A fresh browser (no history, no navigation state) opening the copied link after logging in.
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  await other.goto(url);
  await expect(other).toHaveURL(/\/login\?next=/);
  await other.getByLabel(/email/i).fill(DEMO_CUSTOMER.email);
  await other
    .getByLabel(/password/i)
    .first()
    .fill(DEMO_CUSTOMER.password);
  await other.getByRole("button", { name: /login/i }).click();
  await expect(other).toHaveURL(url);
  await expect(other.getByTestId("invoice-transaction-id")).toHaveText("INV4821QRT");
  await expect(other.getByTestId("invoice-total")).toHaveText("$185.50");
  // Go Back from a shared link stays in the portal.
  await other.getByRole("button", { name: "Go Back" }).click();
  await expect(other).toHaveURL(/\/user\/invoices$/);
  await fresh.close();
});

test("a new customer sees 'No record to display.' and cannot open someone else's invoice", async ({ page }) => {
  const customer = await signUpCustomer(page.request, { prefix: "inv", firstname: "Ngozi", lastname: "Eze" });
  await loginCustomerByApi(page, customer);
  await page.goto("/user/invoices");
  await expect(page.getByText("No record to display.")).toBeVisible();

  // The demo customer's invoice id, tried by this customer.
  const demoInvoices = await page.request.get("/api/invoices");
  expect(((await demoInvoices.json()) as { invoices: unknown[] }).invoices).toHaveLength(0);
  await page.goto("/user/invoice/1");
  await expect(page.getByText("Invoice not found.")).toBeVisible();
  await expect(page.getByTestId("invoice-transaction-id")).toHaveCount(0);
});
