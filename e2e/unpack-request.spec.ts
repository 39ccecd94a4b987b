import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { mailText, sentMail } from "./support/mail";
import { receivedPackages, signUpCustomer } from "./support/records";
import { axeViolations, pageOverflow } from "./support/screen-checks";
import { OFFICE_PICKUP, packShipRequest, submitShipRequest } from "./support/ship-requests";
import { ownerHeaders } from "./support/staff";

/**
 * "Unpack" (decision 0150) at phone and desktop widths: a request packed into the wrong box and not paid is unpacked
 * from the packing table. The dialog asks the reason first; the card then waits to be packed again and says when, by
 * whom and why it was unpacked, the customer gets the e-mail that the invoice was withdrawn (without the reason), and
 * their invoice reads cancelled.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`an owner unpacks a request packed wrongly, and it waits to be packed again (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const customer = await signUpCustomer(request, { prefix: `unpack-${viewport.width}` });
    const { user } = await loginCustomerByApi(page, customer);
    const size = { weight: "2", length: "40", width: "30", height: "20" };
    const [parcel] = await receivedPackages(request, user.id, "Trail Richmond", [{ description: "Shoes", ...size }]);
    const requestId = await submitShipRequest(page.request, [parcel!.id], {
      ...OFFICE_PICKUP,
      items: [{ description: "Running shoes", quantity: 1, unit_value: "60", currency: "USD" }],
    });
    const staff = { request, headers: await ownerHeaders(request) };
    const { invoice } = await packShipRequest(staff, requestId, [{ ...size, weight: "9" }]);

    const { admin } = await loginAdminByApi(page);
    await page.goto(`/admin/ship-requests?status=packed&q=${requestId}`);
    const card = page.getByTestId("ship-request").filter({ hasText: `Ship request #${requestId}` });
    await card.getByRole("button", { name: "Unpack" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Unpack ship request #${requestId}?` });
    await expect(dialog.getByLabel(/Reason/)).toBeFocused();
    expect(await axeViolations(page), `${viewport.width}px: axe with the dialog`).toEqual([]);
    expect(await pageOverflow(page), `${viewport.width}px: sideways scroll`).toBe(0);
    // Nothing is sent without a reason.
    await dialog.getByRole("button", { name: "Unpack" }).click();
    await expect(dialog).toContainText("Say why the request is unpacked");

    await dialog.getByLabel(/Reason/).fill("Weighed 9 kg by mistake: the box weighs 2 kg.");
    await dialog.getByRole("button", { name: "Unpack" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
      `Ship request #${requestId} was unpacked`,
    );
    // It leaves the packed requests and waits with the submitted ones to be packed again.
    await expect(card).toHaveCount(0);
    await page.getByRole("tab", { name: "Submitted" }).click();
    await expect(card.getByRole("button", { name: "Pack and invoice" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Unpack" })).toHaveCount(0);
    // Whoever packs it again sees when, by whom and why it was unpacked (staff only: the e-mail does not quote it).
    const unpacked = card.getByRole("list", { name: "Unpacked" });
    await expect(unpacked).toBeVisible();
    await expect(unpacked).toContainText(
      new RegExp(
        `^Unpacked \\w+ \\d{1,2}, \\d{4}, \\d{2}:\\d{2} by ${admin.firstname} .+ \\(owner\\): Weighed 9 kg by mistake: the box weighs 2 kg\\.$`,
      ),
    );
    expect(await axeViolations(page), `${viewport.width}px: axe with the unpacked line`).toEqual([]);
    expect(await pageOverflow(page), `${viewport.width}px: sideways scroll with the unpacked line`).toBe(0);

    // The customer is told the invoice was withdrawn (the subject is long: it is read from the decoded body).
    const told = () =>
      sentMail()
        .filter((m) => m.to.includes(customer.email))
        .map((m) => mailText(m.raw))
        .find((body) => body.includes(`pack ship request #${requestId} again`));
    await expect.poll(told, { timeout: 15_000 }).toBeTruthy();
    expect(told()).toContain("withdrawn");
    expect(told()).not.toContain("Weighed 9 kg");

    await loginCustomerByApi(page, customer);
    await page.goto(`/user/invoice/${invoice.id}`);
    await expect(page.getByText(/cancelled/i).first()).toBeVisible();
    expect(await axeViolations(page), `${viewport.width}px: axe on the cancelled invoice`).toEqual([]);
  });
}
