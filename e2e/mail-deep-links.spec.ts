import { loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { mailText, waitForMail } from "./support/mail";
import { receivedPackages, signUpCustomer } from "./support/records";

const parcel = (description: string) => ({ description, weight: "1.2", length: "30", width: "20", height: "10" });

/**
 * The arrival e-mail's "See your package" opens the parcel it names (docs/decisions/0035): shown first, outlined,
 * scrolled to and focused, even when newer parcels push it off the first page of its tab.
 */
test("the arrival e-mail's link opens that parcel at 390 and 1280 px", async ({ browser, page, request, baseURL }) => {
  // Twenty-one parcels go through the receiving desk's operation (photo and arrival mail each) before the check.
  test.slow();
  const customer = await signUpCustomer(request, { prefix: "deeplink" });
  const { user } = await loginCustomerByApi(page, customer);
  const [named] = await receivedPackages(request, user.id, "Brixton", [parcel("The parcel the mail names")]);
  // Twenty newer parcels fill the first page of "At the warehouse" (newest first, 20 a page).
  await receivedPackages(
    request,
    user.id,
    "Brixton",
    Array.from({ length: 20 }, (_, i) => parcel(`Newer parcel ${i + 1}`)),
  );

  const mail = await waitForMail(customer.email, new RegExp(`${named!.package_code} arrived at our London, UK`));
  const link = /See your package: (\S+)/.exec(mailText(mail.raw))?.[1];
  expect(link, "the plain-text part writes out the button's link").toBeTruthy();
  const target = new URL(link!);

  for (const width of [390, 1280]) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    const reader = await context.newPage();
    await loginCustomerByApi(reader, customer);
    await reader.goto(`${target.pathname}${target.search}${target.hash}`);
    const opened = reader.getByTestId("linked-package");
    // The page's first load fetches its chunks from a server that has just written 21 receipts: seconds on CI.
    await expect(opened).toBeVisible({ timeout: 30_000 });
    await expect(opened.locator(`[data-package-code="${named!.package_code}"]`)).toBeVisible();
    await expect(opened).toContainText("The parcel the mail names");
    await expect(opened).toBeFocused();
    await expect(opened).toBeInViewport();
    // Shown once: not again in the list below it.
    await expect(reader.locator(`[data-package-code="${named!.package_code}"]`)).toHaveCount(1);
    await context.close();
  }
});
