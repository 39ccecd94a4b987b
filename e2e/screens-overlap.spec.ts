import type { Page } from "@playwright/test";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { openPublicPage } from "./support/public-site";

/**
 * Floating parts never cover what a reader needs (docs/decisions/0041), checked with bounding boxes: the social strip
 * at phone and tablet widths at any scroll position, the toasts on a phone, and the package tabs' labels on a phone.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The page's content as boxes in document coordinates: every visible element that shows text of its own, a control,
 * an image or an icon, outside the parts that float over it (header, social strip, back-to-top, toasts).
 */
function contentBoxes(page: Page, outside: string) {
  return page.evaluate((skip) => {
    const shows = (el: Element) =>
      ["A", "BUTTON", "INPUT", "SELECT", "TEXTAREA", "IMG", "svg", "IFRAME", "VIDEO", "LABEL"].includes(el.tagName) ||
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    const found: Array<{ what: string; x: number; y: number; width: number; height: number }> = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (el.closest(skip) || !shows(el)) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === "hidden") continue;
      const text = (el.textContent ?? "").trim().slice(0, 40);
      found.push({
        what: `<${el.tagName.toLowerCase()}> ${text || el.getAttribute("aria-label") || ""}`,
        x: r.x + window.scrollX,
        y: r.y + window.scrollY,
        width: r.width,
        height: r.height,
      });
    }
    return found;
  }, outside);
}

const overlapX = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
]) {
  test(`the social strip covers no content of the public pages at ${viewport.width} px, at any scroll position`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const problems: string[] = [];
    for (const path of [
      "/",
      "/about-us",
      "/contact-us",
      "/track-package",
      "/service-areas",
      "/shipping-and-insurance",
      "/frequently-asked-questions",
      "/login",
      "/register",
    ]) {
      await openPublicPage(page, path);
      await page.evaluate(() => window.scrollTo(0, 0));
      const strip = await page.getByRole("complementary", { name: "Follow us" }).boundingBox();
      expect(strip, path).not.toBeNull();
      const maxScroll = await page.evaluate(
        () => document.documentElement.scrollHeight - document.documentElement.clientHeight,
      );
      const floating =
        'header, aside[aria-label="Follow us"], [aria-label="Back to top"], section[aria-label="Notifications"], .sr-only';
      for (const box of await contentBoxes(page, floating)) {
        // The strip is fixed: at scroll s it is over document rows strip.y + s … strip.y + strip.height + s.
        const from = Math.max(0, box.y - (strip!.y + strip!.height));
        const to = Math.min(maxScroll, box.y + box.height - strip!.y);
        if (overlapX(box, strip!) && from < to)
          problems.push(`${path}: ${box.what} (x ${Math.round(box.x)}–${Math.round(box.x + box.width)})`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the '… Loaded!' toasts cover no content: they sit over the header bar", async ({ page }) => {
    await loginCustomerByApi(page);
    for (const [path, text] of [
      ["/user/my-shipments", "Loaded!"],
      ["/user/invoices", "Invoices Loaded!"],
    ] as const) {
      await page.goto(path);
      const toast = page.locator("[data-toast]").filter({ hasText: text });
      await expect(toast).toBeVisible();
      const box = (await toast.boundingBox())!;
      const header = (await page.locator("header").first().boundingBox())!;
      expect(box.y, path).toBeGreaterThanOrEqual(header.y);
      expect(box.y + box.height, path).toBeLessThanOrEqual(header.y + header.height);
      const onPage = { ...box, y: box.y + (await page.evaluate(() => window.scrollY)) };
      const covered = (await contentBoxes(page, 'header, nav, section[aria-label="Notifications"], .sr-only')).filter(
        (c) => overlapX(c, onPage) && c.y < onPage.y + onPage.height && c.y + c.height > onPage.y,
      );
      expect(
        covered.map((c) => c.what),
        path,
      ).toEqual([]);
      // The menu button under it still opens the menu.
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(
        page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Invoices" }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Close menu" }).click();
    }
    await loginAdminByApi(page);
    await page.goto("/admin/shipments");
    const staffToast = page.locator("[data-toast]").filter({ hasText: "Shipments Loaded!" });
    // The staff list loads slowly on a busy machine.
    await expect(staffToast).toBeVisible({ timeout: 30_000 });
    const box = (await staffToast.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual((await page.locator("header").first().boundingBox())!.height);
  });

  test("the package tabs' labels fit on one line", async ({ page }) => {
    await loginCustomerByApi(page);
    await page.goto("/user/packages?tab=warehouse");
    await expect(page.getByTestId("tab-count-warehouse")).not.toHaveAttribute("aria-busy", "true");
    for (const tab of ["expected", "warehouse", "shipped"]) {
      const label = (await page.getByTestId(`tab-label-${tab}`).boundingBox())!;
      // text-sm is 20 px a line.
      expect(label.height, tab).toBeLessThan(28);
      const link = (await page.getByTestId(`tab-${tab}`).boundingBox())!;
      expect(link.height, tab).toBeLessThan(70);
    }
  });
});
