import type { Page } from "@playwright/test";
import { CONFIRM_TEXTS } from "@app/shared/accounts/confirm";
import { loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { mailText, waitForMail } from "./support/mail";
import { confirmationLinkOf, signUpCustomer } from "./support/records";
import { axeViolations, pageOverflow } from "./support/screen-checks";

/**
 * "Change E-mail Address" (decisions 0054, 0141) at phone and desktop widths: the customer asks for a new address
 * from the profile, is told a link went there and that nothing changes until it is opened, opens the link from the
 * mail, and from then on logs in with the new address; the old address is told and no longer logs in.
 */
async function checkScreen(page: Page, width: number, what: string) {
  expect(await axeViolations(page), `${width}px: axe ${what}`).toEqual([]);
  expect(await pageOverflow(page), `${width}px: sideways scroll ${what}`).toBe(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a customer changes the e-mail address from the profile and logs in with the new one (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const customer = await signUpCustomer(request, { prefix: `change-email-${viewport.width}` });
    const next = `moved-${customer.email}`;
    await loginCustomerByApi(page, customer);

    await page.goto("/user/profile");
    await page.getByRole("link", { name: /Change E-mail Address/ }).click();
    await expect(page).toHaveURL(/\/user\/profile\/change-email$/);
    await expect(page.getByRole("heading", { name: "Change E-mail Address" })).toBeVisible();
    await expect(page.getByText(CONFIRM_TEXTS.changeIntro(customer.email))).toBeVisible();
    await checkScreen(page, viewport.width, "of the empty form");

    const form = page.locator("form");
    const address = form.getByLabel("New e-mail address");
    const password = form.getByLabel("Current password", { exact: true });
    const send = form.getByRole("button", { name: "Send Confirmation Link" });
    await send.click();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Enter your current password.")).toBeVisible();
    await expect(address).toBeFocused();
    await checkScreen(page, viewport.width, "with the fields' messages");

    // The server's refusals land under their field.
    await address.fill(customer.email);
    await password.fill("Wrong1Password");
    await send.click();
    await expect(form.getByText("The password is not right.")).toBeVisible();
    await password.fill(customer.password);
    await send.click();
    await expect(form.getByText(CONFIRM_TEXTS.sameAddress)).toBeVisible();

    await address.fill(next);
    await send.click();
    await expect(page.getByRole("status").filter({ hasText: CONFIRM_TEXTS.changeRequested(next) })).toBeVisible();
    await expect(address).toHaveValue("");
    await expect(page.getByRole("button", { name: CONFIRM_TEXTS.resend })).toBeVisible();
    await checkScreen(page, viewport.width, "with the change waiting");

    // Meanwhile the account keeps its address: the profile says the change waits, the old address still logs in.
    await page.goto("/user/profile");
    await expect(page.getByText(CONFIRM_TEXTS.pendingChange(next, customer.email))).toBeVisible();
    const stillOld = await request.post("/api/users/login", {
      data: { email_address: customer.email, password: customer.password },
    });
    expect(stillOld.status()).toBe(200);

    // The mail to the new address says what the link does; the page it opens makes the change.
    const mail = await waitForMail(next, /Confirm your new .* e-mail address/);
    expect(mailText(mail.raw)).toContain("keep logging in with your current address");
    const link = new URL(await confirmationLinkOf(next));
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
    await expect(page.getByText(CONFIRM_TEXTS.changed(next))).toBeVisible();
    await waitForMail(customer.email, /e-mail address was changed/);

    // Signed out, the new address logs in through the form; the old one no longer does.
    await page.context().clearCookies();
    await page.goto("/login");
    await page.waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === "true" ||
        document.getElementById("root")?.dataset.prerendered !== "true",
    );
    const login = page.getByRole("region", { name: "Login", exact: true });
    await login.getByLabel("Email").fill(next);
    await login.getByLabel("Password", { exact: true }).fill(customer.password);
    await login.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/user\/home$/);
    await page.goto("/user/profile");
    await expect(page.getByText(next, { exact: true })).toBeVisible();
    await expect(page.getByText(/You asked to change your e-mail address/)).toHaveCount(0);
    const oldLogin = await request.post("/api/users/login", {
      data: { email_address: customer.email, password: customer.password },
    });
    expect(oldLogin.status()).toBe(401);
  });
}
