import { loginAdminByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test("the create-shipment form names a date out of order under the date to change, and saves nothing", async ({
  page,
}) => {
  await loginAdminByApi(page);
  await page.goto("/admin/shipments/form");
  await page.getByLabel("Warehouse Arrival Date").fill(isoDay(-1));
  await page.getByLabel("Shipment Date").fill(isoDay(-2));
  await page.getByLabel("Estimated Delivery Date").fill(isoDay(-3));
  await page.getByRole("button", { name: "Create Shipment" }).click();

  await expect(page.getByLabel("Shipment Date")).toHaveAccessibleDescription(
    "Shipment date cannot be before the warehouse arrival date",
  );
  await expect(page.getByLabel("Estimated Delivery Date")).toHaveAccessibleDescription(
    "Estimated delivery date cannot be before the shipment date",
  );
  await expect(page.getByLabel("Warehouse Arrival Date")).not.toHaveAttribute("aria-invalid", "true");

  // Dates in order: their messages go (other fields' messages stay until filled).
  await page.getByLabel("Shipment Date").fill(isoDay(0));
  await page.getByLabel("Estimated Delivery Date").fill(isoDay(7));
  await page.getByRole("button", { name: "Create Shipment" }).click();
  await expect(page.getByText("Delivery address is required")).toBeVisible();
  await expect(page.getByText("Shipment date cannot be before the warehouse arrival date")).toHaveCount(0);
  await expect(page.getByText("Estimated delivery date cannot be before the shipment date")).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/shipments\/form$/);
});
