import { expect, test } from "./support/fixtures";
import { loginAdminByApi } from "./support/auth";
import { shipmentsFor, signUpCustomer } from "./support/records";
import { ownerHeaders } from "./support/staff";

/*
 * The staff invoice form without raw ids (issue 31, docs/decisions/0037): the customer is found by typing, the record
 * picked from their own by its tracking number, the transaction id made by the server; nothing asks for or shows a
 * user, admin or reference id. At a phone's and a desk's width.
 */
for (const width of [390, 1280]) {
  test(`a new invoice by customer typeahead and record picker, no ids on screen (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const customer = await signUpCustomer(request, {
      prefix: "typeahead-invoice",
      firstname: "Ifeoma",
      lastname: "Okafor",
    });
    const [shipment] = await shipmentsFor(request, customer.email, 1, await ownerHeaders(request));
    await loginAdminByApi(page);

    await page.goto("/admin/invoices");
    await page.getByRole("link", { name: "New invoice" }).click();
    await expect(page).toHaveURL(/\/admin\/invoice\/form$/);
    const form = page.getByRole("form", { name: "Create Invoice" });
    for (const raw of ["User ID", "Admin ID", "Reference ID"]) await expect(page.getByText(raw)).toHaveCount(0);
    await expect(form.getByRole("button", { name: "Generate" })).toHaveCount(0);

    const picker = form.getByRole("combobox", { name: "Customer" });
    await picker.fill(customer.email);
    await expect(page.getByRole("option", { name: new RegExp(customer.email.replace(/\./g, "\\.")) })).toBeVisible();
    await picker.press("Enter");
    await expect(picker).toHaveValue(new RegExp(`Ifeoma Okafor · ${customer.email.replace(/\./g, "\\.")}`));

    const record = form.getByLabel("Shipment");
    await expect(record.locator("option", { hasText: shipment!.tracking_number })).toHaveCount(1);
    await record.selectOption({
      label: (await record.locator("option", { hasText: shipment!.tracking_number }).textContent())!,
    });
    // The shipment's cost fills the empty total.
    await expect(form.getByLabel("Total amount")).toHaveValue("120.00");
    await expect(form.getByLabel("Transaction ID")).toHaveValue("");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await form.getByRole("button", { name: "Create Invoice" }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\/\d+$/);
    const card = page.locator(".print-card");
    await expect(card.getByRole("heading", { name: /^INV[1-9]\d{3}[A-Z]{3}$/ })).toBeVisible();
    await expect(card.getByTestId("invoice-total")).toHaveText("$120.00");
    await expect(card.getByText(customer.email)).toBeVisible();
  });
}
