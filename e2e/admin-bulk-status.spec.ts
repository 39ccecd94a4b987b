import type { Page } from "@playwright/test";
import { loginAdminByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { mailText, sentMail, waitForMail } from "./support/mail";
import { axeViolations, LAYOUT_RULES, pageOverflow, unreachableActions } from "./support/screen-checks";
import { shipmentsFor, signUpCustomer } from "./support/records";
import { ownerHeaders } from "./support/staff";

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

/** Three customers whose e-mails start with one fresh prefix, with 40 Pending shipments between them (15, 15, 10). */
async function fortyShipments(request: Parameters<typeof signUpCustomer>[0]) {
  const prefix = `bulk${Date.now().toString(36)}`;
  const headers = await ownerHeaders(request);
  const customers = [];
  for (const count of [15, 15, 10]) {
    const customer = await signUpCustomer(request, { prefix });
    customers.push({ email: customer.email, shipments: await shipmentsFor(request, customer.email, count, headers) });
  }
  return { prefix, customers, headers };
}

/** The status e-mails our customers got whose subject says '… now <status>'. */
const statusMails = (emails: string[], status: string) =>
  sentMail().filter((m) => emails.includes(m.to.toLowerCase()) && m.subject.endsWith(`now ${status}`));

test("bulk status change: 40 shipments picked across pages through 'all matching', one e-mail per customer; with notifications off, none", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { prefix, customers, headers } = await fortyShipments(request);
  const emails = customers.map((c) => c.email.toLowerCase());
  const ours = new Set(customers.flatMap((c) => c.shipments.map((s) => s.tracking_number)));
  await loginAdminByApi(page);
  await page.goto(`/admin/shipments?q=${prefix}`);
  await expect(page.getByText("Page 1 of 2 · 40 shipments")).toBeVisible();
  const pageBox = page.getByRole("checkbox", { name: "Select all shipments on this page" });
  const bulkBar = page.getByRole("region", { name: "Bulk actions" });

  // A new filter clears the selection.
  await pageBox.check();
  await expect(bulkBar).toContainText("20 selected");
  await page
    .locator("label", { hasText: /^Status/ })
    .locator("select")
    .selectOption("Pending");
  await expect(page).toHaveURL(/status=Pending/);
  await expect(bulkBar).toHaveCount(0);
  await expect(page.getByText("Page 1 of 2 · 40 shipments")).toBeVisible();

  // The page, then one row of page 2: the selection survives paging.
  await pageBox.check();
  await expect(bulkBar).toContainText("20 selected");
  await expect(page.getByText("All 20 shipments on this page are selected.")).toBeVisible();
  const firstPage = await page.getByRole("checkbox", { name: /^Select SWB/ }).all();
  expect(firstPage).toHaveLength(20);
  for (const box of firstPage) await expect(box).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2 · 40 shipments")).toBeVisible();
  await expect(pageBox).not.toBeChecked();
  const secondPage = page.getByRole("checkbox", { name: /^Select SWB/ });
  await expect(secondPage).toHaveCount(20);
  await secondPage.first().check();
  await expect(bulkBar).toContainText("21 selected");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText("Page 1 of 2 · 40 shipments")).toBeVisible();
  await expect(pageBox).toBeChecked();

  // Every shipment matching the filter, on both pages.
  await page.getByRole("button", { name: "Select all 40 shipments matching this filter" }).click();
  await expect(page.getByText("All 40 shipments matching this filter are selected.")).toBeVisible();
  await expect(bulkBar).toContainText("40 selected");
  await bulkBar.getByLabel("New status").selectOption("In Transit");
  await bulkBar.getByRole("button", { name: "Change status" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Change the status of 40 shipments to In Transit?");
  await expect(dialog).toContainText("Each customer will get one e-mail listing their shipments that changed.");
  await expect(dialog.getByRole("checkbox", { name: "E-mail customers about this change" })).toBeChecked();
  await dialog.getByRole("button", { name: "Change status" }).click();
  await expect(dialog).toHaveCount(0);

  // Each row's outcome, and the list refreshed (nothing Pending matches any more).
  const results = page.getByRole("region", { name: "Bulk status change results" });
  await expect(results.getByTestId("bulk-summary")).toHaveText("40 of 40 shipments changed to In Transit.");
  const resultRows = results.getByRole("table", { name: "Bulk status change results" }).getByRole("row");
  await expect(resultRows).toHaveCount(41);
  await expect(resultRows.filter({ hasText: "Changed to In Transit" })).toHaveCount(40);
  const listed = await resultRows.filter({ hasText: "Changed to In Transit" }).allInnerTexts();
  expect(new Set(listed.map((text) => /SWB\d{4}[A-Z]{3}/.exec(text)?.[0]))).toEqual(ours);
  await expect(page.getByText("No record to display.")).toBeVisible();
  await expect(bulkBar).toHaveCount(0);

  // One e-mail per customer, listing all of their shipments.
  await expect.poll(() => statusMails(emails, "In Transit").length, { timeout: 15_000 }).toBe(3);
  for (const customer of customers) {
    const mine = statusMails([customer.email.toLowerCase()], "In Transit");
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe(`${customer.shipments.length} of your shipments are now In Transit`);
    const body = mailText(mine[0]!.raw);
    for (const s of customer.shipments) expect(body).toContain(s.tracking_number);
  }

  // The same with notifications turned off: 40 changed, no e-mail.
  await results.getByRole("button", { name: "Close results" }).click();
  await page.goto(`/admin/shipments?q=${prefix}&status=In+Transit`);
  await expect(page.getByText("Page 1 of 2 · 40 shipments")).toBeVisible();
  await pageBox.check();
  await page.getByRole("button", { name: "Select all 40 shipments matching this filter" }).click();
  await bulkBar.getByLabel("New status").selectOption("Available");
  await bulkBar.getByRole("button", { name: "Change status" }).click();
  await dialog.getByRole("checkbox", { name: "E-mail customers about this change" }).uncheck();
  await expect(dialog).toContainText("No customer will be e-mailed.");
  await dialog.getByRole("button", { name: "Change status" }).click();
  await expect(results.getByTestId("bulk-summary")).toHaveText("40 of 40 shipments changed to Available.");
  await expect(resultRows.filter({ hasText: "Changed to Available" })).toHaveCount(40);
  await expect(toast(page, "40 of 40 shipments changed to Available.")).toBeVisible();

  // A later e-mail to the same customer goes out after any queued before it: once it is here, none was queued.
  const [first] = customers[0]!.shipments;
  const single = await request.put("/api/shipment/shipment-status", {
    headers,
    data: { tracking_number: first!.tracking_number, shipment_status: "Delivered" },
  });
  expect(single.status()).toBe(200);
  await waitForMail(customers[0]!.email, new RegExp(`${first!.tracking_number} is now Delivered`));
  expect(statusMails(emails, "Available")).toHaveLength(0);
  expect(statusMails(emails, "In Transit")).toHaveLength(3);
});

test("the selection, its banner, the bulk bar and the results fit a phone and a tablet and pass axe", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const prefix = `bulkfit${Date.now().toString(36)}`;
  const customer = await signUpCustomer(request, { prefix });
  await shipmentsFor(request, customer.email, 21);
  await loginAdminByApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/shipments?q=${prefix}`);
  await expect(page.getByText("Page 1 of 2 · 21 shipments")).toBeVisible();
  const pageBox = page.getByRole("checkbox", { name: "Select all shipments on this page" });
  const bulkBar = page.getByRole("region", { name: "Bulk actions" });

  const checkScreen = async (width: number, rules?: string[]) => {
    // Toasts slide and fade in and out: checked mid-animation their contrast and position are not what stays.
    await expect(page.locator("[data-toast]")).toHaveCount(0, { timeout: 15_000 });
    expect(await pageOverflow(page), `${width}px: sideways scroll`).toBe(0);
    expect(await unreachableActions(page), `${width}px: controls out of reach`).toEqual([]);
    expect(await axeViolations(page, rules), `${width}px: axe`).toEqual([]);
  };

  // Phone: the page checkbox shows its words above the stacked rows.
  await expect(pageBox).toBeVisible();
  await pageBox.check();
  await expect(page.getByRole("button", { name: "Select all 21 shipments matching this filter" })).toBeVisible();
  await expect(bulkBar).toContainText("20 selected");
  await checkScreen(390);
  await bulkBar.getByLabel("New status").selectOption("Delivered");
  await bulkBar.getByRole("button", { name: "Change status" }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("checkbox", { name: "E-mail customers about this change" }).uncheck();
  expect(await pageOverflow(page)).toBe(0);
  await dialog.getByRole("button", { name: "Change status" }).click();
  const results = page.getByRole("region", { name: "Bulk status change results" });
  await expect(results.getByTestId("bulk-summary")).toHaveText("20 of 20 shipments changed to Delivered.");
  await page.locator('[role="status"][aria-busy="true"]').first().waitFor({ state: "detached" });
  await checkScreen(390);

  // Tablet: rows still stacked; select the rest through "all matching" and see the results again.
  await page.setViewportSize({ width: 768, height: 1024 });
  await pageBox.check();
  await page.getByRole("button", { name: "Select all 21 shipments matching this filter" }).click();
  await expect(bulkBar).toContainText("21 selected");
  await checkScreen(768, LAYOUT_RULES);
  await bulkBar.getByLabel("New status").selectOption("Delivered");
  await bulkBar.getByRole("button", { name: "Change status" }).click();
  await dialog.getByRole("checkbox", { name: "E-mail customers about this change" }).uncheck();
  await dialog.getByRole("button", { name: "Change status" }).click();
  await expect(results.getByTestId("bulk-summary")).toHaveText("1 of 21 shipments changed to Delivered.");
  await expect(results.getByRole("row").filter({ hasText: "Not changed: already Delivered" })).toHaveCount(20);
  await checkScreen(768, LAYOUT_RULES);
});
