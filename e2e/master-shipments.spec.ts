import type { APIRequestContext } from "@playwright/test";
import { loginAdminByApi, loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { mailText, sentMail, waitForMail } from "./support/mail";
import { CUSTOMER_PASSWORD, signUpCustomer } from "./support/records";
import { paidShipRequest } from "./support/ship-requests";
import { axeViolations, pageOverflow } from "./support/screen-checks";
import { masterWith, ownerHeaders } from "./support/staff";
import { asNewVisitor } from "./support/visitor";

/** A customer signed in on an API context of their own (the page's context belongs to staff). */
async function customerContext(newContext: () => Promise<APIRequestContext>, email: string) {
  const context = await newContext();
  const login = await context.post("/api/users/login", {
    headers: asNewVisitor(),
    data: { email_address: email, password: CUSTOMER_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

/** Turns the customer's milestone e-mails off through the notification preferences (the portal's settings call). */
async function turnMilestonesOff(customer: APIRequestContext) {
  const current = await customer.get("/api/notifications/preferences");
  expect(current.status(), await current.text()).toBe(200);
  const settings = (await current.json()) as {
    preferences: Record<string, Record<string, boolean>>;
    sms_phone: string | null;
    whatsapp_phone: string | null;
  };
  const preferences = { ...settings.preferences, milestones: { email: false, sms: false, whatsapp: false } };
  const saved = await customer.put("/api/notifications/preferences", { data: { ...settings, preferences } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The e-mails to `to` written since `before` (a list of file names). */
const newMailTo = (to: string, before: Set<string>) =>
  sentMail().filter((m) => !before.has(m.file) && m.to.toLowerCase().includes(to.toLowerCase()));

/**
 * Staff open a flight, load two paid ship requests of different customers (the picker shows
 * the server's refusal of one that went on another master meanwhile), and post 'Departed origin', 'In customs:
 * Documentation' with a delay notice, and 'At the Lagos hub'. Each customer gets one e-mail per milestone except the
 * one who turned milestone e-mails off; the portal and the public tracking page show the timeline with the reason.
 */
test("a master shipment's milestones reach each customer once, by their preferences, and show in tracking", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const newContext = () => playwright.request.newContext({ baseURL });
  const ada = await signUpCustomer(request, { prefix: "master-ada", firstname: "Ada" });
  const bayo = await signUpCustomer(request, { prefix: "master-bayo", firstname: "Bayo", lastname: "Adeyemi" });
  const adaApi = await customerContext(newContext, ada.email);
  const bayoApi = await customerContext(newContext, bayo.email);
  const staff = { request, headers: await ownerHeaders(request) };
  const adaRequest = await paidShipRequest(adaApi, staff, { description: "Laptop bag" });
  const bayoRequest = await paidShipRequest(bayoApi, staff, { description: "Running shoes", weightKg: "2.2" });
  // A third paid request, taken by another master while the picker is open.
  const taken = await paidShipRequest(adaApi, staff, { description: "Phone case" });
  await turnMilestonesOff(bayoApi);

  // Staff open a flight from Stafford: the document's label follows the mode.
  await loginAdminByApi(page);
  await page.goto("/admin/master-shipments");
  await page.getByRole("link", { name: "New master shipment" }).click();
  await expect(page).toHaveURL(/\/admin\/master-shipments\/new$/);
  await page.getByLabel("Sea (vessel)").check();
  await expect(page.getByLabel("Bill of lading (B/L) number")).toBeVisible();
  await page.getByLabel("Air (flight)").check();
  const awb = `176-${Date.now().toString().slice(-8)}`;
  await page.getByLabel("Carrier").fill("Ethiopian Cargo ET 509");
  await page.getByLabel("Air waybill (AWB) number").fill(awb);
  await page.getByLabel("Origin warehouse").selectOption({ label: "Stafford, Texas, USA" });
  await page.getByRole("button", { name: "Create master shipment" }).click();
  await expect(page).toHaveURL(/\/admin\/master-shipments\/\d+$/);
  const masterId = Number(page.url().split("/").pop());
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Master shipment MS");
  await expect(page.getByText(awb, { exact: true })).toBeVisible();
  // Its facts can be corrected.
  await page.getByRole("button", { name: "Edit details" }).click();
  await page.getByLabel("Carrier").fill("Ethiopian Cargo ET 508");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Master shipment saved.")).toBeVisible();
  await expect(page.getByText("Ethiopian Cargo ET 508", { exact: true })).toBeVisible();

  // The picker lists the paid requests; the one another master takes meanwhile is refused with the server's reason.
  await page.getByRole("button", { name: "Add ship requests" }).click();
  const picker = page.getByRole("region", { name: "Add paid ship requests" });
  for (const r of [adaRequest, bayoRequest, taken]) {
    await picker.getByRole("checkbox", { name: new RegExp(`^Select ship request #${r.shipRequestId} of`) }).check();
  }
  await masterWith(staff, "Other flight", [taken.shipRequestId]);
  await picker.getByRole("button", { name: "Add 3 ship requests" }).click();
  // The server names the refused request (by its number or its tracking number); nothing was loaded.
  await expect(picker.getByRole("alert")).toContainText(
    new RegExp(`${taken.shipRequestId}|${taken.shipment.tracking_number}`),
  );
  const shipmentsTable = page.getByRole("table", { name: "Shipments on this master" });
  await expect(shipmentsTable).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await picker.getByRole("checkbox", { name: new RegExp(`^Select ship request #${taken.shipRequestId} of`) }).uncheck();
  await picker.getByRole("button", { name: "Add 2 ship requests" }).click();
  await expect(page.getByText("2 shipments added to the master.")).toBeVisible();
  for (const r of [adaRequest, bayoRequest]) {
    const row = shipmentsTable.getByRole("row").filter({ hasText: r.shipment.tracking_number });
    await expect(row.getByRole("link", { name: r.shipment.tracking_number })).toHaveAttribute(
      "href",
      `/admin/shipment/${r.shipment.id}`,
    );
  }
  const bayoRow = shipmentsTable.getByRole("row").filter({ hasText: "Bayo Adeyemi" });
  await expect(bayoRow).toContainText("2.2");
  // Before departure a shipment can come off again (confirmed first), and go back on.
  await bayoRow.getByRole("button", { name: `Remove ${bayoRequest.shipment.tracking_number}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(bayoRow).toHaveCount(0);
  await page.getByRole("button", { name: "Add ship requests" }).click();
  await picker
    .getByRole("checkbox", { name: new RegExp(`^Select ship request #${bayoRequest.shipRequestId} of`) })
    .check();
  await picker.getByRole("button", { name: "Add 1 ship request" }).click();
  await expect(bayoRow).toHaveCount(1);

  const before = new Set(sentMail().map((m) => m.file));
  const postForm = page.getByRole("form", { name: "Post update" });
  // Bayo turned milestones off: a milestone reaches Ada alone, a delay notice both; staff are told before and after.
  const milestoneReach =
    "1 customer will be notified (2 shipments on this master), each by the channels they chose. 1 customer turned these notices off and is skipped.";
  const post = async (fill: () => Promise<void>, toast: RegExp, reach = milestoneReach) => {
    await fill();
    await postForm.getByRole("button", { name: "Post update" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(reach);
    await confirm.getByRole("button", { name: "Post and notify" }).click();
    await expect(page.getByText(toast)).toBeVisible();
    await expect(confirm).toBeHidden();
  };

  await post(async () => {
    await postForm.getByRole("combobox", { name: /^Milestone/ }).selectOption({ label: "Departed origin" });
    await postForm.getByLabel("Place").fill("Houston (IAH)");
  }, /Departed origin posted on 2 shipments; 1 customer notified, 1 opted out\./);
  // The customs reason is asked only for 'In customs'.
  await expect(postForm.getByLabel("Customs reason")).toHaveCount(0);
  await post(async () => {
    await postForm.getByRole("combobox", { name: /^Milestone/ }).selectOption({ label: "In customs" });
    await postForm.getByLabel("Customs reason").selectOption({ label: "Documentation" });
    await postForm.getByLabel("Place").fill("Lagos (LOS)");
  }, /In customs posted on 2 shipments/);
  await post(
    async () => {
      await postForm.getByRole("radio", { name: "Delay notice" }).check();
      await postForm.getByLabel("Reason for the delay").fill("Customs asked for the commercial invoices again");
      await postForm
        .getByLabel("New expected arrival date")
        .fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
    },
    /Delay notice posted on 2 shipments; 2 customers notified\./,
    "2 customers will be notified (2 shipments on this master), each by the channels they chose.",
  );
  await post(async () => {
    await postForm.getByRole("radio", { name: "Milestone" }).check();
    await postForm.getByRole("combobox", { name: /^Milestone/ }).selectOption({ label: "At the Lagos hub" });
    await postForm.getByLabel("Place").fill("Ikeja hub");
  }, /At the Lagos hub posted on 2 shipments/);

  // The master's timeline: newest first, with the reason and who posted it.
  const updates = page.getByTestId("master-update");
  await expect(updates).toHaveCount(4);
  await expect(updates.nth(0)).toContainText("At the Lagos hub");
  await expect(updates.nth(1)).toContainText("Delay notice");
  await expect(updates.nth(1)).toContainText("Customs asked for the commercial invoices again");
  await expect(updates.nth(2)).toContainText("In customs: Documentation");
  await expect(updates.nth(3)).toContainText("Departed origin");
  await expect(updates.nth(3)).toContainText("2 shipments · 1 customer notified (1 opted out)");
  await expect(updates.nth(1)).toContainText("2 customers notified ·");

  // The page at phone and tablet widths: no sideways scroll, axe clean.
  for (const width of [390, 768]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await pageOverflow(page), `${width}px`).toBe(0);
    expect(await axeViolations(page), `${width}px`).toEqual([]);
  }

  // E-mails: Ada one per milestone (and the delay notice); Bayo only the delay notice (milestones off).
  await waitForMail(ada.email, /At the Lagos hub/);
  await waitForMail(bayo.email, /delayed/);
  const adaMail = newMailTo(ada.email, before);
  for (const subject of [/Departed origin/, /held in customs/, /delayed/, /At the Lagos hub/]) {
    expect(
      adaMail.filter((m) => subject.test(m.subject)),
      `Ada: ${subject}`,
    ).toHaveLength(1);
  }
  expect(adaMail).toHaveLength(4);
  expect(mailText(adaMail.find((m) => /held in customs/.test(m.subject))!.raw)).toContain("Documentation");
  expect(newMailTo(bayo.email, before).map((m) => m.subject)).toEqual([expect.stringMatching(/delayed/)]);

  // The customer's portal and the public tracking page show the milestones with the reason.
  await loginCustomerByApi(page, ada);
  await page.goto(`/user/my-shipments/shipment/${adaRequest.shipment.id}`);
  for (const text of ["Departed origin", "In customs", "Documentation", "At the Lagos hub"]) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await page.goto(`/track-package/${adaRequest.shipment.tracking_number}`);
  for (const text of ["Departed origin", "In customs", "Documentation", "At the Lagos hub"]) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  expect(masterId).toBeGreaterThan(0);
  await adaApi.dispose();
  await bayoApi.dispose();
});
