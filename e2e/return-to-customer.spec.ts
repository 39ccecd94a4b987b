import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { mailText, sentMail, waitForMail } from "./support/mail";
import { receivedPackages, signUpCustomer } from "./support/records";
import { axeViolations, pageOverflow } from "./support/screen-checks";
import { submitShipRequest } from "./support/ship-requests";

/**
 * "Return to customer" (decision 0140) at phone and desktop widths: a line flagged prohibited at the desk tells the
 * packer the way out; the dialog asks the reason, the card shows the request cancelled with the server's message,
 * the customer gets ONE e-mail with the reason, and their request page and list show it too (decision 0142).
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the packer returns a request with a prohibited line to the customer (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const customer = await signUpCustomer(request, { prefix: `return-${viewport.width}` });
    const { user } = await loginCustomerByApi(page, customer);
    const received = await receivedPackages(request, user.id, "Trail Richmond", [
      { description: "Bag of clothes", weight: "2", length: "40", width: "30", height: "20" },
    ]);
    const requestId = await submitShipRequest(
      page.request,
      received.map((p) => p.id),
      { items: [{ description: "Cotton shirts", quantity: 5, unit_value: "10", currency: "USD", hs_code: "620520" }] },
    );

    await loginAdminByApi(page);
    await page.goto(`/admin/ship-requests?q=${requestId}`);
    const card = page.getByTestId("ship-request").filter({ hasText: `Ship request #${requestId}` });
    // The desk flags the line: the answer says what to do.
    await card.getByRole("button", { name: "Correct HS code of line 1" }).click();
    await card.getByLabel("New HS code, line 1").fill("6309");
    await card.getByRole("button", { name: "Save code" }).click();
    await expect(page.getByRole("region", { name: "Notifications" })).toContainText('Use "Return to customer"');

    await card.getByRole("button", { name: "Return to customer" }).click();
    const dialog = page.getByRole("alertdialog", { name: `Return ship request #${requestId} to the customer?` });
    await expect(dialog.getByLabel(/Reason/)).toBeFocused();
    expect(await axeViolations(page), `${viewport.width}px: axe with the dialog`).toEqual([]);
    expect(await pageOverflow(page), `${viewport.width}px: sideways scroll`).toBe(0);
    await dialog.getByRole("button", { name: "Return to customer" }).click();
    await expect(dialog).toContainText("Say why the request is returned to the customer");

    const reason = "Used clothing cannot be shipped to Nigeria: it is on the import prohibition list.";
    await dialog.getByLabel(/Reason/).fill(reason);
    const before = new Set(sentMail().map((m) => m.file));
    await dialog.getByRole("button", { name: "Return to customer" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      card.getByRole("status").filter({ hasText: `Ship request #${requestId} was returned to the customer` }),
    ).toBeVisible();
    await expect(card).toContainText("Cancelled");
    await expect(card.getByRole("button", { name: "Pack and invoice" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Return to customer" })).toHaveCount(0);
    await expect(card.getByTestId("returned-reason")).toHaveText(`Returned to the customer: ${reason}`);

    const mail = await waitForMail(customer.email, new RegExp(`could not ship your ship request #${requestId}`));
    const body = mailText(mail.raw);
    expect(body).toContain(reason);
    expect(body).toContain(received[0]!.package_code);
    await page.waitForTimeout(1_000);
    const after = sentMail().filter((m) => !before.has(m.file) && m.to.includes(customer.email));
    expect(after.map((m) => m.subject)).toEqual([mail.subject]);

    // The customer's own pages say why, for one who missed the e-mail (decision 0142).
    await loginCustomerByApi(page, customer);
    await page.goto(`/user/ship-requests/${requestId}`);
    const notice = page.getByRole("region", { name: "Returned by our team" });
    await expect(notice).toContainText(reason);
    await expect(notice.getByRole("link", { name: "submit a new ship request" })).toBeVisible();
    await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
    // A returned request is never packed: its estimate promises no invoice.
    await expect(
      page.getByText("This request is cancelled: nothing is invoiced for it.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByText(/the invoice comes when we pack|Packing puts it on your invoice/)).toHaveCount(0);
    expect(await axeViolations(page), `${viewport.width}px: axe on the returned request`).toEqual([]);
    expect(await pageOverflow(page), `${viewport.width}px: sideways scroll on the returned request`).toBe(0);
    await page.goto("/user/ship-requests");
    const listed = page.getByRole("listitem").filter({ hasText: `Ship request #${requestId}` });
    await expect(listed.getByTestId("returned-reason")).toHaveText(`Returned by our team: ${reason}`);
  });
}
