import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginCustomerByApi } from "./support/auth";
import { waitForMail } from "./support/mail";
import { signUpCustomer } from "./support/records";

const PASSWORD = "Start1Password";

/** A fresh customer, logged in through the API in this page's browser context. */
async function newCustomer(page: Page) {
  const { email } = await signUpCustomer(page.request, { prefix: "profile", password: PASSWORD });
  await loginCustomerByApi(page, { email, password: PASSWORD });
  return email;
}

async function expectMessages(form: Locator, button: string, messages: string[]) {
  await form.getByRole("button", { name: button, exact: true }).click();
  for (const message of messages) await expect(form.getByText(message, { exact: true })).toBeVisible();
}

test("edit profile: the spec's messages, then a saved change shows in the header", async ({ page }) => {
  await newCustomer(page);
  await page.goto("/user/profile");
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
  await page.getByRole("link", { name: /Edit Profile/ }).click();
  await expect(page).toHaveURL(/\/user\/profile\/edit$/);

  const form = page.locator("form");
  await form.getByLabel("First Name").fill("");
  await form.getByLabel("Last Name").fill(" ");
  await form.getByLabel("Phone Number").fill("1234567");
  // The select offers only the four currencies; add a foreign option to show the rule holds anyway.
  await form
    .getByLabel("Currency")
    .evaluate((select: HTMLSelectElement) => select.add(new Option("EUR (€)", "EUR (€)")));
  await form.getByLabel("Currency").selectOption("EUR (€)");
  await expectMessages(form, "Update Profile", [
    "Firstname is required",
    "Lastname is required",
    "Number must be at least 8 characters long",
    "Invalid currency value",
  ]);

  await form.getByLabel("First Name").fill("Grace");
  await form.getByLabel("Last Name").fill("Hopper");
  await form.getByLabel("Phone Number").fill("07012345678");
  await form.getByLabel("Currency").selectOption("GBP (£)");
  await form.getByRole("button", { name: "Update Profile" }).click();
  await expect(page.getByText("Update Successful.")).toBeVisible();
  await expect(page.getByTestId("customer-name")).toHaveText("Grace Hopper");
  await page.reload();
  await expect(page.locator("form").getByLabel("Currency")).toHaveValue("GBP (£)");
  await expect(page.locator("form").getByLabel("First Name")).toHaveValue("Grace");
});

test("change password: the spec's messages, a wrong old password, then success ends the other sessions only", async ({
  page,
  browser,
}) => {
  const email = await newCustomer(page);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginCustomerByApi(otherPage, { email, password: PASSWORD });
  expect((await otherPage.request.get("/api/users/me")).status()).toBe(200);

  await page.goto("/user/profile");
  await page.getByRole("link", { name: /Change Password/ }).click();
  await expect(page).toHaveURL(/\/user\/profile\/change-password$/);
  const form = page.locator("form");
  await expectMessages(form, "Change Password", [
    "Old password is required",
    "Password is required",
    "Confirm password is required",
  ]);
  await form.getByLabel("Old Password").fill(PASSWORD);
  const newPassword = form.getByLabel("New Password");
  for (const [value, message] of [
    ["Ab1", "Password must be at least 8 characters"],
    ["abcdefg1", "Password must contain at least one uppercase letter"],
    ["ABCDEFG1", "Password must contain at least one lowercase letter"],
    ["Abcdefgh", "Password must contain at least one digit"],
  ]) {
    await newPassword.fill(value!);
    await expectMessages(form, "Change Password", [message!]);
  }
  await newPassword.fill("Changed3Password");
  await form.getByLabel("Confirm Password").fill("Changed3Passwort");
  await expectMessages(form, "Change Password", ["Passwords must match"]);

  await form.getByLabel("Old Password").fill("Wrong1Password");
  await form.getByLabel("Confirm Password").fill("Changed3Password");
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Your current password is incorrect.").first()).toBeVisible();
  expect((await otherPage.request.get("/api/users/me")).status()).toBe(200);

  await form.getByLabel("Old Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password change successful.")).toBeVisible();
  await expect(form.getByLabel("Old Password")).toHaveValue("");
  await waitForMail(email, /password was changed/i);

  // This browser stays signed in; the other one was signed out.
  expect((await page.request.get("/api/users/me")).status()).toBe(200);
  await page.goto("/user/profile");
  await expect(page.getByTestId("customer-name")).toHaveText("Ada Lovelace");
  expect((await otherPage.request.get("/api/users/me")).status()).toBe(401);
  await otherPage.goto("/user/home");
  await expect(otherPage).toHaveURL(/\/login\?next=%2Fuser%2Fhome$/);
  const relogin = await otherPage.request.post("/api/users/login", {
    data: { email_address: email, password: "Changed3Password" },
  });
  expect(relogin.status()).toBe(200);
  await other.close();
});

test("delivery address: none yet, the spec's messages, then the saved address is shown", async ({ page }) => {
  await newCustomer(page);
  await page.goto("/user/profile");
  await page.getByRole("link", { name: /Delivery Address/ }).click();
  await expect(page).toHaveURL(/\/user\/profile\/address$/);
  await expect(page.getByText("No address. Kindly, add address!")).toBeVisible();
  await page.getByRole("link", { name: "Add Address" }).click();
  await expect(page).toHaveURL(/\/user\/profile\/change-address$/);

  const form = page.locator("form");
  await expectMessages(form, "Save Address", [
    "Address line 1 is required",
    "City is required",
    "State is required",
    "Country is required",
    "Phone number is required",
    "ZIP code is required",
  ]);
  await form.getByLabel("Address Line 1").fill("15 Admiralty Way");
  await form.getByLabel("Address Line 2 (optional)").fill("Lekki Phase 1");
  await form.getByLabel("City").fill("Lagos");
  await form.getByLabel("State").fill("Lagos State");
  await form.getByLabel("Country").fill("Nigeria");
  await form.getByLabel("ZIP Code").fill("106104");
  await form.getByLabel("Phone Number").fill("08031234567");
  await form.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Address update successful.")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/profile\/address$/);
  const shown = page.getByTestId("delivery-address");
  await expect(shown).toContainText("15 Admiralty Way");
  await expect(shown).toContainText("Lekki Phase 1");
  await expect(shown).toContainText("Lagos, Lagos State 106104");
  await expect(shown).toContainText("08031234567");

  // The change form opens with the saved values and the page survives a reload.
  await page.getByRole("link", { name: "Change Address" }).click();
  await expect(page.locator("form").getByLabel("City")).toHaveValue("Lagos");
  await page.reload();
  await expect(page.locator("form").getByLabel("ZIP Code")).toHaveValue("106104");
});
