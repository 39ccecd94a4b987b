import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { mailText, waitForMail } from "./support/mail";
import { signUpCustomer } from "./support/records";

const PASSWORD = "Start1Password";
const NEW_PASSWORD = "Renewed2Password";
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The auth pages' card, by its title (the public layout around it has its own e-mail field: the newsletter). */
const TITLES = {
  login: "Login",
  signup: "Create an account",
  request: "Forgot your password?",
  verify: "Enter your code",
  reset: "Choose a new password",
} as const;
const card = (page: Page, which: keyof typeof TITLES) => page.getByRole("region", { name: TITLES[which], exact: true });

/** Opens a public page and waits until React drives it (prerendered pages are visible before they are interactive). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      document.getElementById("root")?.dataset.prerendered !== "true",
  );
}

async function logInWithForm(page: Page, email: string, password: string) {
  const login = card(page, "login");
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password", { exact: true }).fill(password);
  await login.getByRole("button", { name: "Login" }).click();
}

test("a new customer signs up, logs in, resets the password with the e-mailed code, and the old session ends", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("reset");

  // Sign up → /login with the spec's message.
  await open(page, "/signup");
  const signup = card(page, "signup");
  await signup.getByLabel("First Name").fill("Ada");
  await signup.getByLabel("Last Name").fill("Lovelace");
  await signup.getByLabel("Email").fill(email);
  await signup.getByLabel("Phone Number").fill("08012345678");
  await signup.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signup.getByLabel("Confirm Password").fill(PASSWORD);
  await signup.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(card(page, "login").getByText("Signup Success!")).toBeVisible();

  // Log in → /user/home with the name in the header.
  await expect(card(page, "login").getByLabel("Email")).toHaveValue(email);
  await logInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByTestId("customer-name")).toHaveText("Ada Lovelace");

  // Reset the password in another browser, with the code from the e-mail that was sent.
  const other = await browser.newContext();
  const resetPage = await other.newPage();
  await open(resetPage, "/login");
  await card(resetPage, "login").getByRole("link", { name: "Forgot password?" }).click();
  await expect(resetPage).toHaveURL(/\/request-otp$/);
  await card(resetPage, "request").getByLabel("Email").fill(email);
  await card(resetPage, "request").getByRole("button", { name: "Send Code" }).click();
  await expect(resetPage).toHaveURL(/\/verify-otp$/);
  const verify = card(resetPage, "verify");
  await expect(verify.getByLabel("Email")).toHaveValue(email);
  const mail = await waitForMail(email, /reset code/i);
  const code = /reset code is (\d{6})/.exec(mailText(mail.raw))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await verify.getByLabel("Code").fill(code!);
  await verify.getByRole("button", { name: "Verify" }).click();
  await expect(resetPage).toHaveURL(/\/reset-password$/);
  const reset = card(resetPage, "reset");
  await reset.getByLabel("New Password").fill(NEW_PASSWORD);
  await reset.getByRole("button", { name: "Reset Password" }).click();
  await expect(reset.getByText("Password reset successful!")).toBeVisible();
  // The form gave way to the login link: the pressed button's focus went to the message, not to <body>.
  await expect(reset.getByText("Password reset successful!")).toBeFocused();
  await expect(resetPage).toHaveURL(/\/reset-password$/);
  const held = await resetPage.evaluate(() => [
    sessionStorage.getItem("resetEmail"),
    sessionStorage.getItem("resetToken"),
  ]);
  expect(held).toEqual([null, null]);
  await waitForMail(email, /password was changed/i);

  // The first browser's session was ended by the reset: still showing the portal, its next page goes to log in.
  expect((await page.request.get("/api/users/me")).status()).toBe(401);
  await page.getByRole("link", { name: "My Shipments" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fuser%2Fmy-shipments$/);

  // The old password no longer works; the new one does, and brings the visitor back to the page asked for.
  await logInWithForm(page, email, PASSWORD);
  await expect(card(page, "login").getByText("Invalid email or password.")).toBeVisible();
  await logInWithForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/user\/my-shipments$/);
  await expect(page.getByTestId("customer-name")).toHaveText("Ada Lovelace");
  await other.close();
});

test("the portal sends a visitor to log in and back; logging out and in again works; an unsafe next is ignored", async ({
  page,
}) => {
  const { email } = await signUpCustomer(page.request, {
    prefix: "next",
    firstname: "Grace",
    lastname: "Hopper",
    password: PASSWORD,
  });

  await page.goto("/user/home");
  await expect(page).toHaveURL(/\/login\?next=%2Fuser%2Fhome$/);
  await logInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByTestId("customer-name")).toHaveText("Grace Hopper");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByTestId("customer-name")).toHaveText("Grace Hopper");

  await open(page, "/login?next=//evil.example/steal");
  await logInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/user\/home$/);
});
