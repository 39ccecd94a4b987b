import type { APIRequestContext, Page } from "@playwright/test";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { mailText, waitForMail } from "./support/mail";
import { signUpCustomer } from "./support/records";
import { asNewVisitor } from "./support/visitor";

/**
 * A parcel with an unknown suite is received at the desk and waits in the unknown-owner
 * queue; staff assign it to a customer, who is e-mailed and sees it. Then the back-office list finds it and its
 * status changes on the package page. The spec makes its own customer and parcel, so it runs on the shared server.
 */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const stamp = Date.now().toString(36).toUpperCase();
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

/** The desk receives a parcel whose label names no suite we know (the receive API, as the desk's form sends it). */
async function receiveUnknownParcel(page: Page, tracking: string, labelText: string) {
  const res = await page.request.post("/api/admin/packages/receive", {
    multipart: {
      carrier_tracking_number: tracking,
      carrier: "UPS",
      warehouse: "Brixton",
      owner_unknown: "yes",
      label_owner_text: labelText,
      description: "Trainers",
      weight: "1.2",
      weight_unit: "kg",
      length: "30",
      width: "20",
      height: "12",
      length_unit: "cm",
      bin_location: `U-${stamp.slice(-3)}`,
      condition: "good",
      photos: { name: "label.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { package: { id: number; package_code: string }; owner: unknown };
  expect(body.owner).toBeNull();
  return body.package;
}

/** The customer's own My Packages answer, through their own session. */
async function customerPackages(request: APIRequestContext, email: string, password: string) {
  const login = await request.post("/api/users/login", {
    headers: asNewVisitor(),
    data: { email_address: email, password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const res = await request.get("/api/packages?tab=warehouse", { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { packages: Array<{ package_code: string; status: string }> }).packages;
}

test("an unknown-owner parcel is assigned to its customer, who is e-mailed and sees it; the list finds it and its status changes", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const customer = await signUpCustomer(request, { prefix: "parcel", firstname: "Ifeoma", lastname: `Nwosu${stamp}` });
  await loginAdminByApi(page);
  const tracking = `1ZE2E${stamp}`;
  const labelText = `I. NWOSU ${stamp} SUITE ??`;
  const parcel = await receiveUnknownParcel(page, tracking, labelText);
  expect(await customerPackages(request, customer.email, customer.password)).toEqual([]);

  // The unknown-owner queue holds it, with what the label said and its photo (full size in a dialog).
  await page.goto("/admin/packages/unknown-owner");
  await expect(toast(page, "Packages Loaded!").first()).toBeVisible();
  await page.getByRole("searchbox", { name: /Search the label's text/ }).fill(stamp);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: parcel.package_code }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(labelText)).toBeVisible();
  await expect(row.getByText("London, UK", { exact: true })).toBeVisible();
  const thumbnail = row.getByRole("button", { name: `Open photo 1 of 1 of ${parcel.package_code} full size` });
  await thumbnail.click();
  const photo = page.getByRole("dialog", { name: `${parcel.package_code}: photo 1 of 1` });
  await expect(photo.getByRole("img")).toBeVisible();
  expect(await photo.getByRole("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press("Escape");
  await expect(photo).toBeHidden();
  await expect(thumbnail).toBeFocused();

  // Assign it: pick the customer by e-mail in the typeahead.
  await row.getByRole("button", { name: `Assign ${parcel.package_code} to a customer` }).click();
  const dialog = page.getByRole("dialog", { name: `Assign ${parcel.package_code} to a customer` });
  await expect(dialog.getByText(labelText)).toBeVisible();
  await dialog.getByRole("combobox", { name: "Customer" }).fill(customer.email);
  await dialog.getByRole("option", { name: new RegExp(customer.email) }).click();
  await dialog.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(toast(page, "Package assigned; the customer has been e-mailed.")).toBeVisible();
  // The dialog then offers the new label and a bin (decision 0037's desk follow-up); Done closes it.
  await expect(dialog.getByRole("link", { name: /Print the new label/ })).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  // The customer is told by e-mail, with the weight and a link to the package, and sees it in their packages.
  const mail = await waitForMail(customer.email, new RegExp(`${parcel.package_code} arrived at our London, UK`));
  const text = mailText(mail.raw);
  expect(text).toContain("1.20 kg (2.65 lb)");
  expect(text).toContain(`/user/packages?tab=warehouse&package=${parcel.id}`);
  expect(await customerPackages(request, customer.email, customer.password)).toEqual([
    expect.objectContaining({ package_code: parcel.package_code, status: "received" }),
  ]);
  const portal = await (await browser.newContext({ baseURL })).newPage();
  await loginCustomerByApi(portal, { email: customer.email, password: customer.password });
  await portal.goto("/user/packages?tab=warehouse");
  const card = portal.locator(`[data-package-code="${parcel.package_code}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText("1.20 kg");
  await expect(card).toContainText("Trainers");
  await portal.context().close();

  // The packages list finds it by its carrier tracking number (as scanned, with a dash) and by the customer.
  await page.goto("/admin/packages");
  await expect(toast(page, "Packages Loaded!").first()).toBeVisible();
  const search = page.getByRole("searchbox", { name: /Search tracking number/ });
  await search.fill(`1ZE2E-${stamp}`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=1ZE2E-/);
  const listed = page.getByRole("row").filter({ has: page.getByRole("link", { name: parcel.package_code }) });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole("link", { name: new RegExp(`Ifeoma Nwosu${stamp}`) })).toBeVisible();

  // The package page: photo, owner, status change with a note, its history and audit trail.
  await listed.getByRole("link", { name: parcel.package_code }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/packages/${parcel.id}$`));
  await expect(page.getByRole("heading", { name: `Package ${parcel.package_code}` })).toBeVisible();
  const status = page.getByRole("form", { name: "Change status" });
  await status.getByRole("combobox", { name: "New status" }).selectOption("on_hold");
  await status.getByRole("textbox", { name: /Note/ }).fill("Customs paperwork missing");
  await status.getByRole("button", { name: "Change status" }).click();
  await expect(toast(page, "Package status updated.")).toBeVisible();
  await expect(page.locator(".print-card header").getByText("On hold")).toBeVisible();
  const history = page.getByRole("region", { name: "Status history", exact: true });
  await expect(history.getByRole("listitem").first()).toContainText("On hold · Customs paperwork missing");
  const audit = page.getByRole("region", { name: "History", exact: true });
  await expect(audit).toContainText("Status changed from Received to On hold");
  await expect(audit).toContainText(`Owner changed from unknown (label: ${labelText})`);

  // A reload keeps it (the server stored it), and the filter by status finds it.
  await page.reload();
  await expect(page.locator(".print-card header").getByText("On hold")).toBeVisible();
  await page.goto(`/admin/packages?status=on_hold&warehouse=Brixton&q=${tracking}`);
  await expect(
    page.getByRole("row").filter({ has: page.getByRole("link", { name: parcel.package_code }) }),
  ).toHaveCount(1);
});
