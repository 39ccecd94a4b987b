import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { mailText, sentMail, waitForMail } from "./support/mail";
import { customerWithShipmentInvoice, signUpCustomer } from "./support/records";
import { axeViolations } from "./support/screen-checks";
import { ownerHeaders } from "./support/staff";

/** A 1×1 PNG: the parcel's photo taken at the desk. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The SMS/WhatsApp messages the server's default provider wrote (DATA_DIR/outbound-messages.log). */
function outboundMessages(): Array<{ channel: string; kind: string; to: string; body: string }> {
  try {
    return readFileSync(join(process.env.E2E_DATA_DIR!, "outbound-messages.log"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text });
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function expectAxeClean(page: Page) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    expect(await axeViolations(page), `axe at ${size.width} px`).toEqual([]);
  }
}

test("a customer turns milestone e-mails off and SMS on with a number, and the settings stay", async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request, { prefix: "notify" });
  await loginCustomerByApi(page, customer);
  await page.goto("/user/profile");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Notifications/ })
    .click();
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();

  // Defaults: e-mail on for every kind, SMS and WhatsApp off.
  const milestoneMail = page.getByRole("checkbox", { name: "E-mail: Shipment milestones" });
  const milestoneSms = page.getByRole("checkbox", { name: "SMS: Shipment milestones" });
  await expect(milestoneMail).toBeChecked();
  await expect(milestoneSms).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "WhatsApp: Delay notices" })).not.toBeChecked();
  await expectAxeClean(page);

  await milestoneMail.uncheck();
  await milestoneSms.check();
  await page.getByRole("button", { name: "Save Settings" }).click();
  // SMS needs its number: the shared schema's message under the field, nothing saved.
  await expect(page.getByText("Enter the number for SMS, or turn SMS off.")).toBeVisible();
  const number = page.getByRole("textbox", { name: "Mobile number for SMS" });
  await number.fill("12345");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText(/Enter a mobile number, e\.g\. 0803 123 4567/)).toBeVisible();

  await number.fill("+234 803 123 4567");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(page, "Your notification settings are saved.")).toBeVisible();
  await expect(number).toHaveValue("0803 123 4567");

  // Stored on the server: a fresh load shows the same choices.
  await page.reload();
  await expect(milestoneMail).not.toBeChecked();
  await expect(milestoneSms).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "E-mail: Invoices" })).toBeChecked();
  await expect(number).toHaveValue("0803 123 4567");
  const stored = await (await page.request.get("/api/notifications/preferences")).json();
  expect(stored).toMatchObject({
    sms_phone: "+2348031234567",
    preferences: { milestones: { email: false, sms: true } },
  });
  await expectAxeClean(page);
});

test("the unsubscribe link of a real invoice e-mail turns invoices off, and the settings page shows it", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { customer, invoice } = await customerWithShipmentInvoice(request);
  const mail = await waitForMail(customer.email, new RegExp(`Invoice ${invoice.transaction_id} has been issued`));
  const link = /https?:\/\/[^\s"<>]+\/unsubscribe\?token=[A-Za-z0-9._-]+/.exec(mailText(mail.raw))?.[0];
  expect(link, "the e-mail carries an unsubscribe link").toBeTruthy();
  const { pathname, search } = new URL(link!);

  // Opened by someone not signed in (from the mail app).
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  await visitor.goto(`${pathname}${search}`);
  await expect(visitor.getByRole("heading", { name: "Turn off: Invoices" })).toBeVisible();
  await expectAxeClean(visitor);
  await visitor.getByRole("button", { name: "Turn off invoices" }).click();
  await expect(visitor.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(visitor.getByText(/You will no longer get notifications about invoices/)).toBeVisible();
  await expectAxeClean(visitor);

  // A forged link says so and changes nothing.
  await visitor.goto(`${pathname}?token=${encodeURIComponent("1.arrival.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")}`);
  await expect(visitor.getByText(/This unsubscribe link is not valid/)).toBeVisible();
  await visitor.close();

  await loginCustomerByApi(page, customer);
  await page.goto("/user/notifications");
  await expect(page.getByRole("checkbox", { name: "E-mail: Invoices" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "SMS: Invoices" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "E-mail: Parcel arrivals at our warehouses" })).toBeChecked();
});

test("a parcel's arrival reaches a customer who chose SMS only through the file provider, not by e-mail", async ({
  page,
  request,
}) => {
  const customer = await signUpCustomer(request, { prefix: "texted" });
  const { user } = await loginCustomerByApi(page, customer);
  const off = { email: false, sms: false, whatsapp: false };
  const saved = await page.request.put("/api/notifications/preferences", {
    data: {
      preferences: {
        arrival: { email: false, sms: true, whatsapp: false },
        invoice: off,
        milestones: off,
        delays: off,
      },
      sms_phone: "0803 555 0199",
      whatsapp_phone: "",
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The number gets nothing until its owner types back the code texted to it (issue 30), on the settings page.
  await page.goto("/user/notifications");
  const verification = page.getByRole("region", { name: "SMS number verification" });
  await expect(verification).toContainText("Not verified");
  await verification.getByRole("button", { name: "Send code" }).click();
  await expect(verification).toContainText("We sent a 6-digit code to 0803 555 0199");
  await expect
    .poll(() => outboundMessages().filter((m) => m.to === "+2348035550199" && /verify this number/.test(m.body)))
    .toHaveLength(1);
  const texted = outboundMessages().find((m) => m.to === "+2348035550199" && /verify this number/.test(m.body));
  await verification.getByLabel("Code for 0803 555 0199").fill(/(\d{6})/.exec(texted!.body)![1]!);
  await verification.getByRole("button", { name: "Verify" }).click();
  await expect(verification).toContainText("Verified");

  const received = await request.post("/api/admin/packages/receive", {
    headers: await ownerHeaders(request),
    multipart: {
      carrier_tracking_number: `TBA${Date.now()}${Math.floor(Math.random() * 1000)}`,
      warehouse: "Trail Richmond",
      owner_id: String(user.id),
      description: "Phone case",
      weight_unit: "kg",
      length_unit: "cm",
      condition: "good",
      weight: "0.4",
      length: "20",
      width: "12",
      height: "4",
      photos: { name: "label.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(received.status(), await received.text()).toBe(201);
  const code = (await received.json()).package.package_code as string;

  // The server's channel worker hands it to the file provider (no phone company): one JSON line in the file.
  await expect
    .poll(() => outboundMessages().filter((m) => m.body.includes(code)), { timeout: 15_000 })
    .toEqual([expect.objectContaining({ channel: "sms", kind: "arrival", to: "+2348035550199" })]);
  const [text] = outboundMessages().filter((m) => m.body.includes(code));
  expect(text!.body).toMatch(/Stop: http:\/\/[^ ]+\/unsubscribe\?token=/);
  // Arrival e-mails are off for this customer: none was written.
  expect(sentMail().filter((m) => m.to.includes(customer.email) && m.subject.includes(code))).toEqual([]);
});
