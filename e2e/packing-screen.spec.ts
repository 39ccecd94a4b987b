import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { mailText, sentMail, waitForMail } from "./support/mail";
import { receivedPackages, signUpCustomer } from "./support/records";
import { axeViolations, pageOverflow } from "./support/screen-checks";
import { submitShipRequest } from "./support/ship-requests";

/** A small real PNG (a packing photo as the camera or the file picker gives it). */
const PACKED_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Issue 31, the packing screen at phone and desktop widths: the packer sees each parcel's bin and every extra the
 * customer asked for (insurance with its declared value, photos of the contents), attaches a packing photo (upload
 * with progress), confirms "Pack and invoice" with the amount, and the customer's ONE packed e-mail carries that
 * amount and the photo.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the packer sees the extras asked, attaches a packing photo and it reaches the customer's e-mail (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const customer = await signUpCustomer(request, { prefix: `packing-screen-${viewport.width}` });
    const { user } = await loginCustomerByApi(page, customer);
    const parcels = [
      { description: "Leather shoes", weight: "1.2", length: "30", width: "20", height: "15", bin_location: "B-07" },
      { description: "Desk lamp", weight: "0.8", length: "25", width: "18", height: "10", bin_location: "C-02" },
    ];
    const received = await receivedPackages(request, user.id, "Trail Richmond", parcels);
    const requestId = await submitShipRequest(
      page.request,
      received.map((p) => p.id),
      {
        insurance: true,
        photos_of_contents: true,
        fragile: true,
        items: [{ description: "Men's leather shoes", quantity: 2, unit_value: "45.50", currency: "USD", hs_code: "" }],
      },
    );

    await loginAdminByApi(page);
    await page.goto(`/admin/ship-requests?q=${requestId}`);
    const card = page.getByTestId("ship-request").filter({ hasText: `Ship request #${requestId}` });
    await expect(card).toContainText(customer.email);
    // Every extra asked, where the packer cannot miss it.
    const extras = card.getByRole("list", { name: "Asked by the customer" });
    await expect(extras).toContainText("Insurance: declared value $91.00");
    await expect(extras).toContainText("Photos of the contents");
    await expect(extras).toContainText("Fragile");
    await expect(extras).toContainText("Repack: Keep the retail box");
    // Each parcel with its bin; the declared items.
    const parcelRows = card.getByTestId("parcel");
    await expect(parcelRows.filter({ hasText: received[0]!.package_code })).toContainText("Bin B-07");
    await expect(parcelRows.filter({ hasText: received[1]!.package_code })).toContainText("Bin C-02");
    await expect(card.getByRole("table", { name: `Declared items of ship request #${requestId}` })).toContainText(
      "Men's leather shoes",
    );

    // The customer asked for photos of the contents: until one is taken, "Pack and invoice" says so beside it and
    // does not open the dialog (packing would be refused).
    const photosNeeded = card.getByText(
      "The customer asked for photos of the contents: add at least one packing photo first.",
    );
    await expect(photosNeeded).toBeVisible();
    await expect(card.getByRole("button", { name: "Pack and invoice" })).toHaveAttribute("aria-disabled", "true");
    await expect(card.getByRole("button", { name: "Pack and invoice" })).toHaveAccessibleDescription(
      "The customer asked for photos of the contents: add at least one packing photo first.",
    );
    expect(await axeViolations(page), `${viewport.width}px: axe before the photo`).toEqual([]);

    // A packing photo, uploaded at once, shows as a thumbnail that opens.
    await card.getByLabel("Choose packing photos").setInputFiles({
      name: "contents.png",
      mimeType: "image/png",
      buffer: PACKED_PNG,
    });
    await expect(card.getByTestId("packing-photos").getByRole("status")).toHaveText("Packing photo added.");
    const taken = card.getByRole("list", { name: "Packing photos taken" }).getByRole("img");
    await expect(taken).toHaveCount(1);
    await expect.poll(() => taken.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(photosNeeded).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Pack and invoice" })).not.toHaveAttribute("aria-disabled");
    expect(await pageOverflow(page), `${viewport.width}px: sideways scroll`).toBe(0);
    expect(await axeViolations(page), `${viewport.width}px: axe`).toEqual([]);

    // "Pack and invoice" asks first, with the amount.
    await card.getByLabel("Weight", { exact: true }).fill("2.1");
    await card.getByLabel("Length", { exact: true }).fill("40");
    await card.getByLabel("Width", { exact: true }).fill("30");
    await card.getByLabel("Height", { exact: true }).fill("20");
    await card.getByRole("button", { name: "Pack and invoice" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("The customer will be invoiced $");
    const amount = /invoiced (\$[\d,]+\.\d{2})/.exec((await dialog.textContent()) ?? "")![1]!;
    expect(await axeViolations(page), `${viewport.width}px: axe with the dialog`).toEqual([]);
    const before = new Set(sentMail().map((m) => m.file));
    await dialog.getByRole("button", { name: `Pack and invoice ${amount}` }).click();
    await expect(card.getByTestId("packed")).toContainText(`for ${amount}, tracking number`);

    // ONE e-mail: the amount and the packing photo, inline.
    const mail = await waitForMail(customer.email, new RegExp(`ship request #${requestId} is packed`));
    expect(mail.subject).toBe(`Your ship request #${requestId} is packed: ${amount} to pay`);
    const body = mailText(mail.raw);
    expect(body).toContain(`The amount to pay is ${amount}.`);
    expect(body).toContain(`cid:ship-request-${requestId}-packing-1@packing`);
    expect(body).toMatch(new RegExp(`filename="?ship-request-${requestId}-packing-1\\.png`));
    await page.waitForTimeout(1_000);
    const afterPacking = sentMail().filter((m) => !before.has(m.file) && m.to.includes(customer.email));
    expect(afterPacking.map((m) => m.subject)).toEqual([mail.subject]);
  });
}
