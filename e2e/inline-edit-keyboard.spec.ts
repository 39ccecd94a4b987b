import type { Locator, Page } from "@playwright/test";
import { loginAdminByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { sentMail, waitForMail } from "./support/mail";
import { customerWithShipmentInvoice } from "./support/records";

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

/** Moves focus with Tab only, until `target` has it (the way a keyboard user reaches a cell). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 120; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test("keyboard only: Enter opens the status select, Esc cancels, a change that e-mails the customer is confirmed first", async ({
  page,
  request,
}) => {
  const { customer, shipment } = await customerWithShipmentInvoice(request);
  const tracking = shipment.tracking_number;
  await loginAdminByApi(page);
  await page.goto(`/admin/shipments?q=${tracking}`);
  const row = page.getByRole("row").filter({ hasText: tracking });
  await expect(row).toHaveCount(1);
  const editStatus = row.getByRole("button", { name: `Edit shipment status of ${tracking}` });
  const statusSelect = row.getByRole("combobox", { name: `shipment status of ${tracking}` });
  const dialog = page.getByRole("alertdialog");

  // Enter opens the select with focus in it; Esc cancels and gives focus back to the edit button.
  await tabTo(page, editStatus);
  await page.keyboard.press("Enter");
  await expect(statusSelect).toBeFocused();
  await expect(statusSelect).toHaveValue("Pending");
  await page.keyboard.press("I");
  await expect(statusSelect).toHaveValue("In Transit");
  await page.keyboard.press("Escape");
  await expect(statusSelect).toHaveCount(0);
  await expect(editStatus).toBeFocused();
  await expect(row.locator('[data-status="Pending"]')).toHaveCount(2);

  // The shipment status e-mails the customer: Enter asks first; Cancel (Esc) changes nothing.
  await page.keyboard.press("Enter");
  await page.keyboard.press("I");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Change shipment status of ${tracking} to In Transit?`);
  await expect(dialog).toContainText("The customer will be e-mailed about this change.");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(statusSelect).toBeFocused();
  expect(sentMail().filter((m) => m.subject.includes(`${tracking} is now`))).toHaveLength(0);

  // Confirm in the dialog: saved, the customer e-mailed, focus back on the edit button.
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Confirm" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Status updated!")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.locator('[data-status="In Transit"]')).toBeVisible();
  await expect(editStatus).toBeFocused();
  await waitForMail(customer.email, new RegExp(`Shipment ${tracking} is now In Transit`));

  // The payment status e-mails nobody: Enter saves at once, no dialog.
  const editPayment = row.getByRole("button", { name: `Edit payment status of ${tracking}` });
  await tabTo(page, editPayment);
  await page.keyboard.press("Enter");
  const paymentSelect = row.getByRole("combobox", { name: `payment status of ${tracking}` });
  await expect(paymentSelect).toBeFocused();
  await page.keyboard.press("F");
  await expect(paymentSelect).toHaveValue("Failed");
  await page.keyboard.press("Enter");
  await expect(row.locator('[data-status="Failed"]')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(editPayment).toBeFocused();

  // Both changes are on the server.
  await page.reload();
  await expect(row.locator('[data-status="In Transit"]')).toBeVisible();
  await expect(row.locator('[data-status="Failed"]')).toBeVisible();
});
