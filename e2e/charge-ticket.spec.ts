import { expect, test } from "./support/fixtures";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { receivedPackages, signUpCustomer } from "./support/records";
import { submitShipRequest } from "./support/ship-requests";
import { ownerHeaders } from "./support/staff";

/*
 * "Question this charge" (issue 31): the ticket links its invoice and shows the questioned box's photos as thumbnails
 * that open full size, for the customer and for staff, with no file path in the message.
 */
test("a charge question's ticket links its invoice and shows the photos as thumbnails that open", async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request, { prefix: "charge-question" });
  const { user } = await loginCustomerByApi(page, customer);
  const parcels = await receivedPackages(request, user.id, "Trail Richmond", [
    { description: "Boots", weight: "1.1", length: "30", width: "20", height: "15" },
  ]);
  const requestId = await submitShipRequest(
    page.request,
    parcels.map((p) => p.id),
  );
  const packed = await request.post(`/api/admin/ship-requests/${requestId}/pack`, {
    headers: await ownerHeaders(request),
    data: { boxes: [{ weight: "1.2", weight_unit: "kg", length: "32", width: "22", height: "16", length_unit: "cm" }] },
  });
  expect(packed.status(), await packed.text()).toBe(201);
  const invoice = (await packed.json()).invoice as { id: number; transaction_id: string };

  await page.goto(`/user/invoice/${invoice.id}`);
  await page.getByTestId("price-evidence").getByRole("button", { name: "Question this charge" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Question this charge" });
  await dialog.getByLabel("Your question").fill("Why 2 kg when my box weighed 1.2 kg?");
  await dialog.getByRole("button", { name: "Submit question" }).click();
  await expect(page).toHaveURL(/\/user\/support\/\d+$/);
  const ticketId = Number(page.url().split("/").pop());

  for (const [who, invoiceHref] of [
    ["customer", `/user/invoice/${invoice.id}`],
    ["staff", `/admin/invoices/${invoice.id}`],
  ] as const) {
    if (who === "staff") {
      await loginAdminByApi(page);
      await page.goto(`/admin/tickets/${ticketId}`);
    }
    await expect(page.getByTestId("ticket-message")).toContainText("Why 2 kg when my box weighed 1.2 kg?");
    await expect(page.getByTestId("ticket-message")).not.toContainText("/api/uploads/");
    const charge = page.getByRole("region", { name: "The questioned charge" });
    const link = charge.getByRole("link", { name: invoice.transaction_id });
    await expect(link).toHaveAttribute("href", invoiceHref);
    const thumbs = charge.getByRole("region", { name: "Photos of the charge" }).locator("a");
    await expect(thumbs).toHaveCount(1);
    const img = thumbs.first().locator("img");
    await expect(img).toHaveAttribute("src", /variant=thumb/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // The thumbnail opens the full-size photo.
    const full = await page.request.get((await thumbs.first().getAttribute("href"))!);
    expect(full.status()).toBe(200);
    expect(full.headers()["content-type"]).toMatch(/^image\//);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${invoiceHref}$`));
    if (who === "customer") await page.goto(`/user/support/${ticketId}`);
  }
});
