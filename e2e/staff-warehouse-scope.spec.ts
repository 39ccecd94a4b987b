import type { APIRequestContext } from "@playwright/test";
import { loginAdminByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { createVerifiedStaff, ownerHeaders } from "./support/staff";

/**
 * Issue 36: a worker assigned to London (by the owner, through the staff API) sees only London's parcels on their
 * desk: the packages list, its search and its CSV never show a Stafford parcel, and the menu offers no customer or
 * money pages. The spec makes its own parcels and staff member, so it runs on the shared server.
 */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const stamp = `SCOPE${Date.now().toString(36).toUpperCase()}`;

/** The owner's desk receives a parcel at `warehouse` whose label names no suite we know, with `stamp` on it. */
async function receiveAt(request: APIRequestContext, warehouse: string, n: number) {
  const res = await request.post("/api/admin/packages/receive", {
    headers: await ownerHeaders(request),
    multipart: {
      carrier_tracking_number: `${stamp}${n}`,
      carrier: "UPS",
      warehouse,
      owner_unknown: "yes",
      label_owner_text: `${stamp} label ${n}`,
      description: "Trainers",
      weight: "1.2",
      weight_unit: "kg",
      length: "30",
      width: "20",
      height: "12",
      length_unit: "cm",
      condition: "good",
      photos: { name: "label.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { package: { package_code: string } }).package.package_code;
}

test("a London worker's desk, search and CSV show London's parcels and never Stafford's", async ({ page, request }) => {
  const stafford = await receiveAt(request, "Trail Richmond", 1);
  const london = await receiveAt(request, "Brixton", 2);
  const worker = await createVerifiedStaff(request, "worker", "Londoner");
  const headers = await ownerHeaders(request);
  const found = await request.get(`/api/admins?q=${encodeURIComponent(worker.email)}`, { headers });
  const { id } = ((await found.json()) as { staff: { id: number }[] }).staff[0]!;
  const assigned = await request.patch(`/api/admins/${id}/warehouses`, { headers, data: { warehouses: ["Brixton"] } });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await loginAdminByApi(page, { email: worker.email, password: worker.password });
  await page.goto("/admin/packages");
  await page.getByRole("searchbox").fill(stamp);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("link", { name: london })).toBeVisible();
  await expect(page.getByRole("link", { name: stafford })).toHaveCount(0);
  // The unknown-owner queue of the desk, too.
  await page.goto("/admin/packages/unknown-owner");
  await page.getByRole("searchbox").fill(stamp);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("link", { name: london })).toBeVisible();
  await expect(page.getByRole("link", { name: stafford })).toHaveCount(0);
  // A search for the Stafford parcel's own tracking number finds nothing, and its page answers as a stranger's.
  const searched = await page.request.get(`/api/admin/packages?q=${stamp}1`);
  expect(((await searched.json()) as { pagination: { total: number } }).pagination.total).toBe(0);
  // The CSV export holds London's parcel only.
  const csv = await (await page.request.get(`/api/admin/packages?format=csv&q=${stamp}`)).text();
  expect(csv).toContain(london);
  expect(csv).not.toContain(stafford);
  // Customers and money are for staff of every warehouse: not in this worker's menu.
  const menu = page.getByRole("navigation").first();
  await expect(menu.getByRole("link", { name: "Packages", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Customers" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Invoices" })).toHaveCount(0);
});

/** The screens each limited role may not use, and the permission-gated ones they share with them. */
const REFUSED_SCREENS = {
  worker: [
    "/admin/staff",
    "/admin/failed-mail",
    "/admin/rates",
    "/admin/rates/new",
    "/admin/exchange-rates",
    "/admin/customs",
    "/admin/reconciliation",
  ],
  agent: [
    "/admin/customers",
    "/admin/customers/1",
    "/admin/shipments",
    "/admin/shipment/1",
    "/admin/shipments/form",
    "/admin/shop-requests",
    "/admin/shop-requests/1",
    "/admin/pickups",
    "/admin/pickups/1",
    "/admin/tickets",
    "/admin/tickets/1",
    "/admin/invoices",
    "/admin/invoices/1",
    "/admin/wallet",
    "/admin/staff",
    "/admin/failed-mail",
    "/admin/packages/contested",
    "/admin/rates",
    "/admin/rates/new",
    "/admin/exchange-rates",
    "/admin/customs",
    "/admin/reconciliation",
  ],
} as const;

for (const role of ["worker", "agent"] as const) {
  test(`a ${role} opening a screen they may not use is told who may, and no call is refused`, async ({
    page,
    request,
  }) => {
    const staff = await createVerifiedStaff(request, role, role === "worker" ? "Limited" : "Partnered");
    await loginAdminByApi(page, { email: staff.email, password: staff.password });
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
    });
    // The static shell of a list page preloads its first page for whoever opens it (the file is the same for every
    // role, decision 0119): that preload is not the page's call, which is what must not be made.
    const preloaded = new Set<string>();
    for (const path of REFUSED_SCREENS[role]) {
      await page.goto(path);
      await expect(page.getByText(/^Only .+\.$/), path).toBeVisible();
      await expect(page.getByText("You do not have permission to do this."), path).toHaveCount(0);
      for (const href of await page
        .locator('link[rel="preload"][as="fetch"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href)))
        preloaded.add(`GET ${href}`);
    }
    expect(refused.filter((call) => !preloaded.has(call))).toEqual([]);
    // Nor do they get the buttons to make what they may not.
    if (role === "worker") {
      await page.goto("/admin/shipments");
      await expect(page.getByRole("heading", { name: "Shipments" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Create Shipment" })).toBeVisible();
      await page.goto("/admin/home");
      await expect(page.getByRole("link", { name: "Create Admin" })).toHaveCount(0);
    }
  });
}
