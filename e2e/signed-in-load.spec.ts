import type { Page } from "@playwright/test";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";

/**
 * How a signed-in page loads (apps/web/scripts/signed-in-shells.ts): its shell preloads its code and its first
 * calls, and the app then uses those answers instead of asking again; nothing trips the Content-Security-Policy
 * (zod's eval probe did); nothing moves once painted.
 */
async function watchLoad(page: Page) {
  const calls = new Map<string, number>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/"))
      calls.set(url.pathname + url.search, (calls.get(url.pathname + url.search) ?? 0) + 1);
  });
  await page.addInitScript(() => {
    const seen = window as unknown as { cspViolations: string[]; layoutShift: number };
    seen.cspViolations = [];
    seen.layoutShift = 0;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.cspViolations.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) seen.layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return {
    calls,
    cspViolations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    layoutShift: () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  };
}

test("the portal home preloads its code and calls, asks for the session and the dashboard once, and breaks no CSP rule", async ({
  page,
}) => {
  const { user } = await loginCustomerByApi(page);
  const html = await (await page.request.get("/user/home")).text();
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/users/me">');
  expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/dashboard">');
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/customer-layout-[\w-]+\.js">/);

  const load = await watchLoad(page);
  await page.goto("/user/home");
  await expect(page.getByRole("heading", { name: `Welcome, ${user.firstname}` })).toBeVisible();
  await expect(page.getByTestId("count-shipments").locator("p").nth(1)).toHaveText(/^\d+$/);
  expect(load.calls.get("/api/users/me")).toBe(1);
  expect(load.calls.get("/api/dashboard")).toBe(1);
  expect(await load.cspViolations()).toEqual([]);
});

test("the staff shipments list shows the sandbox banner from its first paint and uses its preloaded calls", async ({
  page,
}) => {
  await loginAdminByApi(page);
  const load = await watchLoad(page);
  await page.goto("/admin/shipments");
  await expect(page.getByTestId("test-mode-banner")).toBeVisible();
  // The first page's rows (other tests on this worker's server add shipments, so not a particular one).
  await expect(page.getByRole("link", { name: /^SW[A-Z]{1,2}\d{3,}/ }).first()).toBeVisible();
  // The banner no longer arrives after the page and pushes it down.
  expect(await load.layoutShift()).toBeLessThan(0.01);
  expect(load.calls.get("/api/admins/me")).toBe(1);
  expect(load.calls.get("/api/site-config")).toBe(1);
  expect(load.calls.get("/api/shipment?page=1&pageSize=20&sort=desc")).toBe(1);
  expect(await load.cspViolations()).toEqual([]);

  // A page with parameters has no shell of its own: the plain app shell still serves it.
  const detail = await (await page.request.get("/admin/shipment/1")).text();
  expect(detail).toContain('<div id="root"><!--app-outlet--></div>');
  expect(detail).not.toContain('rel="preload"');
});
