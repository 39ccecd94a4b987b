import { type APIRequestContext, expect as baseExpect, type Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAdminByApi } from "./support/auth";
import { signUpCustomer } from "./support/records";
import { ownerHeaders } from "./support/staff";

// This file adds many shipments, which changes the counts other files read: a server of its own.
test.use({ dataset: "admin-lists" });

const letters = () =>
  Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("");
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A new customer with `count` shipments made through the staff API: tracking numbers SWG1000xxx, SWG1001xxx, ...
 * in the order they were made (so newest first is the highest number), and the first the most expensive.
 */
async function customerWithShipments(request: APIRequestContext, count: number) {
  const customer = await signUpCustomer(request, { prefix: "lists" });
  const headers = await ownerHeaders(request);
  const suffix = letters();
  const tracking: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await request.post("/api/shipment", {
      headers,
      data: {
        email: customer.email,
        tracking_number: `SWG${1000 + i}${suffix}`,
        warehouse_arrival_date: day(-3),
        shipment_date: day(-2),
        estimated_delivery_date: day(10),
        delivery_address: "12 Test Street, Lagos",
        weight: 2.5,
        shipping_cost: 1000 - i * 10,
        payment_status: "Pending",
        created_by: 1,
        country: "USA",
        currency: "USD ($)",
      },
    });
    baseExpect(res.status(), await res.text()).toBe(201);
    tracking.push(`SWG${1000 + i}${suffix}`);
  }
  return { email: customer.email, tracking };
}

const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
/** The toolbar's status filter (its label also holds the options' text). */
const statusFilter = (page: Page) => page.locator("label", { hasText: /^Status/ }).locator("select");
/** The tracking numbers of the rows shown, top to bottom. */
const shownTracking = (page: Page) => page.locator(`tbody tr td[data-label="Tracking No."] a`);

test("exact pages: the total, jumping to a page, the last page, and a page past the end becomes the last", async ({
  page,
  request,
}) => {
  const { email, tracking } = await customerWithShipments(request, 45);
  await loginAdminByApi(page);
  const q = encodeURIComponent(email);
  await page.goto(`/admin/shipments?q=${q}`);
  await expect(pagination(page)).toContainText("Page 1 of 3 · 45 shipments");
  await expect(shownTracking(page)).toHaveCount(20);
  await expect(shownTracking(page).first()).toHaveText(tracking[44]!);

  await pagination(page).getByRole("button", { name: "Last" }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await expect(pagination(page)).toContainText("Page 3 of 3 · 45 shipments");
  await expect(shownTracking(page)).toHaveCount(5);
  await expect(shownTracking(page).last()).toHaveText(tracking[0]!);

  await pagination(page).getByLabel("Go to page").fill("2");
  await pagination(page).getByRole("button", { name: "Go", exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pagination(page)).toContainText("Page 2 of 3 · 45 shipments");
  await expect(shownTracking(page).first()).toHaveText(tracking[24]!);

  await pagination(page).getByRole("button", { name: "First" }).click();
  await expect(pagination(page)).toContainText("Page 1 of 3 · 45 shipments");
  await expect(page).not.toHaveURL(/page=/);

  await page.goto(`/admin/shipments?q=${q}&page=999`);
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await expect(pagination(page)).toContainText("Page 3 of 3 · 45 shipments");
  await expect(shownTracking(page)).toHaveCount(5);

  // The whole list: an exact figure, never a lower bound.
  await page.goto("/admin/shipments");
  await expect(pagination(page)).toContainText(/^Page 1 of [\d,]+ · [\d,]+ shipments/);
  await expect(pagination(page)).not.toContainText("+");
});

test("sorting by a column header, both ways, with aria-sort; the date order back from the toolbar", async ({
  page,
  request,
}) => {
  const { email, tracking } = await customerWithShipments(request, 3);
  await loginAdminByApi(page);
  await page.goto(`/admin/shipments?q=${encodeURIComponent(email)}`);
  const cost = page.getByRole("columnheader", { name: "Shipping Cost" });
  const created = page.getByRole("columnheader", { name: "Created On" });
  await expect(created).toHaveAttribute("aria-sort", "descending");
  await expect(cost).toHaveAttribute("aria-sort", "none");
  await expect(shownTracking(page)).toHaveText([tracking[2]!, tracking[1]!, tracking[0]!]);

  await cost.getByRole("button").click();
  await expect(page).toHaveURL(/sortBy=shipping_cost/);
  await expect(cost).toHaveAttribute("aria-sort", "ascending");
  await expect(created).toHaveAttribute("aria-sort", "none");
  await expect(shownTracking(page)).toHaveText([tracking[2]!, tracking[1]!, tracking[0]!]);

  await cost.getByRole("button").click();
  await expect(cost).toHaveAttribute("aria-sort", "descending");
  await expect(shownTracking(page)).toHaveText([tracking[0]!, tracking[1]!, tracking[2]!]);

  const byTracking = page.getByRole("columnheader", { name: "Tracking No." });
  await byTracking.getByRole("button").click();
  await expect(byTracking).toHaveAttribute("aria-sort", "ascending");
  await expect(shownTracking(page)).toHaveText([tracking[0]!, tracking[1]!, tracking[2]!]);

  await page.getByRole("button", { name: "Sort by date" }).click();
  await expect(page).not.toHaveURL(/sortBy=/);
  await expect(created).toHaveAttribute("aria-sort", "descending");
  await expect(shownTracking(page)).toHaveText([tracking[2]!, tracking[1]!, tracking[0]!]);
});

test("an unknown status in the URL is dropped with a notice and the list still loads", async ({ page }) => {
  await loginAdminByApi(page);
  await page.goto("/admin/shipments?status=Bogus");
  await expect(page.getByRole("status").filter({ hasText: "Ignored the unknown status “Bogus”" })).toBeVisible();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByText("Error loading shipments!")).toHaveCount(0);
  await expect(shownTracking(page).first()).toBeVisible();
  await expect(statusFilter(page)).toHaveValue("");
});

test("Back restores the search, filter, sort and page of the list", async ({ page, request }) => {
  const { email, tracking } = await customerWithShipments(request, 25);
  await loginAdminByApi(page);
  await page.goto("/admin/shipments");
  await page.getByLabel("Search by tracking number or email").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(pagination(page)).toContainText("Page 1 of 2 · 25 shipments");
  await statusFilter(page).selectOption("Pending");
  await expect(page).toHaveURL(/status=Pending/);
  await page.getByRole("columnheader", { name: "Tracking No." }).getByRole("button").click();
  await expect(page).toHaveURL(/sortBy=tracking_number/);
  await pagination(page).getByRole("button", { name: "Next" }).click();
  await expect(pagination(page)).toContainText("Page 2 of 2 · 25 shipments");
  await expect(shownTracking(page).first()).toHaveText(tracking[20]!);

  await page.getByRole("link", { name: tracking[22]!, exact: true }).click();
  await expect(page.getByRole("heading", { name: tracking[22]! })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByLabel("Search by tracking number or email")).toHaveValue(email);
  await expect(statusFilter(page)).toHaveValue("Pending");
  await expect(page.getByRole("columnheader", { name: "Tracking No." })).toHaveAttribute("aria-sort", "ascending");
  await expect(pagination(page)).toContainText("Page 2 of 2 · 25 shipments");
  await expect(shownTracking(page).first()).toHaveText(tracking[20]!);

  // Each change was its own step: Back goes to page 1 of the same sorted list, then to the date order.
  await page.goBack();
  await expect(pagination(page)).toContainText("Page 1 of 2 · 25 shipments");
  await expect(shownTracking(page).first()).toHaveText(tracking[0]!);
  await page.goBack();
  await expect(page.getByRole("columnheader", { name: "Tracking No." })).toHaveAttribute("aria-sort", "none");
  await expect(shownTracking(page).first()).toHaveText(tracking[24]!);
});
