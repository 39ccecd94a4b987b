import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { DEMO_OWNER } from "./support/auth";
import { mailText, waitForMail } from "./support/mail";
import { axeViolations, pageOverflow, unreachableActions } from "./support/screen-checks";

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
const stamp = Date.now().toString(36);

async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "LOGIN" }).click();
}

type NewAdmin = { first: string; last: string; email: string; role: string; password: string; warehouses: string[] };

/** Opens and fills /admin/signup; `warehouses` are the boxes ticked, by label. */
async function fillAdminForm(page: Page, admin: NewAdmin) {
  await page.goto("/admin/signup");
  await page.getByLabel("First Name").fill(admin.first);
  await page.getByLabel("Last Name").fill(admin.last);
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Role").selectOption(admin.role);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByLabel("Confirm Password").fill(admin.password);
  const warehouses = page.getByRole("group", { name: "Warehouses" });
  for (const warehouse of admin.warehouses) await warehouses.getByRole("checkbox", { name: warehouse }).check();
}

/** Fills /admin/signup and expects 'Signup Success!' and an empty form. */
async function createAdminThroughForm(page: Page, admin: NewAdmin) {
  await fillAdminForm(page, admin);
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(toast(page, "Signup Success!")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");
  await expect(page.getByLabel("First Name")).toHaveValue("");
}

/** First sign-in with a password the owner chose: the change-password screen comes first, then home. */
async function chooseOwnPassword(page: Page, given: string) {
  await expect(page).toHaveURL(/\/admin\/password$/);
  await expect(page.getByRole("heading", { name: "Choose your own password" })).toBeVisible();
  await page.getByLabel("Old Password").fill(given);
  await page.getByLabel("New Password").fill(`${given}x`);
  await page.getByLabel("Confirm Password").fill(`${given}x`);
  await page.getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Password changed. Your other sessions have been signed out.")).toBeVisible();
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
}

/** Opens the verification link of the e-mail the new admin received and expects success. */
async function verifyFromMail(page: Page, email: string) {
  const mail = await waitForMail(email, /Verify your .* staff account/);
  const link = /https?:\/\/[^\s"<>]+\/admin\/verify\/[\w-]+/.exec(mailText(mail.raw));
  expect(link, "verification link in the e-mail").not.toBeNull();
  await page.goto(new URL(link![0]).pathname);
  await expect(page.getByText("Your email address has been verified. You can now log in.")).toBeVisible();
  return new URL(link![0]).pathname;
}

test("login form: validation, show/hide, wrong password, LOADING... and the next page", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secretPass1");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await page.getByLabel("Email").fill(DEMO_OWNER.email);
  await password.fill("Wrong12345");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password." })).toBeVisible();

  // A guarded page sends the visitor here and back after logging in; the button reads LOADING... meanwhile.
  await page.goto("/admin/shipments");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fshipments/);
  await page.getByLabel("Email").fill(DEMO_OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_OWNER.password);
  await page.route("**/api/admins/login", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.getByRole("button", { name: "LOGIN" }).click();
  await expect(page.getByRole("button", { name: "LOADING..." })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/shipments$/);
  await expect(page.getByText("Welcome back, Olivia")).toBeVisible();
});

test("the owner creates a manager who verifies by e-mail and logs in; a worker sees no 'Create Admin' and the API refuses them", async ({
  page,
}) => {
  const manager = {
    first: "Grace",
    last: "Hopper",
    email: `grace-${stamp}@staff.test`,
    role: "manager",
    password: "Manager123",
    warehouses: ["All warehouses"],
  };
  const worker = {
    first: "Walter",
    last: "Worker",
    email: `walter-${stamp}@staff.test`,
    role: "worker",
    password: "Worker1234",
    warehouses: ["Stafford, Texas, USA"],
  };

  await logInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(page.getByText("Welcome back, Olivia")).toBeVisible();
  await page.getByRole("link", { name: "Create Admin" }).click();
  await expect(page).toHaveURL(/\/admin\/signup$/);

  // The form's own rules first.
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(page.getByText("First name must be at least 3 characters long")).toBeVisible();
  await expect(page.getByText("Role must be one of: owner, manager, worker, or agent")).toBeVisible();
  await expect(page.getByText("Choose at least one warehouse, or all warehouses.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Manager123");
  await page.getByLabel("Confirm Password").fill("Manager124");
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await createAdminThroughForm(page, manager);
  await createAdminThroughForm(page, worker);

  // Not verified yet: the manager cannot log in.
  await logInThroughForm(page, manager.email, manager.password);
  await expect(
    page.getByRole("alert").filter({ hasText: "Please verify your email address before logging in." }),
  ).toBeVisible();

  const managerLink = await verifyFromMail(page, manager.email);
  await page.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await logInThroughForm(page, manager.email, manager.password);
  await chooseOwnPassword(page, manager.password);
  await expect(page.getByText("Welcome back, Grace")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Admin" })).toHaveCount(0);

  // The link works once.
  await page.goto(managerLink);
  await expect(page.getByText("Verification Failed")).toBeVisible();
  await expect(
    page.getByText("This verification link is invalid, has expired or has already been used."),
  ).toBeVisible();

  await verifyFromMail(page, worker.email);
  await logInThroughForm(page, worker.email, worker.password);
  await chooseOwnPassword(page, worker.password);
  await expect(page.getByText("Welcome back, Walter")).toBeVisible();
  await expect(page.getByText("Pending Shipments")).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Admin" })).toHaveCount(0);
  await page.goto("/admin/signup");
  await expect(page.getByText("Only an owner can create admin accounts.")).toBeVisible();

  const refused = await page.request.post("/api/admins/signup", {
    data: {
      firstname: "Sneaky",
      lastname: "Person",
      email: `sneaky-${stamp}@staff.test`,
      password: "Sneaky1234",
      role: "owner",
      warehouses: null,
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe("You do not have permission to do this.");
});

test("a made-up verification link shows 'Verification Failed'", async ({ page }) => {
  await page.goto("/admin/verify/not-a-real-token");
  await expect(page.getByText("Verification Failed")).toBeVisible();
  await expect(
    page.getByText("This verification link is invalid, has expired or has already been used."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" })).toHaveCount(0);
});

test("at 390 px the owner chooses where a partner agent works: not all warehouses, the ones it runs", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInThroughForm(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page).toHaveURL(/\/admin\/home$/);
  const agent = { first: "Partner", last: "Agent", email: `partner-${stamp}@staff.test`, role: "agent" };
  await fillAdminForm(page, { ...agent, password: "Passw0rd123", warehouses: ["All warehouses"] });
  const warehouses = page.getByRole("group", { name: "Warehouses" });
  await expect(warehouses).toContainText("A partner agent works only at the warehouses it runs.");
  await page.getByRole("button", { name: "CREATE" }).click();
  await expect(
    warehouses.getByText("A partner agent works only at the warehouses it runs: tick them, not all warehouses."),
  ).toBeVisible();
  await expect(warehouses.getByRole("checkbox", { name: "All warehouses" })).toBeFocused();
  expect(await pageOverflow(page), "390px: sideways scroll").toBe(0);
  expect(await unreachableActions(page), "390px: controls out of reach").toEqual([]);
  expect(await axeViolations(page), "390px: axe").toEqual([]);

  await warehouses.getByRole("checkbox", { name: "All warehouses" }).uncheck();
  await warehouses.getByRole("checkbox", { name: "Guangzhou, China" }).check();
  const created = page.waitForResponse((r) => r.url().endsWith("/api/admins/signup"));
  await page.getByRole("button", { name: "CREATE" }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  expect(((await answer.json()) as { admin: { warehouses: string[] | null } }).admin.warehouses).toEqual(["Guangzhou"]);
  await expect(toast(page, "Signup Success!")).toBeVisible();

  // An API client that leaves the choice out is told so, not given every warehouse.
  const omitted = await page.request.post("/api/admins/signup", {
    data: {
      firstname: "Partner",
      lastname: "Agent",
      email: `omitted-${stamp}@staff.test`,
      password: "Passw0rd123",
      role: "agent",
    },
  });
  expect(omitted.status()).toBe(400);
  expect(((await omitted.json()) as { fields: Record<string, string> }).fields.warehouses).toBe(
    "Choose at least one warehouse, or all warehouses.",
  );
});
