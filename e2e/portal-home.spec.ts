import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { loginCustomerByApi } from "./support/auth";

/** The number shown on a home card. */
const count = (page: Page, testId: string) => page.getByTestId(testId).locator("p").nth(1);

test("home shows the profile, the suite-numbered shopping address with copy buttons, the warning and the counts", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { user } = await loginCustomerByApi(page);
  const me = (await (await page.request.get("/api/users/me")).json()).user as {
    suite_number: string;
    email_address: string;
  };
  // The counts must agree with the lists themselves (other tests may add records to the demo customer).
  const shipments = (await (await page.request.get("/api/shipments?pageSize=100")).json()).shipments as Array<{
    shipment_status: string;
  }>;
  const invoices = (await (await page.request.get("/api/invoices?pageSize=100")).json()).invoices as Array<{
    status: string;
  }>;
  const procurements = (await (await page.request.get("/api/procurements?pageSize=100")).json()).pagination
    .total as number;
  const pickups = (await (await page.request.get("/api/pickups?pageSize=100")).json()).pagination.total as number;
  await page.request.put("/api/details/warehouse", { data: { warehouse_choice: "Trail Richmond" } });

  await page.goto("/user/home");
  await expect(page.getByRole("heading", { name: `Welcome, ${user.firstname}` })).toBeVisible();
  await expect(page.getByText(me.email_address).first()).toBeVisible();
  await expect(page.getByText("08031234567").first()).toBeVisible();
  await expect(count(page, "count-pending-shipments")).toHaveText(
    String(shipments.filter((s) => s.shipment_status === "Pending").length),
  );
  await expect(count(page, "count-unpaid-invoices")).toHaveText(
    String(invoices.filter((i) => i.status !== "paid").length),
  );
  await expect(count(page, "count-shipments")).toHaveText(String(shipments.length));
  await expect(count(page, "count-purchases")).toHaveText(String(procurements));
  await expect(count(page, "count-pickups")).toHaveText(String(pickups));
  await expect(page.getByRole("note")).toContainText("exact address details");

  const address = page.getByTestId("shopping-address");
  await expect(address).toContainText("12603 Trail Richmond Dr");
  await expect(address).toContainText(`Suite ${me.suite_number}`);
  await page.getByRole("button", { name: "Copy Address Line 2" }).click();
  await expect(page.getByText(`Copied: Suite ${me.suite_number}`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`Suite ${me.suite_number}`);
  // The confirmation lasts five seconds.
  await expect(page.getByText(`Copied: Suite ${me.suite_number}`)).toBeHidden({ timeout: 7000 });

  // 'Change Address' switches the warehouse and remembers it.
  await page.getByLabel("Change Address").selectOption("Brixton");
  await expect(address).toContainText("48 Brixton Water Lane");
  await expect(address).toContainText(`Unit ${me.suite_number}`);
  await expect
    .poll(async () => (await (await page.request.get("/api/users/me")).json()).user.warehouse_choice)
    .toBe("Brixton");
  await page.reload();
  await expect(page.getByLabel("Change Address")).toHaveValue("Brixton");
  await expect(page.getByTestId("shopping-address")).toContainText(`Unit ${me.suite_number}`);
  await page.request.put("/api/details/warehouse", { data: { warehouse_choice: "Trail Richmond" } });
});
