import type { Page } from "@playwright/test";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { CUSTOMER_PASSWORD, signUpCustomer } from "./support/records";
import { paidShipRequest } from "./support/ship-requests";
import { ownerHeaders } from "./support/staff";
import { asNewVisitor } from "./support/visitor";

/** The status the shipment card shows (its "Shipment Status" field). */
const shownStatus = (page: Page) =>
  page
    .locator("dl > div")
    .filter({ has: page.getByText("Shipment Status", { exact: true }) })
    .locator("dd");

/**
 * Issue 31, milestones drive statuses (decision 0033): staff post "At the Lagos hub" on the master carrying a
 * customer's shipment, and the customer's shipment no longer says "In Transit" but its mapped status, "Available".
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`'At the Lagos hub' moves the shipment to its mapped status (${viewport.width} px)`, async ({
    page,
    request,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const customer = await signUpCustomer(request, { prefix: `hub-${viewport.width}` });
    const customerApi = await playwright.request.newContext({ baseURL });
    const login = await customerApi.post("/api/users/login", {
      headers: asNewVisitor(),
      data: { email_address: customer.email, password: CUSTOMER_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const staff = { request, headers: await ownerHeaders(request) };
    const paid = await paidShipRequest(customerApi, staff, { description: "Laptop bag" });

    // A flight carrying it has departed: the shipment is In Transit.
    const master = await request.post("/api/admin/master-shipments", {
      headers: staff.headers,
      data: {
        mode: "air",
        carrier: "Ethiopian Cargo ET 509",
        transport_document: `176-${Date.now().toString().slice(-8)}`,
        origin: "Trail Richmond",
        destination: "Lagos, Nigeria",
      },
    });
    expect(master.status(), await master.text()).toBe(201);
    const masterId = (await master.json()).id as number;
    const loaded = await request.post(`/api/admin/master-shipments/${masterId}/shipments`, {
      headers: staff.headers,
      data: { ship_request_ids: [paid.shipRequestId] },
    });
    expect(loaded.status(), await loaded.text()).toBe(200);
    const departed = await request.post(`/api/admin/master-shipments/${masterId}/updates`, {
      headers: staff.headers,
      data: { kind: "milestone", milestone: "departed_origin" },
    });
    expect(departed.status(), await departed.text()).toBe(201);

    await loginCustomerByApi(page, customer);
    await page.goto(`/user/my-shipments/shipment/${paid.shipment.id}`);
    await expect(shownStatus(page)).toHaveText("In Transit");

    // Staff post "At the Lagos hub" on the master's page.
    await loginAdminByApi(page);
    await page.goto(`/admin/master-shipments/${masterId}`);
    const postForm = page.getByRole("form", { name: "Post update" });
    await postForm.getByRole("combobox", { name: /^Milestone/ }).selectOption({ label: "At the Lagos hub" });
    await postForm.getByRole("button", { name: "Post update" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Post and notify" }).click();
    await expect(page.getByText(/At the Lagos hub posted on 1 shipment/)).toBeVisible();

    // The customer's shipment now says its mapped status.
    await loginCustomerByApi(page, customer);
    await page.goto(`/user/my-shipments/shipment/${paid.shipment.id}`);
    await expect(shownStatus(page)).toHaveText("Available");
    await expect(page.getByText("At the Lagos hub").first()).toBeVisible();
    await customerApi.dispose();
  });
}
