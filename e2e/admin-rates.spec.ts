import { loginAdminByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";

// It adds rate card versions: a server of its own, so the quotes other files check keep the demo prices.
test.use({ dataset: "admin-rates" });

test("an owner adds a new version of a route's card from the current one; the old version stays in the history", async ({
  page,
}) => {
  await loginAdminByApi(page);
  await page.goto("/admin/rates");
  await page.getByRole("link", { name: "Rate Cards" }).first().waitFor();
  const route = page.getByRole("region", { name: /→ Lagos, Air express$/ }).filter({ hasText: "£" });
  await expect(route).toContainText("up to 5 kg: £12.00/kg");
  await route.getByRole("link", { name: "New version" }).click();

  const form = page.getByRole("form", { name: "New rate card version" });
  await expect(form.getByLabel("Bracket 1: rate per kg (GBP)")).toHaveValue("12.00");
  // A bad card first: the message is the shared schema's, under its field, and nothing is saved.
  await form.getByLabel("Bracket 2: up to (kg)").fill("4");
  await form.getByRole("button", { name: "Save version" }).click();
  await expect(form.getByText("Bracket 2 overlaps bracket 1: brackets go up in order, each above 5 kg.")).toBeVisible();
  await form.getByLabel("Bracket 2: up to (kg)").fill("20");
  await form.getByLabel("Bracket 1: rate per kg (GBP)").fill("13.50");
  await form.getByRole("button", { name: "Save version" }).click();

  await expect(page).toHaveURL(/\/admin\/rates$/);
  const updated = page.getByRole("region", { name: /→ Lagos, Air express$/ }).filter({ hasText: "£" });
  await expect(updated).toContainText("up to 5 kg: £13.50/kg");
  await updated.getByText(/Version history \(2\)/).click();
  await expect(updated.getByRole("row")).toHaveCount(3);
  await expect(updated.getByRole("row").nth(1)).toContainText("current");
  await expect(updated.getByRole("row").nth(2)).toContainText("past");
  await expect(updated.getByRole("row").nth(2)).toContainText("up to 5 kg: £12.00/kg");

  // The instant quote prices with the new version.
  const quote = await page.request.post("/api/quote", {
    data: {
      origin: "Brixton",
      service: "air_express",
      weight: "2.5",
      weight_unit: "kg",
      length: "40",
      width: "30",
      height: "20",
      length_unit: "cm",
    },
  });
  expect((await quote.json()).quotes[0].total_text).toBe("£67.50");

  // A zero rate effective today is saved only once confirmed in a dialog that says what is odd about it.
  await page.goto("/admin/rates");
  await page
    .getByRole("region", { name: /→ Lagos, Air express$/ })
    .filter({ hasText: "£" })
    .getByRole("link", { name: "New version" })
    .click();
  const next = page.getByRole("form", { name: "New rate card version" });
  await next.getByLabel("Bracket 1: rate per kg (GBP)").fill("0.00");
  await next.getByRole("button", { name: "Save version" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Confirm these prices?" });
  await expect(dialog).toContainText("The rate up to 5 kg is 0.00 GBP, below 1.00.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await next.getByRole("button", { name: "Save version" }).click();
  await page
    .getByRole("alertdialog", { name: "Confirm these prices?" })
    .getByRole("button", { name: "Confirm and save" })
    .click();
  await expect(page).toHaveURL(/\/admin\/rates$/);
  await expect(page.getByRole("region", { name: /→ Lagos, Air express$/ }).filter({ hasText: "£" })).toContainText(
    "up to 5 kg: £0.00/kg",
  );
});
