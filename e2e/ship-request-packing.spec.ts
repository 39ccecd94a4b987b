import { expect, test } from "./support/fixtures";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { receivedPackages, signUpCustomer } from "./support/records";
import { submitShipRequest } from "./support/ship-requests";

/**
 * The ship-request journey from the packing side: two received parcels in one ship request (submitted through the API as the
 * portal's form sends it), a worker packs it at /admin/ship-requests, the customer's invoice shows how the price was
 * calculated (weights, formula, rounding, photos), "Question this charge" opens a ticket holding that evidence, and
 * paying in the sandbox moves the ship request to paid.
 */
test("packing a ship request: invoice with its evidence, a question as a ticket, paid in the sandbox", async ({
  page,
  request,
}) => {
  // Packing, a ticket and a payment on one loaded machine: more than the default minute.
  test.setTimeout(120_000);
  const customer = await signUpCustomer(request, { prefix: "packing" });
  const { user } = await loginCustomerByApi(page, customer);
  const parcels = await receivedPackages(request, user.id, "Trail Richmond", [
    { description: "Running shoes", weight: "1.2", length: "30", width: "20", height: "15" },
    { description: "Desk lamp", weight: "0.8", length: "30", width: "20", height: "15" },
  ]);
  // The portal's form as the factory's sample customer fills it.
  const requestId = await submitShipRequest(
    page.request,
    parcels.map((p) => p.id),
  );

  // The worker packs it into one box at the packing table.
  await loginAdminByApi(page);
  await page.goto("/admin/ship-requests");
  const card = page.getByTestId("ship-request").filter({ hasText: `Ship request #${requestId}` });
  await expect(card).toContainText(customer.email);
  await card.getByLabel("Weight", { exact: true }).fill("2.1");
  await card.getByLabel("Length", { exact: true }).fill("40");
  await card.getByLabel("Width", { exact: true }).fill("30");
  await card.getByLabel("Height", { exact: true }).fill("20");
  await card.getByRole("button", { name: "Pack and invoice" }).click();
  // It asks first, with the amount the invoice will have.
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /^Pack and invoice \$/ })
    .click();
  await expect(card.getByTestId("packed")).toContainText("tracking number");
  const invoiceLink = card.getByTestId("packed").getByRole("link");
  const transactionId = (await invoiceLink.textContent())!.trim();
  const invoiceId = Number((await invoiceLink.getAttribute("href"))!.split("/").pop());

  // The customer's invoice shows how the price was calculated.
  await page.goto(`/user/invoice/${invoiceId}`);
  await expect(page.getByTestId("invoice-transaction-id")).toHaveText(transactionId);
  const evidence = page.getByTestId("price-evidence");
  await expect(evidence.getByRole("heading", { name: "How this price was calculated" })).toBeVisible();
  await expect(page.getByTestId("evidence-weights")).toContainText("Weight before packing 2.00 kg");
  await expect(page.getByTestId("evidence-weights")).toContainText("after packing 2.10 kg");
  await expect(evidence.getByTestId("evidence-volumetric").first()).toContainText("divisor");
  await expect(evidence.getByTestId("evidence-chargeable").first()).toContainText("rounded up to");
  await expect(evidence.getByTestId("evidence-formula").first().locator("li").first()).toBeVisible();
  const photos = evidence.getByTestId("evidence-photos").first().locator("img");
  await expect(photos).toHaveCount(2);
  await expect
    .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // "Question this charge" opens a ticket holding the evidence.
  await evidence.getByRole("button", { name: "Question this charge" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Question this charge" });
  await expect(dialog.getByTestId("question-evidence")).toContainText(`Invoice ${transactionId}, line 1`);
  await dialog.getByLabel("Your question").fill("Why is the chargeable weight higher than my box?");
  await dialog.getByRole("button", { name: "Submit question" }).click();
  await expect(page).toHaveURL(/\/user\/support\/\d+$/);
  const message = page.getByTestId("ticket-message");
  await expect(message).toContainText("Why is the chargeable weight higher than my box?");
  await expect(message).toContainText(`Invoice ${transactionId}, line 1`);
  await expect(message).toContainText("Chargeable weight:");
  await expect(message).toContainText("Formula:");

  // The customer pays in the sandbox; the ship request is then paid.
  await page.goto(`/user/invoice/${invoiceId}`);
  await page.getByRole("button", { name: /^Pay / }).click();
  const checkout = page.getByRole("dialog", { name: "TEST checkout" });
  await checkout.getByRole("button", { name: "Successful card" }).click();
  await expect(page.getByTestId("invoice-status")).toHaveText("paid");
  const after = await (await page.request.get(`/api/ship-requests/${requestId}`)).json();
  expect(after.ship_request.status).toBe("paid");
});
