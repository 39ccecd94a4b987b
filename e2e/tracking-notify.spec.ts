import type { APIRequestContext } from "@playwright/test";
import { TRACKING_NOTIFY_TEXTS } from "../packages/shared/src/tracking/notify";
import { expect, test } from "./support/fixtures";
import { mailText, sentMail, waitForMail } from "./support/mail";
import { openPublicPage } from "./support/public-site";
import { signUpCustomer } from "./support/records";
import { axeViolations, pageOverflow } from "./support/screen-checks";
import { paidShipRequest } from "./support/ship-requests";
import { ownerHeaders } from "./support/staff";
import { asNewVisitor } from "./support/visitor";

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A customer's paid ship request on a new master shipment, made through the API as the desk, the portal form, the
 * packing table, the sandbox's payment and the master's load do it. Answers the master and the shipment's number.
 */
async function shipmentOnMaster(request: APIRequestContext, headers: Record<string, string>) {
  const customer = await signUpCustomer(request, { prefix: "notify-owner" });
  // The login's cookie makes `request` the customer's too (staff calls carry the owner's bearer header).
  const login = await request.post("/api/users/login", {
    headers: asNewVisitor(),
    data: { email_address: customer.email, password: customer.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  // A London parcel's invoice is in pounds, paid in naira at the rate in force (decision 0044): publish one. No other
  // file on this server pays a GBP invoice.
  const rate = await request.post("/api/admin/exchange-rates", { headers, data: { currency: "GBP", rate: "2051.3" } });
  expect(rate.status(), await rate.text()).toBe(201);
  const { shipRequestId, shipment } = await paidShipRequest(
    request,
    { request, headers },
    { description: "Football boots", weightKg: "1.3", warehouse: "Brixton" },
  );

  const opened = await request.post("/api/admin/master-shipments", {
    headers,
    data: {
      mode: "air",
      carrier: "British Airways World Cargo",
      transport_document: `125-${Date.now().toString().slice(-8)}`,
      origin: "Brixton",
      destination: "Lagos",
    },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const master = (await opened.json()) as { id: number };
  const loaded = await request.post(`/api/admin/master-shipments/${master.id}/shipments`, {
    headers,
    data: { ship_request_ids: [shipRequestId] },
  });
  expect(loaded.status(), await loaded.text()).toBe(200);
  return { masterId: master.id, trackingNumber: shipment.tracking_number, ownerEmail: customer.email };
}

const linkIn = (raw: string, path: string) => {
  const match = new RegExp(`https?://[^\\s"<>]+(${path}\\?token=[A-Za-z0-9_.-]+)`).exec(mailText(raw));
  expect(match, `a ${path} link in the e-mail`).toBeTruthy();
  return match![1]!;
};

test("Notify me at 390 px: confirmed by the e-mailed link, the visitor gets the master's milestone with its reason; the unsubscribe link stops the next", async ({
  page,
  request,
}) => {
  const headers = await ownerHeaders(request);
  const { masterId, trackingNumber, ownerEmail } = await shipmentOnMaster(request, headers);
  const visitor = `follower-${Date.now().toString(36)}@example.com`;
  const postMilestone = async (data: Record<string, string>) => {
    const res = await request.post(`/api/admin/master-shipments/${masterId}/updates`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
  };

  // The visitor opens the public tracking page and asks to be notified.
  await openPublicPage(page, `/track-package/${trackingNumber}`);
  const notify = page.getByRole("form", { name: "Notify me" });
  await notify.getByLabel("Email address").fill("not an address");
  await notify.getByRole("button", { name: "Notify me" }).click();
  await expect(notify.getByRole("alert")).toHaveText("Invalid email address");
  await notify.getByLabel("Email address").fill(visitor);
  await notify.getByRole("button", { name: "Notify me" }).click();
  await expect(notify.getByRole("status")).toHaveText(TRACKING_NOTIFY_TEXTS.subscribed);
  expect(await pageOverflow(page), "no sideways scroll at 390 px").toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  // Nothing reaches an unconfirmed address: staff post the departure first.
  await postMilestone({ kind: "milestone", milestone: "departed_origin", place: "London Heathrow" });
  await waitForMail(ownerEmail, /Departed origin/);

  // The confirmation e-mail's link confirms.
  const confirmation = await waitForMail(visitor, new RegExp(TRACKING_NOTIFY_TEXTS.confirmSubject));
  expect(mailText(confirmation.raw)).toContain(trackingNumber);
  await openPublicPage(page, linkIn(confirmation.raw, "/track-package/confirm"));
  // Pressed by keyboard: the button goes with the form, and its focus goes to what replaced it (WCAG 2.4.3).
  await page.getByRole("button", { name: "Confirm my e-mail" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /./ })).toHaveText(TRACKING_NOTIFY_TEXTS.confirmed);
  await expect(page.getByRole("status").filter({ hasText: /./ })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  expect(sentMail().filter((m) => m.to.includes(visitor))).toHaveLength(1);

  // Staff post a milestone on the master holding the shipment: the visitor gets it, with its reason.
  await postMilestone({ kind: "milestone", milestone: "in_customs", customs_reason: "inspection", place: "Lagos" });
  const milestone = await waitForMail(visitor, new RegExp(`${trackingNumber}.*customs`, "i"));
  const body = mailText(milestone.raw);
  expect(body).toContain("In customs");
  expect(body).toContain("Inspection");

  // The page's timeline shows both milestones, newest first, with the reason; the status stays a spec status.
  await page.getByRole("link", { name: `Track ${trackingNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/track-package/${trackingNumber}$`));
  const timeline = page.getByRole("list", { name: "Tracking history" }).getByRole("listitem");
  await expect(timeline.first()).toContainText("In customs");
  await expect(timeline.first()).toContainText("Reason: Inspection");
  await expect(timeline.first()).toContainText("Lagos");
  await expect(timeline.filter({ hasText: "Departed origin" })).toContainText("London Heathrow");
  await expect(timeline.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expect(page.locator("dt", { hasText: "Shipment Status" }).locator("xpath=following-sibling::dd[1]")).toHaveText(
    "In Transit",
  );
  expect(await pageOverflow(page), "no sideways scroll at 390 px").toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  // The unsubscribe link of that e-mail stops the next one.
  await openPublicPage(page, linkIn(milestone.raw, "/track-package/unsubscribe"));
  // Opening the link alone changes nothing (a mail scanner may open it); the button does.
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: /./ })).toHaveText(TRACKING_NOTIFY_TEXTS.unsubscribed);
  await expect(page.getByRole("status").filter({ hasText: /./ })).toBeFocused();
  await postMilestone({ kind: "milestone", milestone: "released", place: "Lagos" });
  await waitForMail(ownerEmail, /Released by customs/);
  // The owner's e-mail and the visitor's are queued in one transaction: once the owner's is out, any visitor's is.
  await page.waitForTimeout(2000);
  expect(sentMail().filter((m) => m.to.includes(visitor) && /Released/i.test(m.subject))).toEqual([]);
  expect(sentMail().filter((m) => m.to.includes(visitor))).toHaveLength(2);
});
