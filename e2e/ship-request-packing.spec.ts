import { expect, test } from "./support/fixtures";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { signUpCustomer } from "./support/records";
import { ownerHeaders } from "./support/staff";

/** A 1×1 PNG: the parcel's photo from the desk. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Done-when 2 from the packing side: two received parcels in one ship request (submitted through the API as the
 * portal's form sends it), a worker packs it at /admin/ship-requests, the customer's invoice shows how the price was
 * calculated (weights, formula, rounding, photos), "Question this charge" opens a ticket holding that evidence, and
 * paying in the sandbox moves the ship request to paid.
 */
test("packing a ship request: invoice with its evidence, a question as a ticket, paid in the sandbox", async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request, { prefix: "packing" });
  const { user } = await loginCustomerByApi(page, customer);
  const headers = await ownerHeaders(request);
  for (const [i, weight] of ["1.2", "0.8"].entries()) {
    const received = await request.post("/api/admin/packages/receive", {
      headers,
      multipart: {
        carrier_tracking_number: `PACK${Date.now()}${i}`,
        warehouse: "Trail Richmond",
        owner_id: String(user.id),
        weight,
        weight_unit: "kg",
        length: "30",
        width: "20",
        height: "15",
        length_unit: "cm",
        condition: "good",
        photos: { name: `parcel-${i}.png`, mimeType: "image/png", buffer: PNG },
      },
    });
    expect(received.status(), await received.text()).toBe(201);
  }
  const mine = await (await page.request.get("/api/packages?tab=warehouse")).json();
  const packageIds = (mine.packages as { id: number }[]).map((p) => p.id);
  expect(packageIds).toHaveLength(2);
  const submitted = await page.request.post("/api/ship-requests", {
    data: {
      package_ids: packageIds,
      consolidate: true,
      repack: "keep_retail_box",
      insurance: false,
      fragile: false,
      photos_of_contents: false,
      service: "air_express",
      delivery: "door",
      street: "14 Adeola Odeku Street",
      landmark: "Opposite the Mobil filling station",
      city: "Victoria Island",
      lga: "Eti-Osa",
      state: "Lagos",
      phone: "0803 123 4567",
      items: [{ description: "Wireless headphones", quantity: 1, unit_value: "120", currency: "USD", hs_code: "" }],
      confirm_true: true,
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const requestId = (await submitted.json()).ship_request.id as number;

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
