import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { TRACKING_NOT_FOUND } from "../packages/shared/src/tracking/tracking";
import { openPublicPage } from "./support/public-site";

const DEMO_TRACKING_NUMBER = "SWG4821ABC";
const LONG_US_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;
const FIELDS = [
  "Warehouse Arrival Date",
  "Shipment Status",
  "Shipment Date",
  "Payment Status",
  "Estimated Delivery Date",
  "Last Update",
];

function fieldValue(page: Page, label: string) {
  return page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
}

async function expectDemoShipment(page: Page) {
  const result = page.getByRole("region", { name: /Tracking number/ });
  await expect(result).toContainText(DEMO_TRACKING_NUMBER);
  for (const label of FIELDS) await expect(fieldValue(page, label)).not.toBeEmpty();
  await expect(fieldValue(page, "Shipment Status")).toHaveText("In Transit");
  await expect(fieldValue(page, "Warehouse Arrival Date")).toHaveText(LONG_US_DATE);
  await expect(fieldValue(page, "Last Update")).toHaveText(LONG_US_DATE);
  // The timeline (status history and tracking events), newest first.
  const timeline = page.getByRole("list", { name: "Tracking history" }).getByRole("listitem");
  await expect(timeline).toHaveCount(2);
  await expect(timeline.nth(0)).toContainText("In Transit");
  await expect(timeline.nth(1)).toContainText("Pending");
  await expect(timeline.nth(0).locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
}

test.describe("package tracking", () => {
  test("tracking from /track-package navigates to /track-package/{id} and shows the result and timeline", async ({
    page,
  }) => {
    await openPublicPage(page, "/track-package");
    await page.getByRole("button", { name: "Track" }).click();
    await expect(page.getByRole("alert")).toHaveText("Tracking number is required");

    await page.getByRole("textbox", { name: "Tracking Number" }).fill(DEMO_TRACKING_NUMBER);
    await page.getByRole("button", { name: "Track" }).click();
    await expect(page).toHaveURL(new RegExp(`/track-package/${DEMO_TRACKING_NUMBER}$`));
    await expectDemoShipment(page);

    // The same number again looks it up directly, without navigating.
    const lookup = page.waitForResponse((response) => response.url().endsWith(`/api/track/${DEMO_TRACKING_NUMBER}`));
    await page.getByRole("button", { name: "Track" }).click();
    expect((await lookup).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/track-package/${DEMO_TRACKING_NUMBER}$`));
  });

  test("opening /track-package/{id} looks the package up on load", async ({ page }) => {
    await page.goto(`/track-package/${DEMO_TRACKING_NUMBER}`);
    await expect(page.getByRole("textbox", { name: "Tracking Number" })).toHaveValue(DEMO_TRACKING_NUMBER);
    await expectDemoShipment(page);
  });

  test("an unknown number shows the server's error", async ({ page }) => {
    await openPublicPage(page, "/track-package");
    await page.getByRole("textbox", { name: "Tracking Number" }).fill("NOSUCH123");
    await page.getByRole("button", { name: "Track" }).click();
    await expect(page).toHaveURL(/\/track-package\/NOSUCH123$/);
    const error = page.getByRole("alert");
    await expect(error).toHaveText(TRACKING_NOT_FOUND);
    await expect(page.getByRole("list", { name: "Tracking history" })).toHaveCount(0);
  });
});
