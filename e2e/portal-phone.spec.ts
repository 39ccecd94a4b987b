import { expect, test } from "./support/fixtures";
import { loginCustomerByApi } from "./support/auth";

test.use({ viewport: { width: 375, height: 740 } });

test("the operations screens fit a phone: no page-wide sideways scrolling (tables scroll inside their frame)", async ({
  page,
}) => {
  await loginCustomerByApi(page);
  const shipmentId = (await (await page.request.get("/api/shipments")).json()).shipments[0].id as number;
  const procurementId = (await (await page.request.get("/api/procurements")).json()).procurements[0].id as number;
  const pickupId = (await (await page.request.get("/api/pickups")).json()).pickups[0].id as number;
  for (const [path, ready] of [
    ["/user/home", "Change Address"],
    ["/user/my-shipments", "My Shipments"],
    [`/user/my-shipments/shipment/${shipmentId}`, "Print"],
    ["/user/shop-for-me", "Procurements"],
    ["/user/shop-for-me/form", "Procurement Form"],
    [`/user/shop-for-me/procurement/${procurementId}`, "Print"],
    ["/user/pickups", "My Pickups"],
    ["/user/pickups/form", "Pickup Form"],
    [`/user/pickup/${pickupId}`, "Print"],
  ] as const) {
    await page.goto(path);
    // In the page itself: on a phone the closed menu (which holds some of the same words) is hidden.
    await expect(page.getByRole("main").getByText(ready, { exact: true }).first(), path).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("a refused submit focuses its first field below the fixed header, not under it (390 px)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginCustomerByApi(page);
  await page.goto("/user/pickups/form");
  await expect(page.getByRole("main").getByText("Pickup Form", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("aria-invalid", "true");
  // The header is 64 px high; the page scrolls smoothly to the field.
  await expect.poll(async () => (await focused.boundingBox())!.y).toBeGreaterThanOrEqual(64);
});
