import type { Page } from "@playwright/test";
import { loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { receivedPackages, signUpCustomer } from "./support/records";
import { axeViolations } from "./support/screen-checks";
import { fillShipRequestForm } from "./support/ship-requests";
import { createVerifiedStaff } from "./support/staff";

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

/**
 * All through the screens: a customer consolidates two parcels received at one warehouse in
 * the portal's form, declares the items and sees the quote; a worker signed in to the back office packs it at
 * /admin/ship-requests (the final box measured); the customer's invoice shows how the price was calculated (weights
 * before and after, divisor, rounding, formula, photos); "Question this charge" opens a ticket holding that
 * evidence; the customer pays in the sandbox and the ship request shows paid, to the customer and to staff.
 */
test("a ship request from the portal form to paid: quote, packing, the invoice's evidence, a question, payment", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // A long walk through many pages (or 21 requests made first): more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const customer = await signUpCustomer(request, { prefix: "journey", firstname: "Ngozi", lastname: "Adebayo" });
  const { user } = await loginCustomerByApi(page, customer);
  const [shoes, lamp] = await receivedPackages(request, user.id, "Trail Richmond", [
    { description: "Running shoes", weight: "2", length: "30", width: "20", height: "15" },
    { description: "Desk lamp", weight: "1.25", length: "50", width: "40", height: "30" },
  ]);

  // The customer chooses both parcels on My Packages and fills the ship request form.
  await page.goto("/user/packages?tab=warehouse");
  await page.getByRole("link", { name: "Ship these" }).click();
  const form = page.getByRole("form", { name: "Ship request" });
  const stafford = form.getByRole("group", { name: "Stafford, Texas, USA" });
  for (const parcel of [shoes!, lamp!]) {
    const box = stafford.getByRole("checkbox", { name: new RegExp(parcel.package_code) });
    await expect(box).not.toBeChecked();
    await box.check();
  }
  await fillShipRequestForm(form, [
    ["Men's running shoes", "1", "85"],
    ["LED desk lamp", "1", "39.99"],
  ]);
  await expect(form.getByTestId("declaration-total")).toHaveText("Declared total: $124.99");
  await form.getByLabel("I confirm that this customs declaration is true and complete.").check();
  await form.getByRole("button", { name: "Submit and see the quote" }).click();
  await expect(toast(page, "Your ship request has been submitted.")).toBeVisible();
  await expect(page).toHaveURL(/\/user\/ship-requests\/\d+$/);
  const requestId = Number(page.url().split("/").pop());

  // The estimate, by the demo's Stafford → Lagos air express card: the box the packing allowance models (decision
  // 0030; retail boxes kept) 58.1 × 47.3 × 36.5 cm ÷ 139 in³/lb = 44.04 lb → 45 lb × $7.50 = $337.50, + 2 packages
  // consolidated × $2.50 + 1 box repacked × $5.00 = $347.50.
  await expect(page.getByText("Submitted", { exact: true })).toBeVisible();
  await expect(page.getByTestId("quote-chargeable")).toContainText("45 lb");
  await expect(page.getByTestId("quote-total")).toHaveText("Estimated total: $347.50");
  await expect(page.getByTestId("declared-total")).toHaveText("$124.99");

  // A worker, signed in to the back office in their own browser, packs it into one box.
  const worker = await createVerifiedStaff(request, "worker", "Packer");
  const staffContext = await browser.newContext({ baseURL });
  const desk = await staffContext.newPage();
  await desk.goto("/admin/login");
  await desk.getByLabel("Email").fill(worker.email);
  await desk.getByLabel("Password", { exact: true }).fill(worker.password);
  await desk.getByRole("button", { name: "LOGIN" }).click();
  await expect(desk).toHaveURL(/\/admin\/home$/);
  await desk.getByRole("link", { name: "Ship Requests" }).click();
  await expect(desk).toHaveURL(/\/admin\/ship-requests$/);
  await expect(desk.getByRole("tab", { name: "Submitted" })).toHaveAttribute("aria-selected", "true");
  const card = desk.getByTestId("ship-request").filter({ hasText: `Ship request #${requestId} ` });
  await expect(card).toContainText(`Ngozi Adebayo (${customer.email})`);
  await expect(card).toContainText(shoes!.package_code);
  await expect(card).toContainText(lamp!.package_code);
  await expect(card).toContainText("consolidate into one box");
  await card.getByLabel("Weight", { exact: true }).fill("3.4");
  await card.getByLabel("Length", { exact: true }).fill("52");
  await card.getByLabel("Width", { exact: true }).fill("42");
  await card.getByLabel("Height", { exact: true }).fill("32");
  await card.getByRole("button", { name: "Pack and invoice" }).click();
  await desk
    .getByRole("alertdialog")
    .getByRole("button", { name: /^Pack and invoice \$/ })
    .click();
  const packed = card.getByTestId("packed");
  await expect(packed).toContainText("Packed: the invoice and the shipment were created");
  const transactionId = (await packed.getByRole("link").textContent())!.trim();
  expect(transactionId).toMatch(/^INV/);
  await desk.getByRole("tab", { name: "Packed" }).click();
  await expect(desk.getByTestId("ship-request").filter({ hasText: `Ship request #${requestId} ` })).toContainText(
    `${transactionId} (pending)`,
  );

  // The customer's invoice: the box priced by the same card, with how the price was calculated.
  // 52 × 42 × 32 cm ÷ 139 in³/lb = 30.682 lb → 31 lb × $7.50 = $232.50, + $5.00 + $5.00 = $242.50.
  // The request's own page links to it, and passes axe on a phone and a tablet.
  await page.goto(`/user/ship-requests/${requestId}`);
  const invoiceLink = page.getByRole("link", { name: `View and pay invoice ${transactionId}` });
  await expect(invoiceLink).toBeVisible();
  const desktop = page.viewportSize()!;
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
  ]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page), `the ship request page at ${viewport.width} px`).toEqual([]);
  }
  await page.setViewportSize(desktop);
  await invoiceLink.click();
  await expect(page).toHaveURL(/\/user\/invoice\/\d+$/);
  const invoiceUrl = page.url();
  await expect(page.getByTestId("invoice-transaction-id")).toHaveText(transactionId);
  await expect(page.getByTestId("invoice-status")).toHaveText("pending");
  await expect(page.getByTestId("invoice-total")).toHaveText("$242.50");
  const evidence = page.getByTestId("price-evidence");
  await expect(evidence.getByTestId("evidence-weights")).toHaveText(
    /^Weight before packing 3\.25 kg.*, after packing 3\.40 kg/,
  );
  await expect(evidence.getByTestId("evidence-volumetric")).toHaveText("30.682 lb (divisor 139 in³/lb)");
  await expect(evidence.getByTestId("evidence-chargeable")).toHaveText("31 lb (rounded up to 1 lb)");
  const formula = evidence.getByTestId("evidence-formula").locator("li");
  await expect(formula.filter({ hasText: "31 lb × $7.50 = $232.50" })).toHaveCount(1);
  // The box's formula ends with the box's own amount; the fees are lines of their own (decision 0031).
  await expect(formula.last()).toContainText("31 lb × $7.50 = $232.50");
  await expect(evidence.getByTestId("evidence-total-formula")).toHaveText("$232.50 + $5.00 + $5.00 = $242.50");
  await expect(evidence.getByTestId("evidence-total")).toHaveText("Total $242.50");
  const photos = evidence.getByTestId("evidence-photos").locator("img");
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all())
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // "Question this charge" on the box opens a ticket that holds the evidence.
  await evidence.getByRole("button", { name: "Question this charge" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Question this charge" });
  await expect(dialog.getByTestId("question-evidence")).toContainText(`Invoice ${transactionId}, line 1`);
  await dialog.getByLabel("Your question").fill("My box was 3.4 kg: why am I charged for 31 lb?");
  await dialog.getByRole("button", { name: "Submit question" }).click();
  await expect(page).toHaveURL(/\/user\/support\/\d+$/);
  const message = page.getByTestId("ticket-message");
  await expect(message).toContainText("My box was 3.4 kg: why am I charged for 31 lb?");
  await expect(message).toContainText(`Invoice ${transactionId}, line 1`);
  await expect(message).toContainText("Chargeable weight: 31 lb (rounded up to 1 lb)");
  await expect(message).toContainText("Volumetric weight: 30.682 lb (divisor 139 in³/lb)");
  await expect(message).toContainText("Weights before/after packing: 3.25 kg / 3.4 kg");
  await expect(message).toContainText("Formula:");
  await expect(message).toContainText("Photos:");

  // The customer pays in the sandbox: the invoice and the ship request are paid.
  await page.goto(invoiceUrl);
  await page.getByRole("button", { name: /^Pay / }).click();
  const checkout = page.getByRole("dialog", { name: "TEST checkout" });
  await checkout.getByRole("button", { name: "Successful card" }).click();
  await expect(page.getByTestId("invoice-status")).toHaveText("paid");
  await page.goto(`/user/ship-requests/${requestId}`);
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `View invoice ${transactionId}` })).toHaveAttribute(
    "href",
    new URL(invoiceUrl).pathname,
  );
  await page.goto("/user/ship-requests");
  const listed = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: `Ship request #${requestId}` }) });
  await expect(listed).toContainText("Paid");

  // Staff see it under Paid with its paid invoice.
  await desk.goto("/admin/ship-requests?status=paid");
  await expect(desk.getByTestId("ship-request").filter({ hasText: `Ship request #${requestId} ` })).toContainText(
    `${transactionId} (paid)`,
  );
  await staffContext.close();
});
