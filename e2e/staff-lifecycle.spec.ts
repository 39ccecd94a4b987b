import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginAdminByApi } from "./support/auth";
import { mailText, waitForMail } from "./support/mail";
import { pageOverflow } from "./support/screen-checks";
import { createStaff, createVerifiedStaff } from "./support/staff";

/**
 * Staff accounts over their life, in Chromium: an owner creates a worker, the worker verifies and changes her
 * password, the owner deactivates her and her open session is refused at once; the staff forgot-password flow
 * works by e-mailed code.
 */
async function logInByForm(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOGIN" }).click();
}

test("a worker's life: created, verified, changes her password, deactivated with her session refused", async ({
  page,
  browser,
}) => {
  const worker = await createStaff(page.request, "worker", "Wendy");

  // She opens the link from her e-mail and logs in.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto(worker.verifyPath);
  await expect(desk.getByText("Your email address has been verified. You can now log in.")).toBeVisible();
  // The owner chose her password: right after signing in she must choose her own, and nothing else opens.
  await logInByForm(desk, worker.email, worker.password);
  await expect(desk).toHaveURL(/\/admin\/password$/);
  await expect(desk.getByRole("heading", { name: "Choose your own password" })).toBeVisible();
  await expect(desk.getByRole("status").filter({ hasText: "Choose your own password" })).toBeVisible();
  await expect(desk.getByRole("link", { name: "Shipments", exact: true })).toHaveCount(0);
  await desk.goto("/admin/invoices");
  await expect(desk).toHaveURL(/\/admin\/password$/);
  const refused = await desk.request.get("/api/shipment");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toMatch(/Choose your own password/);

  await desk.getByLabel("Old Password").fill(worker.password);
  await desk.getByLabel("New Password").fill("Wendy2Secure");
  await desk.getByLabel("Confirm Password").fill("Wendy2Secure");
  await desk.getByRole("button", { name: "Change Password" }).click();
  await expect(desk.getByText("Password changed. Your other sessions have been signed out.")).toBeVisible();
  // Her own password opens the back office of her role.
  await expect(desk.getByRole("heading", { name: "Change Password" })).toBeVisible();
  await expect(desk.getByRole("link", { name: "Shipments", exact: true })).toBeVisible();
  await expect(desk.getByRole("link", { name: "Staff" })).toHaveCount(0);
  expect((await desk.request.get("/api/shipment")).status()).toBe(200);

  // The owner sees her in the staff list and deactivates her.
  await loginAdminByApi(page);
  await page.goto(`/admin/staff?q=${encodeURIComponent(worker.email)}`);
  const row = page.getByRole("row").filter({ hasText: worker.email });
  await expect(row.locator('[data-status="active"]')).toBeVisible();
  await expect(row).toContainText("Yes");
  await expect(row).not.toContainText("Never");
  await row.getByRole("button", { name: `Deactivate ${worker.email}` }).click();
  // It signs her out everywhere: asked first, and confirmed from the keyboard.
  const ask = page.getByRole("alertdialog", { name: `Deactivate ${worker.email}?` });
  await expect(ask).toContainText("signed out at once");
  await ask.getByRole("button", { name: "Deactivate" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Staff account deactivated. Its open sessions have ended.")).toBeVisible();
  await expect(row.locator('[data-status="deactivated"]')).toBeVisible();

  // Her open session is refused at once: the next page she opens sends her to log in, and log-in is refused.
  await desk.getByRole("link", { name: "Shipments", exact: true }).click();
  await expect(desk).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fshipments$/);
  await expect(desk.getByRole("link", { name: "Shipments", exact: true })).toHaveCount(0);
  await logInByForm(desk, worker.email, "Wendy2Secure");
  await expect(desk.getByRole("alert")).toHaveText(
    "This staff account has been deactivated. Ask an owner to reactivate it.",
  );
});

test("an account that has not verified its e-mail reads as invited, not active, at 390 and 1280 px", async ({
  page,
}) => {
  const invited = await createStaff(page.request, "worker", "Ivy");
  await loginAdminByApi(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/admin/staff?q=${encodeURIComponent(invited.email)}`);
    const row = page.getByRole("row").filter({ hasText: invited.email });
    await expect(row.locator('[data-status="unverified"]')).toHaveText("Invited — not yet verified");
    await expect(row.locator('[data-status="active"]')).toHaveCount(0);
    await expect(row.getByRole("button", { name: "Resend link" })).toBeVisible();
    expect(await pageOverflow(page), `${width}px: sideways scroll`).toBe(0);
  }
});

test("the staff forgot-password flow works by e-mailed code", async ({ page, browser }) => {
  const manager = await createVerifiedStaff(page.request, "manager", "Marta");
  const desk = await (await browser.newContext()).newPage();
  await desk.goto("/admin/login");
  await desk.getByRole("link", { name: "Forgot password?" }).click();
  await expect(desk).toHaveURL(/\/admin\/forgot-password$/);
  await desk.getByLabel("Email").fill(manager.email);
  await desk.getByRole("button", { name: "Send Code" }).click();
  await expect(desk.getByText(/we have sent a 6-digit reset code/)).toBeVisible();

  const mail = await waitForMail(manager.email, /staff password reset code/);
  const code = /reset code is (\d{6})/.exec(mailText(mail.raw))![1]!;
  await desk.getByLabel("Code").fill(code);
  await desk.getByRole("button", { name: "Verify" }).click();
  await desk.getByLabel("New Password").fill("Marta2Recovered");
  await desk.getByRole("button", { name: "Reset Password" }).click();
  await expect(desk.getByText("Password reset successful!")).toBeVisible();

  await desk.getByRole("link", { name: "Log in with your new password" }).click();
  await logInByForm(desk, manager.email, "Marta2Recovered");
  await expect(desk).toHaveURL(/\/admin\/home$/);
});
