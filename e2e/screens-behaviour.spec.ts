import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginCustomerByApi } from "./support/auth";
import { openPublicPage, readyForm } from "./support/public-site";
import { focusIndicatorContrast } from "./support/screen-checks";
import { asNewVisitor } from "./support/visitor";

const PHONE = { width: 390, height: 844 };
const hydrated = (page: Page) => expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);

test("text typed before the app takes over a prerendered page is kept, and the form then knows it", async ({
  page,
}) => {
  for (let round = 1; round <= 4; round += 1) {
    // The contact form: typed the moment the HTML is there, long before its code has loaded.
    await page.goto("/contact-us", { waitUntil: "domcontentloaded" });
    const contact = page.getByRole("form", { name: "Contact us" });
    await contact.getByLabel("Your Name", { exact: true }).fill(`Ada ${round}`);
    await contact.getByLabel("Subject", { exact: true }).fill("Customs papers");
    await contact.getByLabel("Your Email", { exact: true }).fill("ada@");
    await hydrated(page);
    await readyForm(contact);
    await expect(contact.getByLabel("Your Name", { exact: true }), `round ${round}`).toHaveValue(`Ada ${round}`);
    await expect(contact.getByLabel("Subject", { exact: true })).toHaveValue("Customs papers");
    // The live form holds the typed values: only the bad e-mail and the empty message are refused.
    await contact.getByRole("button", { name: /send/i }).click();
    await expect(contact.getByText("Invalid email address")).toBeVisible();
    await expect(contact.getByText("Message must be at least 5 characters")).toBeVisible();
    await expect(contact.getByText("Name must be at least 2 characters")).toHaveCount(0);

    // The footer newsletter on the log-in page.
    await page.goto("/login", { waitUntil: "domcontentloaded" });
    const newsletter = page.locator("footer").getByRole("form", { name: "Newsletter" });
    await newsletter.getByRole("textbox").fill(`reader${round}@example`);
    await hydrated(page);
    await readyForm(newsletter);
    await expect(newsletter.getByRole("textbox"), `round ${round}`).toHaveValue(`reader${round}@example`);
  }
});

test("the US shopping address copies line by line into the street, suite, city, state and ZIP fields of a checkout", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await loginCustomerByApi(page);
  const me = (await (await page.request.get("/api/users/me")).json()).user as { suite_number: string };
  await page.request.put("/api/details/warehouse", { data: { warehouse_choice: "Trail Richmond" } });
  await page.goto("/user/home");
  const expected: Array<[string, string]> = [
    ["Address Line 1", "12603 Trail Richmond Dr"],
    ["Address Line 2", `Suite ${me.suite_number}`],
    ["City", "Stafford"],
    ["State", "TX"],
    ["ZIP Code", "77477"],
    ["Country", "United States"],
  ];
  for (const [label, value] of expected) {
    await page.getByRole("button", { name: `Copy ${label}`, exact: true }).click();
    await expect(page.getByText(`Copied: ${value}`, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText()), label).toBe(value);
  }
  await expect(page.getByTestId("shopping-address")).not.toContainText("Texas (Stafford)");
});

test("on a phone a list toast over the header steps aside when the keyboard reaches the menu button (WCAG 2.4.11)", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  await loginCustomerByApi(page);
  await page.goto("/user/my-shipments");
  const toast = page.locator("[data-toast]").filter({ hasText: "Loaded!" });
  await expect(toast).toBeVisible();
  const menu = page.getByRole("button", { name: "Open menu" });
  const [toastBox, menuBox] = [await toast.boundingBox(), await menu.boundingBox()];
  // Decision 0041: on a phone the toast lies over the header bar, so the menu button is under it.
  expect(toastBox!.y + toastBox!.height).toBeGreaterThan(menuBox!.y);
  await menu.focus();
  await expect(toast).toBeHidden();
  await expect(menu).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Invoices" }),
  ).toBeVisible();
  await context.close();
});

test("a call that never answers ends after 15 s with the spec's 'No response from server…' message", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginCustomerByApi(page);
  // Hold the list call: the server never answers it.
  await page.route(/\/api\/shipments(\?|$)/, () => undefined);
  const started = Date.now();
  await page.goto("/user/my-shipments");
  await expect(page.getByText("Loading...").first()).toBeVisible();
  await expect(page.getByText("No response from server. Please try again later.").first()).toBeVisible({
    timeout: 25_000,
  });
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThanOrEqual(14_000);
  await expect(page.getByText("Loading...")).toHaveCount(0);
});

test("keyboard only: the newsletter dialog opens, Escape and Close shut it, focus returns to 'Subscribe Now'", async ({
  page,
}) => {
  await openPublicPage(page, "/");
  const opener = page.getByRole("button", { name: "Subscribe Now" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Get Latest Updates!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox")).toBeVisible();
  expect(await dialog.evaluate((d) => d.contains(document.activeElement)), "focus moved into the dialog").toBe(true);
  // Tab moves through its controls (e-mail, Join Us, privacy policy, Close).
  await dialog.getByRole("textbox").focus();
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("keyboard only on a phone: Escape closes the public menu and the portal menu, focus back on the button", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  await openPublicPage(page, "/about-us");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "FAQ" })).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(menu.getByRole("link", { name: "FAQ" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  await loginCustomerByApi(page);
  await page.goto("/user/profile");
  await expect(page.getByRole("heading", { name: "Profile", exact: true })).toBeVisible();
  const drawerLink = page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Invoices" });
  await expect(drawerLink).toBeHidden();
  // The skip link is the first stop and leads to the content.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.getByRole("button", { name: "Open menu" }).focus();
  await page.keyboard.press("Enter");
  await expect(drawerLink).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(drawerLink).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  await context.close();
});

test("staff addresses: an unknown back-office page stays in the back office; a customer is told it is for staff", async ({
  page,
}) => {
  await loginCustomerByApi(page);
  await page.goto("/admin/home");
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await expect(
    page.getByText("This page is for staff. You are signed in as a customer: log in with a staff account to continue."),
  ).toBeVisible();
  await expect(page.getByText(/session has expired/i)).toHaveCount(0);

  const staff = await page.request.post("/api/admins/login", {
    headers: asNewVisitor(),
    data: { email: "owner@swiftway.test", password: "Owner1234" },
  });
  expect(staff.ok()).toBe(true);
  await page.goto("/admin/no-such-page");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Shipments", exact: true }),
  ).toBeAttached();
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});

test("on a phone the home hero has no empty band: its text, then the enquiry form, whose code waits until it is used", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  const formCode: string[] = [];
  page.on("request", (request) => /\/enquiry-form-[^/]*\.js$/.test(request.url()) && formCode.push(request.url()));
  await page.goto("/", { waitUntil: "networkidle" });
  await hydrated(page);
  const hero = page.locator("main > section").first();
  const enquiry = hero.getByRole("form", { name: "Enquire Now" });
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    expect(found, `${locator} has a box`).toBeTruthy();
    return { top: found!.y, bottom: found!.y + found!.height };
  };
  const [section, welcome, actions, form] = [
    await box(hero),
    await box(hero.getByText(/^Welcome to /)),
    await box(hero.getByRole("link", { name: "Track a Package" })),
    await box(enquiry),
  ];
  // Only the section's own padding (4 rem) around the content, and the grid's gap (2.5 rem) between its parts.
  expect(welcome.top - section.top, "band above the welcome line").toBeLessThanOrEqual(72);
  expect(form.top - actions.bottom, "band between the hero's buttons and the enquiry form").toBeLessThanOrEqual(48);
  expect(section.bottom - form.bottom, "band under the enquiry form").toBeLessThanOrEqual(72);
  const next = await box(page.getByRole("heading", { name: "Logistics You Can Count On" }));
  expect(next.top - form.bottom, "from the hero's last content to the next section's heading").toBeLessThanOrEqual(
    2 * 64 + 8,
  );
  expect(form.top, "the enquiry form starts in the first screen").toBeLessThan(PHONE.height);

  // In view, yet its code is not part of the first load (the / budget); a visitor's first keys load it and stay.
  expect(formCode, "the enquiry form's code before it was used").toEqual([]);
  await expect(enquiry).not.toHaveAttribute("data-ready", "true");
  await enquiry.getByLabel("Full Name", { exact: true }).fill("Ada Obi");
  await expect(enquiry).toHaveAttribute("data-ready", "true");
  await expect(enquiry.getByLabel("Full Name", { exact: true })).toHaveValue("Ada Obi");
  expect(formCode.length).toBeGreaterThan(0);
  await context.close();
});

test("the 'Copied: …' confirmation shows by the copy button, in view and uncovered, at 1280×900 and on a phone", async ({
  browser,
  baseURL,
}) => {
  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    const context = await browser.newContext({ viewport, baseURL });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const page = await context.newPage();
    await loginCustomerByApi(page);
    await page.goto("/user/home");
    const where = `${viewport.width}×${viewport.height}`;
    const copyAndLook = async (label: string) => {
      const button = page.getByRole("button", { name: `Copy ${label}`, exact: true });
      await button.click();
      const confirmation = page.getByRole("status").filter({ hasText: /^Copied: / });
      await expect(confirmation).toHaveCount(1);
      await expect(confirmation).toBeVisible();
      const [shown, pressed] = [await confirmation.boundingBox(), await button.boundingBox()];
      expect(shown && pressed).toBeTruthy();
      // Inside the viewport and below the fixed header (4 rem).
      expect(shown!.y, `${label} at ${where}: top`).toBeGreaterThanOrEqual(64);
      expect(shown!.y + shown!.height, `${label} at ${where}: bottom`).toBeLessThanOrEqual(viewport.height);
      expect(shown!.x, `${label} at ${where}: left`).toBeGreaterThanOrEqual(0);
      expect(shown!.x + shown!.width, `${label} at ${where}: right`).toBeLessThanOrEqual(viewport.width);
      // Next to the button that was pressed.
      const gap = Math.max(shown!.y - (pressed!.y + pressed!.height), pressed!.y - (shown!.y + shown!.height), 0);
      expect(gap, `${label} at ${where}: distance from its button`).toBeLessThanOrEqual(16);
      // Nothing lies over it (hit-tested as if it took clicks: it lets them through to what it covers).
      const onTop = await confirmation.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        (element as HTMLElement).style.pointerEvents = "auto";
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        (element as HTMLElement).style.pointerEvents = "";
        return Boolean(hit && element.contains(hit));
      });
      expect(onTop, `${label} at ${where}: uncovered`).toBe(true);
    };
    await copyAndLook("Name");
    await copyAndLook("Phone Number");
    // A button right under the fixed header (where the page scrolls that far): the confirmation is not behind it.
    const line = page.getByRole("button", { name: "Copy Address Line 1", exact: true });
    await line.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 70));
    if (viewport === PHONE) expect((await line.boundingBox())!.y).toBeLessThan(80);
    await copyAndLook("Address Line 1");
    await context.close();
  }
});

test("keyboard focus shows at 3:1 on each control's background, on the public site and in the portal (WCAG 1.4.11)", async ({
  page,
}) => {
  const weak: string[] = [];
  const tabThrough = async (steps: number) => {
    for (let i = 0; i < steps; i += 1) {
      await page.keyboard.press("Tab");
      const { name, contrast } = await focusIndicatorContrast(page);
      if (name.startsWith("body ")) continue; // Tab went past the last control, to the browser's own bar.
      if (contrast < 3) weak.push(`${page.url()} ${name}: ${contrast.toFixed(2)}:1`);
    }
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  await openPublicPage(page, "/contact-us");
  await tabThrough(40);
  await loginCustomerByApi(page);
  await page.goto("/user/profile/edit");
  await expect(page.getByRole("textbox").first()).toBeVisible();
  await tabThrough(30);
  expect(weak).toEqual([]);
});

test("with reduced motion asked for, in-page links jump instead of scrolling smoothly (WCAG 2.3.3)", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPublicPage(page, "/");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
});
