import { expect, test } from "./support/fixtures";
import { openPublicPage } from "./support/public-site";

const PAGES: Array<{ path: string; heading: string; content: string[] }> = [
  {
    path: "/",
    heading: "A TRULY GLOBAL SERVICE PROVIDER",
    content: ["We make your cargo transport simple", "Enquire Now", "Why choose us", "Request a Free Estimate"],
  },
  {
    path: "/about-us",
    heading: "About Us",
    content: ["Our Mission", "Customer Focus", "Expertise", "Integrity", "Innovation", "Accountability"],
  },
  {
    path: "/contact-us",
    heading: "Contact Us",
    content: [
      "Send Us a Message",
      "12 Herbert Macaulay Way",
      "+234 803 555 0142",
      "hello@swiftwaylogistics.com",
      "Monday to Friday, 9am to 6pm",
    ],
  },
  { path: "/contact", heading: "Contact Us", content: ["Our Lagos Office"] },
  {
    path: "/service-areas",
    heading: "Our Services",
    content: ["Air Cargo", "Import & Export", "Domestic Delivery", "Warehousing"],
  },
  {
    path: "/frequently-asked-questions",
    heading: "Frequently Asked Questions",
    content: ["How long does shipping take?", "We do not accept cash."],
  },
  { path: "/privacy-policy", heading: "Privacy Policy", content: ["children under 13"] },
  {
    path: "/terms-and-conditions",
    heading: "Terms and Conditions",
    content: ["Bank deposit", "POS (card) payment at our Lagos office", "We do not accept cash."],
  },
  {
    path: "/shipping-and-insurance",
    heading: "Shipping and Insurance",
    content: ["100 US dollars plus a refund of the freight charge"],
  },
  { path: "/track-package", heading: "Track Your Package", content: ["Tracking Number"] },
];

test.describe("public frame and pages", () => {
  test("every public route shows its headline and content, hydrates without errors and loads no portal code", async ({
    page,
  }) => {
    const problems: string[] = [];
    const scripts: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    for (const { path, heading, content } of PAGES) {
      await openPublicPage(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      for (const text of content) await expect(page.getByText(text, { exact: false }).first()).toBeAttached();
      await expect(page).toHaveTitle(/Swiftway Global Logistics/);
    }
    expect(problems, "console errors (hydration, CSP, ...)").toEqual([]);
    expect(
      scripts.filter((url) => /customer-layout|admin-layout|side-menu-layout|query-client|session/.test(url)),
    ).toEqual([]);
  });

  test("navigation order, bolder LOGIN, 80 px logo, social links, click-to-call and the footer", async ({ page }) => {
    await openPublicPage(page, "/about-us");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([
      "HOME",
      "ABOUT",
      "SERVICES",
      "CONTACT",
      "FAQ",
      "LOGIN",
      /Call us on/,
    ]);
    const weight = (name: string) =>
      nav.getByRole("link", { name, exact: true }).evaluate((el) => Number(getComputedStyle(el).fontWeight));
    expect(await weight("LOGIN")).toBeGreaterThan(await weight("ABOUT"));
    expect(
      await page
        .locator("header")
        .getByRole("img", { name: "Swiftway Global Logistics" })
        .evaluate((el) => el.getBoundingClientRect().width),
    ).toBe(80);
    await expect(nav.getByRole("link", { name: /Call us on/ })).toHaveAttribute("href", "tel:+2348035550142");
    await expect(page.getByRole("complementary", { name: "Follow us" }).getByRole("link")).toHaveCount(3);

    const footer = page.locator("footer");
    await expect(footer.getByRole("heading", { name: "Company Information" })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Customer Services" })).toBeVisible();
    await expect(footer.getByText("one of the world's leading logistics companies")).toBeVisible();
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of [
      "/",
      "/about-us",
      "/privacy-policy",
      "/terms-and-conditions",
      "/contact-us",
      "/track-package",
      "/shipping-and-insurance",
      "/service-areas",
      "/frequently-asked-questions",
    ]) {
      expect(hrefs).toContain(href);
    }
    // Footer links of the prerendered frame navigate inside the app.
    await footer.getByRole("link", { name: "Shipping and Insurance" }).click();
    await expect(page).toHaveURL(/\/shipping-and-insurance$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipping and Insurance");
    await expect(page).toHaveTitle("Shipping and Insurance | Swiftway Global Logistics");
  });

  test("the header turns fixed and back-to-top appears at 400 px of scroll, not before", async ({ page }) => {
    await openPublicPage(page, "/");
    const header = page.locator("header");
    const backToTop = page.getByRole("button", { name: "Back to top" });
    await page.evaluate(() => window.scrollTo({ top: 399, behavior: "instant" }));
    await page.waitForTimeout(200);
    await expect(header).toHaveAttribute("data-fixed", "false");
    await expect(header).toHaveCSS("position", "sticky");
    await expect(backToTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-fixed", "true");
    await expect(header).toHaveCSS("position", "fixed");
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toHaveCount(0);
    await expect(header).toHaveCSS("position", "sticky");
  });

  test("on a phone the menu collapses behind a toggle and closes when a link is chosen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPublicPage(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const aboutLink = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "ABOUT" });
    await expect(aboutLink).toBeHidden();
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(aboutLink).toBeVisible();
    await aboutLink.click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(aboutLink).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    // The counters strip is for medium and wider screens only.
    await page.goto("/");
    await expect(page.getByText("Countries Covered")).toBeHidden();
  });

  test("home: counters, service tiles, testimonials carousel, estimate anchor and brand carousel", async ({ page }) => {
    await openPublicPage(page, "/");
    for (const text of [
      "42+",
      "97+",
      "2342+",
      "3245+",
      "Countries Covered",
      "Business Success",
      "Happy Client",
      "Business Done",
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    for (const tile of ["Fast Service", "Safe Delivery", "Efficient Support"])
      await expect(page.getByRole("heading", { name: tile })).toBeVisible();
    await expect(page.getByRole("link", { name: "More About Us" })).toHaveAttribute("href", "/about-us");
    await expect(page.getByRole("link", { name: "Our Services" }).first()).toHaveAttribute("href", "/service-areas");

    const testimonials = page.getByRole("region", { name: "Testimonials" });
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials.locator('[aria-roledescription="slide"]:not([aria-hidden])')).toHaveCount(6);
    await expect(testimonials.getByRole("button", { name: "Show slide 1" })).toHaveAttribute("aria-current", "true");
    // Autoplay: the next slide after 5 s.
    await expect(testimonials.getByRole("button", { name: "Show slide 2" })).toHaveAttribute("aria-current", "true", {
      timeout: 8000,
    });

    const brands = page.getByRole("region", { name: "Partner brands" });
    await brands.scrollIntoViewIfNeeded();
    await expect(brands.locator('[aria-roledescription="slide"]:not([aria-hidden]) img')).toHaveCount(6);
    // Five logos wide on a desktop screen (the carousel may be swapping its prerendered HTML for the live one).
    const slidesInView = () =>
      brands.evaluate((el) => {
        const slide = el.querySelector('[aria-roledescription="slide"]');
        return slide ? Math.round(el.getBoundingClientRect().width / slide.getBoundingClientRect().width) : 0;
      });
    await expect.poll(slidesInView).toBe(5);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.getByRole("link", { name: "Get Quote" }).click();
    await expect(page).toHaveURL(/#quote$/);
    await expect(page.getByRole("heading", { name: "Request a Free Estimate" })).toBeInViewport();
  });

  test("service areas: four tabs, the first selected by default", async ({ page }) => {
    await openPublicPage(page, "/service-areas");
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Air Cargo", "Import & Export", "Domestic Delivery", "Warehousing"]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Express air freight");
    await page.getByRole("tab", { name: "Warehousing" }).click();
    await expect(page.getByRole("tab", { name: "Warehousing" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("personal address in our warehouses");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Air Cargo" })).toBeFocused();
  });

  test("FAQ: twelve accordion items with the spec's facts", async ({ page }) => {
    await openPublicPage(page, "/frequently-asked-questions");
    const items = page.locator("details");
    await expect(items).toHaveCount(12);
    const shipping = items.filter({ hasText: "How long does shipping take?" });
    await expect(shipping).toHaveJSProperty("open", false);
    await shipping.locator("summary").click();
    await expect(shipping).toHaveJSProperty("open", true);
    await expect(shipping).toContainText("14 business days");
    await expect(shipping).toContainText("3 to 5 business days");
    await expect(shipping).toContainText("around 3 months");
  });

  test("contact page: the map loads only when asked for", async ({ page }) => {
    await openPublicPage(page, "/contact-us");
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute("href", /google\.com\/maps/);
    await page.route("https://www.google.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }),
    );
    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", /google\.com\/maps.*output=embed/);
  });

  test("newsletter banner opens the static-backdrop dialog, Close closes it", async ({ page }) => {
    await openPublicPage(page, "/about-us");
    await expect(page.getByRole("heading", { name: "Stay Updated with Exclusive Offers!" })).toBeVisible();
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Get Latest Updates!" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email address")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Join Us" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    // A click on the backdrop does not close it.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("page source holds the content without JavaScript, with each page's own title and description", async ({
    request,
  }) => {
    const expectations: Array<[string, string[], RegExp]> = [
      [
        "/",
        ["A TRULY GLOBAL SERVICE PROVIDER", "We make your cargo transport simple", "Why choose us", "2342+"],
        /<title>Swiftway Global Logistics: air cargo/,
      ],
      [
        "/about-us",
        ["Our Mission", "Customer Focus", "Accountability"],
        /<title>About Us \| Swiftway Global Logistics<\/title>/,
      ],
      [
        "/frequently-asked-questions",
        ["How long does shipping take?", "14 business days", "We do not accept cash."],
        /<title>Frequently Asked Questions \| /,
      ],
    ];
    const descriptions = new Set<string>();
    for (const [path, texts, title] of expectations) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root" data-prerendered="true">');
      expect(html).toMatch(title);
      for (const text of texts) expect(html).toContain(text);
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(description).toBeTruthy();
      descriptions.add(description!);
      expect(html).not.toMatch(/<script>/);
    }
    expect(descriptions.size).toBe(3);
    // Routes that are not prerendered still get the app shell.
    const shell = await (await request.get("/track-package/SWG4821ABC")).text();
    expect(shell).toContain('<div id="root"><!--app-outlet--></div>');
  });
});
