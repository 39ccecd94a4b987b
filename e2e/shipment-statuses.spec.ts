import { SHIPMENT_STATUSES } from "../packages/shared/src/core/enums";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { shipmentsFor, signUpCustomer } from "./support/records";
import { ownerHeaders } from "./support/staff";

/**
 * Tracking became a list of events, and the spec's five shipment statuses (Pending,
 * In Transit, Available, Delivered, Cancelled) still show on every spec screen that shows one: the public tracking
 * result, the portal's My Shipments list and shipment detail, and the staff shipments list.
 */
test("each of the five shipment statuses shows on public tracking, the portal list and detail, and the staff list", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  expect([...SHIPMENT_STATUSES].sort()).toEqual(["Available", "Cancelled", "Delivered", "In Transit", "Pending"]);
  const customer = await signUpCustomer(request, { prefix: "statuses" });
  const headers = await ownerHeaders(request);
  const made = await shipmentsFor(request, customer.email, SHIPMENT_STATUSES.length, headers);
  const shipments = made.map((shipment, i) => ({ ...shipment, status: SHIPMENT_STATUSES[i]! }));
  for (const { tracking_number, status } of shipments) {
    if (status === "Pending") continue;
    const res = await request.put("/api/shipment/shipment-status", {
      headers,
      data: { tracking_number, shipment_status: status },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  const statusField = (p: typeof page) =>
    p.locator("dt", { hasText: "Shipment Status" }).locator("xpath=following-sibling::dd[1]");

  // Public tracking: the spec's field, and the newest entry of the timeline.
  for (const { tracking_number, status } of shipments) {
    await page.goto(`/track-package/${tracking_number}`);
    await expect(statusField(page)).toHaveText(status);
    await expect(page.getByRole("list", { name: "Tracking history" }).getByRole("listitem").first()).toContainText(
      status,
    );
  }

  // The portal: My Shipments rows and each shipment's detail.
  await loginCustomerByApi(page, customer);
  await page.goto("/user/my-shipments");
  for (const { tracking_number, status } of shipments) {
    await expect(page.getByRole("row").filter({ hasText: tracking_number })).toContainText(status);
  }
  for (const { id, tracking_number, status } of shipments) {
    await page.goto(`/user/my-shipments/shipment/${id}`);
    const card = page.getByRole("article");
    await expect(card.getByRole("heading", { name: tracking_number })).toBeVisible();
    await expect(
      card.locator("dt", { hasText: "Shipment Status" }).locator("xpath=following-sibling::dd[1]"),
    ).toHaveText(status);
  }

  // The staff shipments list.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await loginAdminByApi(staff);
  await staff.goto(`/admin/shipments?q=${encodeURIComponent(customer.email)}`);
  for (const { tracking_number, status } of shipments) {
    await expect(staff.getByRole("row").filter({ hasText: tracking_number })).toContainText(status);
  }
  await staffContext.close();
});
