import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAdminByApi } from "./support/auth";
import { customerWithShipmentInvoice, signUpCustomer } from "./support/records";
import { ownerHeaders } from "./support/staff";

/** Finding a customer: from an e-mail cell to the customer page and on; the forms' customer typeahead. */

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const uniqueName = (prefix: string) =>
  `${prefix}${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

/** A new customer with a name no other record has, and their number and suite as the staff API answers them. */
async function namedCustomer(request: APIRequestContext) {
  const firstname = uniqueName("Tess");
  const customer = await signUpCustomer(request, { prefix: "picked", firstname, lastname: "Typeahead" });
  const headers = await ownerHeaders(request);
  const found = await request.get(`/api/admin/customers?q=${encodeURIComponent(customer.email)}`, { headers });
  expect(found.status()).toBe(200);
  const [row] = (await found.json()).customers as Array<{ id: number; suite_number: string; name: string }>;
  return { ...customer, id: row!.id, suite: row!.suite_number, name: row!.name, headers };
}

async function shipmentOf(request: APIRequestContext, email: string, headers: Record<string, string>) {
  const res = await request.post("/api/shipment", {
    headers,
    data: {
      email,
      tracking_number: `SWG${1000 + Math.floor(Math.random() * 9000)}TYP`,
      warehouse_arrival_date: isoDay(-3),
      shipment_date: isoDay(-2),
      estimated_delivery_date: isoDay(10),
      delivery_address: "3 Picker Lane, Lagos",
      weight: 1.5,
      shipping_cost: 50,
      payment_status: "Pending",
      created_by: 1,
      country: "USA",
      currency: "USD ($)",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).shipment as { id: number; tracking_number: string };
}

const option = (page: Page, email: string) =>
  page.getByRole("option", { name: new RegExp(email.replace(/\./g, "\\.")) });

test("from a shipment's e-mail cell to the customer page, and on to one of their invoices", async ({
  page,
  request,
}) => {
  const { customer, shipment, invoice } = await customerWithShipmentInvoice(request);
  await loginAdminByApi(page);
  await page.goto(`/admin/shipments?q=${shipment.tracking_number}`);
  const row = page.getByRole("row").filter({ hasText: shipment.tracking_number });
  await row.getByRole("link", { name: customer.email }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/customers/${shipment.user_id}$`));
  await expect(page.getByRole("heading", { name: `${customer.firstname} ${customer.lastname}` })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.getByText(/^Customer #\d+ · Suite SW\d+$/)).toBeVisible();
  const shipments = page.getByRole("region", { name: /^Shipments/ });
  await expect(shipments.getByRole("link", { name: shipment.tracking_number })).toBeVisible();
  const invoices = page.getByRole("region", { name: /^Invoices/ });
  await invoices.getByRole("link", { name: invoice.transaction_id }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/invoices/${invoice.id}$`));
  await expect(page.getByRole("heading", { name: invoice.transaction_id })).toBeVisible();
  // The invoice's e-mail leads back to the same customer.
  await page.getByRole("link", { name: customer.email }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${shipment.user_id}$`));
});

test("the customers list finds a customer by suite number, name and e-mail", async ({ page, request }) => {
  const customer = await namedCustomer(request);
  await loginAdminByApi(page);
  await page.goto("/admin/customers");
  await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();
  for (const q of [customer.suite, customer.name, customer.email]) {
    await page.getByRole("searchbox").fill(q);
    await page.getByRole("button", { name: "Search" }).click();
    const rows = page.getByRole("row").filter({ hasText: customer.email });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(customer.suite);
  }
  await page.getByRole("link", { name: customer.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${customer.id}$`));
});

test("the invoice form picks its customer by name, e-mail or suite number with the keyboard", async ({
  page,
  request,
}) => {
  const customer = await namedCustomer(request);
  const shipment = await shipmentOf(request, customer.email, customer.headers);
  await loginAdminByApi(page);
  await page.goto(`/admin/invoice/form/${shipment.id}?type=shipments`);
  const picker = page.getByRole("combobox", { name: "Customer" });
  await expect(picker).toHaveAttribute("aria-expanded", "false");

  await picker.fill(customer.name.split(" ")[0]!);
  await expect(option(page, customer.email)).toBeVisible();
  await expect(picker).toHaveAttribute("aria-expanded", "true");
  await picker.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();

  await picker.fill(customer.email);
  await expect(option(page, customer.email)).toBeVisible();

  await picker.fill(customer.suite);
  await expect(option(page, customer.email)).toBeVisible();
  await picker.press("ArrowDown");
  await expect(option(page, customer.email)).toHaveAttribute("aria-selected", "true");
  await picker.press("Enter");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(picker).toHaveValue(`${customer.name} · ${customer.email} · ${customer.suite}`);
  // The record is picked from the customer's own, by what staff recognise; no id is typed (docs/decisions/0037).
  await expect(page.getByLabel("Shipment")).toHaveValue(String(shipment.id));
  await expect(page.getByLabel("Shipment").locator("option:checked")).toContainText(shipment.tracking_number);
  await page.getByLabel("Total amount").fill("42");
  await page.getByRole("button", { name: "Create Invoice" }).click();
  await expect(page).toHaveURL(/\/admin\/invoices\/\d+$/);
  await expect(page.getByRole("link", { name: customer.email })).toBeVisible();
});

test("the shipment form picks its customer by name and sends their e-mail", async ({ page, request }) => {
  const customer = await namedCustomer(request);
  await loginAdminByApi(page);
  await page.goto("/admin/shipments/form");
  const picker = page.getByRole("combobox", { name: "Customer Email" });
  await picker.fill(customer.name);
  await option(page, customer.email).click();
  await expect(picker).toHaveValue(customer.email);
  await expect(page.getByText(`${customer.name} · suite ${customer.suite}`)).toBeVisible();

  await page.getByRole("button", { name: "Generate" }).click();
  const tracking = page.getByLabel("Tracking Number");
  await expect(tracking).toHaveValue(/^SWG/);
  const trackingNumber = await tracking.inputValue();
  await page.getByLabel("Warehouse Arrival Date").fill(isoDay(-2));
  await page.getByLabel("Shipment Date").fill(isoDay(-1));
  await page.getByLabel("Estimated Delivery Date").fill(isoDay(10));
  await page.getByLabel("Weight (kg)").fill("2");
  await page.getByLabel("Courier").fill("DHL Express");
  await page.getByLabel("Currency").selectOption("USD ($)");
  await page.getByLabel("Shipping Cost").fill("60");
  await page.getByLabel("Country").selectOption("USA");
  await page.getByLabel("Delivery Address").fill("3 Picker Lane, Lagos");
  await page.getByRole("button", { name: "Create Shipment" }).click();
  await expect(page).toHaveURL(/\/admin\/shipments$/);

  await page.goto(`/admin/customers/${customer.id}`);
  await expect(
    page.getByRole("region", { name: /^Shipments/ }).getByRole("link", { name: trackingNumber }),
  ).toBeVisible();
});
