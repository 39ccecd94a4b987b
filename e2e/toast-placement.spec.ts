import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAdminByApi } from "./support/auth";
import { axeViolations } from "./support/screen-checks";

type Box = { x: number; y: number; width: number; height: number };

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 720 },
];

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${locator} has a box`).not.toBeNull();
  return box!;
}

/** The box of a toast once it has slid in and stopped moving. */
async function settledBox(toast: Locator): Promise<Box> {
  let before = await boxOf(toast);
  for (;;) {
    await toast.page().waitForTimeout(150);
    const now = await boxOf(toast);
    if (JSON.stringify(now) === JSON.stringify(before)) return now;
    before = now;
  }
}

/**
 * What a toast must leave free on a staff list: the fixed header (with the menu button; a phone's toast lies over it,
 * decision 0041), the TEST MODE banner, and
 * every control above the list (the title's actions such as 'Create Shipment', search, filters, sort, CSV).
 */
async function importantBoxes(page: Page): Promise<Array<[string, Box]>> {
  const boxes: Array<[string, Box]> = [
    ["the header", await boxOf(page.getByRole("banner"))],
    ["the TEST MODE banner", await boxOf(page.getByTestId("test-mode-banner"))],
  ];
  const listTop = (await boxOf(page.locator("main table").first())).y;
  for (const control of await page.locator("main").locator("a[href], button, input, select").all()) {
    if (!(await control.isVisible())) continue;
    const box = await boxOf(control);
    if (box.y >= listTop) continue;
    const name = (await control.getAttribute("aria-label")) ?? ((await control.textContent()) ?? "").trim();
    boxes.push([`the control '${name}'`, box]);
  }
  return boxes;
}

for (const viewport of WIDTHS) {
  test(`at ${viewport.width} px a staff list's toast covers neither the header (but below 1024 px), the TEST MODE banner nor the page's actions; axe-clean`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ viewport, baseURL });
    const page = await context.newPage();
    await loginAdminByApi(page);
    const lists: Array<[path: string, loaded: string]> = [
      ["/admin/shipments", "Shipments Loaded!"],
      ["/admin/packages", "Packages Loaded!"],
    ];
    for (const [path, loaded] of lists) {
      await page.goto(path);
      const toast = page.locator("[data-toast]").filter({ hasText: loaded });
      await expect(toast).toBeVisible();
      const toastBox = await settledBox(toast);
      expect(toastBox.y + toastBox.height, `${path}: the toast is inside the window`).toBeLessThanOrEqual(
        viewport.height,
      );
      expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(viewport.width);
      const important = await importantBoxes(page);
      expect(important.length, `${path}: the page's controls were measured`).toBeGreaterThan(3);
      // Below 1024 px (no side column: the menu is a drawer) the toast lies over the header bar on purpose
      // (decisions 0041, 0118), and so covers nothing of the page: not even the list's rows and their links.
      const narrow = viewport.width < 1024;
      if (narrow) {
        const header = await boxOf(page.getByRole("banner"));
        expect(toastBox.y + toastBox.height, `${path}: the toast is on the header`).toBeLessThanOrEqual(
          header.y + header.height,
        );
      }
      const free = narrow ? important.filter(([name]) => name !== "the header") : important;
      const covered = free.filter(([, box]) => overlap(toastBox, box)).map(([name]) => name);
      expect(covered, `${path}: what the toast covers`).toEqual([]);
      if (viewport.width < 1280) expect(await axeViolations(page), `${path} with its toast`).toEqual([]);
    }
    await context.close();
  });
}
