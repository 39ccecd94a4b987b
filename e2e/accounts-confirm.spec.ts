import type { Page } from "@playwright/test";
import { CONFIRM_TEXTS } from "@app/shared/accounts/confirm";
import { expect, test } from "./support/fixtures";
import { confirmationLinkOf } from "./support/records";

/** The auth pages' card, by its title. */
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

test("a new customer signs up, is told to confirm, confirms from the e-mail and then pre-alerts a parcel", async ({
  page,
}) => {
  const email = `confirm-${Date.now().toString(36)}@example.com`;
  await open(page, "/signup");
  const signup = card(page, "Create an account");
  await signup.getByLabel("First Name").fill("Chiamaka");
  await signup.getByLabel("Last Name").fill("Eze");
  await signup.getByLabel("Email").fill(email);
  await signup.getByLabel("Phone Number").fill("08012345678");
  await signup.getByLabel("Password", { exact: true }).fill("Passw0rdX");
  await signup.getByLabel("Confirm Password").fill("Passw0rdX");
  await signup.getByRole("button", { name: "Sign Up", exact: true }).click();
  const login = card(page, "Login");
  await expect(login.getByText(`We e-mailed a link to ${email}`)).toBeVisible();

  // Signed in before confirming: the portal says why some things wait, and refuses a pre-alert with that reason.
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password", { exact: true }).fill("Passw0rdX");
  await login.getByRole("button", { name: "Login", exact: true }).click();
  const banner = page.getByRole("region", { name: "Confirm your e-mail address" });
  await expect(banner).toContainText(CONFIRM_TEXTS.banner(email));
  await banner.getByRole("button", { name: CONFIRM_TEXTS.resend }).click();
  await expect(banner).toContainText(CONFIRM_TEXTS.sent(email));
  const refused = await page.request.post("/api/packages", {
    multipart: {
      carrier_tracking_number: "1Z999AA10123456700",
      carrier: "UPS",
      warehouse: "Brixton",
      store: "Amazon UK",
      description: "Shoes",
      declared_value: "10",
      declared_currency: "GBP (£)",
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe(CONFIRM_TEXTS.emailNotConfirmed(email));

  // The link of the mail: the page confirms when the person presses the button, and says so.
  const link = new URL(await confirmationLinkOf(email));
  await open(page, `${link.pathname}${link.search}`);
  const confirmCard = card(page, "Confirm your e-mail address");
  await confirmCard.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(confirmCard.getByText(CONFIRM_TEXTS.confirmed)).toBeVisible();
  await confirmCard.getByRole("link", { name: "Go to my account" }).click();
  await expect(page.getByTestId("customer-name")).toHaveText("Chiamaka Eze");
  await expect(page.getByRole("region", { name: "Confirm your e-mail address" })).toHaveCount(0);

  // Now the pre-alert goes through the portal's form.
  const tracking = `1Z 999 ${Date.now().toString().slice(-8)} CF`;
  await page.goto("/user/packages/new");
  await expect(page.getByRole("heading", { name: "Tell us about a package" })).toBeVisible();
  await page.getByLabel("Carrier tracking number").fill(tracking);
  await page.getByLabel("Carrier", { exact: true }).selectOption("UPS");
  await page.getByLabel("Warehouse it is going to").selectOption("Brixton");
  await page.getByLabel("Store or sender").fill("Amazon UK");
  await page.getByLabel("What is in it").fill("Running shoes");
  await page.getByLabel("Declared value").fill("89.99");
  await page.getByLabel("Currency").selectOption("GBP (£)");
  await page.getByRole("button", { name: "Tell us about this package" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "We will look out for your package" })).toBeVisible();
  const mine = await (await page.request.get("/api/packages?tab=expected")).json();
  expect(mine.counts.expected).toBe(1);
});
