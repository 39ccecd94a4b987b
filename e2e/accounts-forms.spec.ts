import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { mailText, waitForMail } from "./support/mail";

/** The auth pages' card, by its title (the public layout around it has its own e-mail field: the newsletter). */
const card = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** Opens a public page and waits until React drives it (prerendered pages are visible before they are interactive). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      document.getElementById("root")?.dataset.prerendered !== "true",
  );
}

/** Submits the form with the given button and expects every message inside the card. */
async function expectMessages(form: Locator, button: string, messages: string[]) {
  await form.getByRole("button", { name: button, exact: true }).click();
  for (const message of messages) await expect(form.getByText(message, { exact: true })).toBeVisible();
}

test("login shows the spec's validation and failure messages and links to reset and sign-up", async ({ page }) => {
  await open(page, "/login");
  const login = card(page, "Login");
  await expectMessages(login, "Login", [
    "Please enter a valid email address",
    "Password must be at least 8 characters",
  ]);
  await login.getByLabel("Email").fill("someone@example.com");
  const password = login.getByLabel("Password", { exact: true });
  for (const [value, message] of [
    ["abcdefgh", "Password must contain at least one uppercase letter"],
    ["ABCDEFGH", "Password must contain at least one lowercase letter"],
    ["Abcdefgh", "Password must contain at least one number"],
  ]) {
    await password.fill(value!);
    await expectMessages(login, "Login", [message!]);
  }
  await password.fill("Abcdefg1");
  await login.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await expectMessages(login, "Login", ["Invalid email or password."]);
  await expect(login.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/request-otp");
  await expect(login.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
});

test("sign-up shows the spec's validation messages; a known e-mail gets the usual answer and its owner an e-mail", async ({
  page,
}) => {
  await open(page, "/signup");
  const signup = card(page, "Create an account");
  await signup.getByLabel("First Name").fill("Al");
  await signup.getByLabel("Last Name").fill("Bo");
  await signup.getByLabel("Email").fill("not-an-email");
  await signup.getByLabel("Phone Number").fill("080123");
  await signup.getByLabel("Password", { exact: true }).fill("Abcdefg1");
  await signup.getByLabel("Confirm Password").fill("Abcdefg2");
  await expectMessages(signup, "Sign Up", [
    "First name must be at least 3 characters long",
    "Last name must be at least 3 characters long",
    "Please enter a valid email address",
    "Phone number must be at least 10 characters",
  ]);
  await signup.getByLabel("First Name").fill("Alan");
  await signup.getByLabel("Last Name").fill("Turing");
  await signup.getByLabel("Email").fill("customer@swiftway.test");
  await signup.getByLabel("Phone Number").fill("080123456789");
  await expectMessages(signup, "Sign Up", ["Phone number can't exceed 11 characters"]);
  await signup.getByLabel("Phone Number").fill("08012345678");
  await expectMessages(signup, "Sign Up", ["Passwords do not match"]);
  await signup.getByLabel("Confirm Password").fill("Abcdefg1");
  await signup.getByRole("button", { name: "Sign Up" }).click();
  // The page cannot tell that the address is taken (no enumeration): the owner is told by e-mail instead.
  await expect(page).toHaveURL(/\/login$/);
  await expect(card(page, "Login").getByText("Signup Success!")).toBeVisible();
  const notice = await waitForMail("customer@swiftway.test", /tried to sign up/);
  expect(mailText(notice.raw)).toMatch(/log in with your password, or reset your password/);
});

test("the reset pages show the spec's messages and guard their order", async ({ page }) => {
  await open(page, "/verify-otp");
  await expect(page).toHaveURL(/\/request-otp$/);
  await open(page, "/reset-password");
  await expect(page).toHaveURL(/\/request-otp$/);

  const request = card(page, "Forgot your password?");
  await request.getByLabel("Email").fill("nobody");
  await expectMessages(request, "Send Code", ["Please enter a valid email address"]);
  await request.getByLabel("Email").fill("nobody-at-all@example.com");
  await request.getByRole("button", { name: "Send Code" }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);

  const verify = card(page, "Enter your code");
  await expectMessages(verify, "Verify", ["OTP is required"]);
  await verify.getByLabel("Email").fill("");
  await expectMessages(verify, "Verify", ["Email address is required"]);
  await verify.getByLabel("Email").fill("nobody");
  await expectMessages(verify, "Verify", ["Invalid email format"]);
  await verify.getByLabel("Email").fill("nobody-at-all@example.com");
  await verify.getByLabel("Code").fill("123456");
  await expectMessages(verify, "Verify", ["Invalid code. Please check the code and try again."]);

  // A made-up token gets past the page guard, so the new-password rules and the server's refusal show.
  await page.evaluate(() => sessionStorage.setItem("resetToken", "made-up-token"));
  await open(page, "/reset-password");
  const reset = card(page, "Choose a new password");
  const password = reset.getByLabel("New Password");
  for (const [value, message] of [
    ["", "Password is required"],
    ["Ab1", "Password must be at least 8 characters"],
    ["abcdefg1", "Password must contain at least one uppercase letter"],
    ["ABCDEFG1", "Password must contain at least one lowercase letter"],
    ["Abcdefgh", "Password must contain at least one digit"],
  ]) {
    await password.fill(value!);
    await expectMessages(reset, "Reset Password", [message!]);
  }
  await password.fill("Abcdefg1");
  await expectMessages(reset, "Reset Password", [
    "Your reset session has expired or was already used. Please request a new code.",
  ]);
});

test("before the page's code runs, log-in and sign-up cannot be sent by the browser itself (a password never reaches the address bar)", async ({
  page,
}) => {
  // A slow phone: the prerendered page shows while its scripts are still on the way.
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  for (const [path, title, button] of [
    ["/login", "Login", "Login"],
    ["/signup", "Create an account", "Sign Up"],
  ] as const) {
    await page.goto(path, { waitUntil: "commit" });
    const form = card(page, title);
    await form.getByLabel("Email").fill("customer@example.com");
    await form.getByLabel("Password", { exact: true }).fill("Secret123");
    await expect(form.getByRole("button", { name: button, exact: true })).toBeDisabled();
    await form.getByLabel("Password", { exact: true }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(await form.locator("form").getAttribute("method")).toBe("post");
  }
  release();
  await open(page, "/login");
  await expect(card(page, "Login").getByRole("button", { name: "Login", exact: true })).toBeEnabled();
});
