import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { DEMO_CUSTOMER, loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { mailText, waitForMail } from "./support/mail";

// This file changes demo records that other files read: it gets a server and demo data of its own.
test.use({ dataset: "tickets-staff" });

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const subject = `Wrong warehouse address ${Date.now().toString(36)}`;
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });

test("staff change a ticket's status inline, reply on its page, and the customer sees the reply", async ({
  browser,
}) => {
  // The demo customer opens a ticket (through the API: the portal form has its own test).
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await loginCustomerByApi(customer);
  const created = await customer.request.post("/api/tickets", {
    multipart: {
      subject,
      department: "sales/billing",
      warehouse: "Nigeria",
      message: "My invoice shows the UK warehouse, but I shipped to Lagos.",
      images: { name: "invoice.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(created.status()).toBe(201);
  const { tickets } = await (await customer.request.get("/api/tickets")).json();
  const ticketId = tickets[0].id as number;

  // The list: search by subject (kept in the URL), inline status edit.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await loginAdminByApi(staff);
  await staff.goto("/admin/tickets");
  await expect(toast(staff, "Tickets Loaded!").first()).toBeVisible();
  for (const header of ["Subject", "Status", "Department", "Warehouse", "Date"]) {
    await expect(staff.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  }
  await staff.getByLabel("Search ticket number, subject or e-mail").fill(subject);
  await staff.getByRole("button", { name: "Search" }).click();
  await expect(staff).toHaveURL(/[?&]q=Wrong/);
  const row = staff.getByRole("row").filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("sales/billing");
  await expect(row).toContainText("Nigeria");
  await expect(staff.getByRole("row")).toHaveCount(2); // header + the one match

  await row.getByRole("button", { name: `Edit status of ticket ${subject}` }).click();
  const select = row.getByRole("combobox", { name: `status of ticket ${subject}` });
  await expect(select).toHaveValue("open");
  await select.selectOption("closed");
  await row.getByRole("button", { name: "Confirm" }).click();
  await expect(toast(staff, "Status updated!")).toBeVisible();
  await expect(row.locator("[data-status]")).toHaveText("closed");

  // The change is on the server: a reload with the status filter in the URL still lists it.
  await staff.goto(`/admin/tickets?q=${encodeURIComponent(subject)}&status=closed`);
  await expect(staff.getByRole("row").filter({ hasText: subject }).locator("[data-status]")).toHaveText("closed");
  const statusFilter = staff.locator("label", { hasText: /^Status/ }).locator("select");
  await expect(statusFilter).toHaveValue("closed");
  await statusFilter.selectOption("open");
  await expect(staff.getByText("No record to display.")).toBeVisible();
  await statusFilter.selectOption("");

  // CSV export of the filtered list.
  const [download] = await Promise.all([
    staff.waitForEvent("download"),
    staff.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toBe("ID,Subject,Status,Department,Warehouse,Email,Last updated,Created");
  expect(csv).toContain(`${ticketId},${subject},closed,sales/billing,Nigeria,${DEMO_CUSTOMER.email}`);

  // The ticket page: message, attachment, audit trail, reply.
  await staff.getByRole("link", { name: subject }).click();
  await expect(staff).toHaveURL(new RegExp(`/admin/tickets/${ticketId}$`));
  await expect(staff.getByTestId("ticket-message")).toHaveText(
    "My invoice shows the UK warehouse, but I shipped to Lagos.",
  );
  await expect(staff.getByText(DEMO_CUSTOMER.email).first()).toBeVisible();
  await expect(staff.getByRole("img", { name: "invoice.png" })).toBeVisible();
  const history = staff.getByRole("region", { name: "History" });
  await expect(history).toContainText("Status changed from open to closed");

  await staff.getByRole("button", { name: "Reply" }).click();
  await expect(staff.getByText("Response message is required!")).toBeVisible();
  await staff.getByLabel("Reply to customer").fill("We have corrected the address on your invoice.");
  await staff.getByRole("button", { name: "Reply" }).click();
  await expect(toast(staff, "Reply sent.")).toBeVisible();
  const first = staff.getByTestId("ticket-response").first();
  await expect(first).toContainText("We have corrected the address on your invoice.");
  await expect(first).toContainText("By admin");
  await expect(history).toContainText("replied");

  // Reload of the staff ticket page.
  await staff.reload();
  await expect(staff.getByTestId("ticket-response").first()).toContainText("corrected the address");

  // The customer is told by e-mail and sees the reply first on their ticket page.
  const mail = await waitForMail(DEMO_CUSTOMER.email, /New reply to your ticket/);
  expect(mail.subject).toContain(subject);
  expect(mailText(mail.raw)).toContain(`/user/support/${ticketId}`);
  await customer.goto(`/user/support/${ticketId}`);
  const reply = customer.getByTestId("ticket-response").first();
  await expect(reply).toContainText("We have corrected the address on your invoice.");
  await expect(reply).toContainText("By admin");

  // The ticket is still closed (a staff reply keeps it so): the reply field says what replying does.
  const closedNote = customer.getByText("This ticket is closed. If you reply, it opens again for our support team.");
  await expect(customer.locator("[data-status]")).toHaveText("closed");
  await expect(closedNote).toBeVisible();

  // The customer answers back; the ticket opens again; staff see it first, authored by the ticket's e-mail.
  await customer.getByLabel("Your reply").fill("Thank you!");
  await customer.getByRole("button", { name: "Reply" }).click();
  await expect(toast(customer, "Response submitted.")).toBeVisible();
  await expect(customer.locator("[data-status]")).toHaveText("open");
  await expect(closedNote).toHaveCount(0);
  await staff.reload();
  await expect(staff.getByTestId("ticket-response").first()).toContainText("Thank you!");
  await expect(staff.getByTestId("ticket-response").first()).toContainText(`By ${DEMO_CUSTOMER.email}`);

  await customerContext.close();
  await staffContext.close();
});
