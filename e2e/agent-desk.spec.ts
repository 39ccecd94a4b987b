import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { signUpCustomer } from "./support/records";
import { submitShipRequest } from "./support/ship-requests";
import { createVerifiedStaff } from "./support/staff";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Issue 36: a partner agent assigned to Guangzhou receives a customer's parcel at their desk and packs the
 * customer's ship request; they see the customer's name and suite number, never the e-mail address or an amount.
 */
test("an agent at Guangzhou receives and packs a parcel and sees no e-mail address or money", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await signUpCustomer(request, { prefix: "agent-desk", firstname: "Chioma" });
  const agent = await createVerifiedStaff(request, "agent", "Partner", ["Guangzhou"]);

  const { user } = await loginCustomerByApi(page, customer);
  await loginAdminByApi(page, { email: agent.email, password: agent.password });
  // The agent's desk receives the parcel (the receiving operation, as the desk's form sends it).
  const received = await page.request.post("/api/admin/packages/receive", {
    multipart: {
      carrier_tracking_number: `GZ${Date.now().toString(36).toUpperCase()}`,
      warehouse: "Guangzhou",
      owner_id: String(user.id),
      description: "Phone cases",
      weight: "1.1",
      weight_unit: "kg",
      length: "25",
      width: "20",
      height: "10",
      length_unit: "cm",
      condition: "good",
      photos: { name: "label.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(received.status(), await received.text()).toBe(201);
  const parcel = ((await received.json()) as { package: { id: number; package_code: string } }).package;
  expect(await received.text()).not.toContain(customer.email);
  // Receiving at another warehouse is refused.
  const elsewhere = await page.request.post("/api/admin/packages/receive", {
    multipart: { carrier_tracking_number: "GZELSEWHERE1", warehouse: "Brixton", owner_unknown: "yes" },
  });
  expect([400, 403]).toContain(elsewhere.status());

  const requestId = await submitShipRequest(page.request, [parcel.id]);

  await page.goto(`/admin/ship-requests?q=${requestId}`);
  const card = page.getByTestId("ship-request").filter({ hasText: `Ship request #${requestId}` });
  await expect(card).toContainText("Chioma");
  await expect(card).not.toContainText(customer.email);
  await card.getByLabel("Weight", { exact: true }).fill("1.3");
  await card.getByLabel("Length", { exact: true }).fill("30");
  await card.getByLabel("Width", { exact: true }).fill("22");
  await card.getByLabel("Height", { exact: true }).fill("12");
  await card.getByRole("button", { name: "Pack and invoice" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("The customer will be invoiced for one box");
  await expect(dialog).not.toContainText(/[$£¥₦]\s?\d/);
  await dialog.getByRole("button", { name: "Pack and invoice" }).click();
  await expect(card.getByTestId("packed")).toContainText("tracking number");
  await expect(card.getByTestId("packed")).not.toContainText(/[$£¥₦]\s?\d/);

  // Nowhere on the agent's desk: the packages list and the parcel's page name the suite, not the e-mail.
  await page.goto("/admin/packages");
  await expect(page.getByRole("link", { name: parcel.package_code })).toBeVisible();
  await expect(page.locator("main")).not.toContainText(customer.email);
  await page.goto(`/admin/packages/${parcel.id}`);
  await expect(page.locator("main")).toContainText("Chioma");
  await expect(page.locator("main")).not.toContainText(customer.email);
  await expect(page.locator("main")).not.toContainText(/[$£¥₦]\s?\d/);
  // Hidden fields are left out, not shown blank; the customer is no link to a page the agent may not open.
  await expect(page.locator("main")).not.toContainText("Customer e-mail");
  await expect(page.getByRole("link", { name: /Chioma/ })).toHaveCount(0);
  // The home counts the agent's desk (parcels, requests to pack) and leaves out what is not theirs, not 0.
  await page.goto("/admin/home");
  await expect(page.getByTestId("total-parcels")).toBeVisible();
  await expect(page.getByTestId("total-invoices")).toHaveCount(0);
  await expect(page.getByText("Unpaid Invoices")).toHaveCount(0);
});
