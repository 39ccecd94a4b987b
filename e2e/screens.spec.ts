import { expect, test } from "@playwright/test";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { type Screen, screens } from "./support/route-table";
import { axeViolations, LAYOUT_RULES, pageOverflow, settle, unreachableActions } from "./support/screen-checks";

/**
 * Every route of the public site, the portal and the back office (read from the app's route table), at phone,
 * tablet and desktop widths: no sideways page scroll, no axe violation, every control reachable without
 * scrolling sideways. One browser context per width, signed in to both areas once, one page reused.
 */
const WIDTHS = [
  { viewport: { width: 390, height: 844 }, rules: undefined },
  // Colours and texts are the same as at the other two widths: the tablet run checks what layout changes.
  { viewport: { width: 768, height: 1024 }, rules: LAYOUT_RULES },
  { viewport: { width: 1280, height: 900 }, rules: undefined },
];

for (const { viewport, rules } of WIDTHS) {
  test(`every screen at ${viewport.width} px: fits, passes axe, keeps its controls in reach`, async ({ browser }) => {
    test.setTimeout(8 * 60_000);
    const context = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await loginCustomerByApi(page);
    await loginAdminByApi(page);
    // SCREENS_ONLY=<regexp> narrows a local run to the matching route patterns (e.g. a page just added).
    const only = process.env.SCREENS_ONLY ? new RegExp(process.env.SCREENS_ONLY) : undefined;
    const list: Screen[] = (await screens(page.request)).filter((screen) => !only || only.test(screen.pattern));
    const problems: string[] = [];
    for (const screen of list) {
      const started = Date.now();
      await page.goto(screen.url);
      await settle(page, screen.area === "public");
      const at = `${viewport.width}px ${screen.url}`;
      const settled = Date.now() - started;
      if (screen.area !== "public" && !page.url().includes(screen.area === "admin" ? "/admin" : "/user"))
        problems.push(`${at}: left its area for ${page.url()}`);
      const overflow = await pageOverflow(page);
      if (overflow > 0) problems.push(`${at}: page scrolls sideways by ${overflow}px`);
      for (const line of await unreachableActions(page)) problems.push(`${at}: ${line}`);
      for (const line of await axeViolations(page, rules)) problems.push(`${at}: axe ${line}`);
      if (process.env.SCREENS_VERBOSE) console.log(at, settled, Date.now() - started);
    }
    await context.close();
    expect(problems, `${list.length} screens at ${viewport.width} px`).toEqual([]);
  });
}
