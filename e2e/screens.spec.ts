import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { declaredScreens, screenUrl } from "./support/route-table";
import { axeViolations, LAYOUT_RULES, pageOverflow, settle, unreachableActions } from "./support/screen-checks";

/**
 * Every route of the public site, the portal and the back office (read from the app's route table), at phone,
 * tablet and desktop widths: no sideways page scroll, no axe violation, every control reachable without
 * scrolling sideways. One test per route, so the routes spread over the workers; each worker keeps one page per
 * width (one browser context each, signed in to both areas once) and reuses it for every route it checks.
 */
const WIDTHS = [
  { viewport: { width: 390, height: 844 }, rules: undefined },
  // Colours and texts are the same as at the other two widths: the tablet run checks what layout changes.
  { viewport: { width: 768, height: 1024 }, rules: LAYOUT_RULES },
  { viewport: { width: 1280, height: 900 }, rules: undefined },
];

/** One page per width, made once in each worker and reused for every route the worker checks. */
let widthPages: Promise<Array<{ page: Page; rules?: string[]; width: number }>> | undefined;
function pagesPerWidth(browser: Browser, baseURL: string, storageState: BrowserContextOptions["storageState"]) {
  widthPages ??= Promise.all(
    WIDTHS.map(async ({ viewport, rules }) => {
      const context = await browser.newContext({ viewport, baseURL, storageState });
      return { page: await context.newPage(), rules, width: viewport.width };
    }),
  );
  return widthPages;
}

// Every list must show the demo data as seeded, not what other files add to it: a server of its own (one per worker).
test.use({ dataset: "screens" });
test.describe.configure({ mode: "parallel" });

// SCREENS_ONLY=<regexp> narrows a local run to the matching route patterns (e.g. a page just added).
const only = process.env.SCREENS_ONLY ? new RegExp(process.env.SCREENS_ONLY) : undefined;

for (const screen of (await declaredScreens()).filter(({ pattern }) => !only || only.test(pattern))) {
  test(`${screen.pattern} at ${WIDTHS.map((w) => w.viewport.width).join(", ")} px: fits, passes axe, keeps its controls in reach`, async ({
    browser,
    baseURL,
    demoSession,
  }) => {
    const pages = await pagesPerWidth(browser, baseURL!, demoSession);
    const url = await screenUrl(pages[0]!.page.request, screen);
    const problems: string[] = [];
    for (const { page, rules, width } of pages) {
      const started = Date.now();
      await page.goto(url);
      await settle(page, screen.area === "public");
      const at = `${width}px ${url}`;
      const settled = Date.now() - started;
      if (screen.area !== "public" && !page.url().includes(screen.area === "admin" ? "/admin" : "/user"))
        problems.push(`${at}: left its area for ${page.url()}`);
      const overflow = await pageOverflow(page);
      if (overflow > 0) problems.push(`${at}: page scrolls sideways by ${overflow}px`);
      for (const line of await unreachableActions(page)) problems.push(`${at}: ${line}`);
      for (const line of await axeViolations(page, rules)) problems.push(`${at}: axe ${line}`);
      if (process.env.SCREENS_VERBOSE) console.log(at, settled, Date.now() - started);
    }
    expect(problems, `${screen.pattern} at ${WIDTHS.length} widths`).toEqual([]);
  });
}
