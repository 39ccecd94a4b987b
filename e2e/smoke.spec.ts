import { expect, test } from "./support/fixtures";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";

test("the app serves the home page, health and every client route on reload", async ({ page, request }) => {
  expect((await request.get("/api/health")).status()).toBe(200);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "LOGIN" }).first()).toBeVisible();
  const deep = await request.get("/user/my-shipments/shipment/1");
  expect(deep.status()).toBe(200);
  expect(await deep.text()).toContain('<div id="root">');
});

test("portal and back office shells need a session and show who is signed in", async ({ page }) => {
  await page.goto("/user/home");
  await expect(page).toHaveURL(/\/login\?next=%2Fuser%2Fhome/);
  await loginCustomerByApi(page);
  await page.goto("/user/home");
  await expect(page.getByTestId("customer-name")).toHaveText("Chidi Okafor");
  await page.goto("/admin/home");
  await expect(page).toHaveURL(/\/admin\/login/);
  await loginAdminByApi(page);
  await page.goto("/admin/home");
  await expect(page.getByText("Welcome back, Olivia")).toBeVisible();
});
