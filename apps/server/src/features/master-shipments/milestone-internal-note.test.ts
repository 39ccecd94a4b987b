import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { insertMasterWithShipments } from "../../db/factories/masters.js";
import { channelMessages, trackingEvents } from "../../db/schema.js";

/**
 * A master's milestone carries a public message (`note`: customers' tracking, portal, notices) and an internal note
 * (`internal_note`: staff only). The internal note never leaves the master's log for staff.
 */
const { app } = await buildTestApp();
const staff = client(app, (await signInAdmin(app, "worker")).token);
const INTERNAL = "Broker says duty underpaid by GBP 40, chase the consignee";
const PUBLIC = "Cleared by customs, on the next flight to Lagos";

async function masterOfOneCustomer() {
  const customer = await signUpCustomer(app);
  const made = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [1], customers: [customer.user] });
  return { ...made, customer, shipment: made.linked[0]!.shipment };
}

describe("a milestone's internal note and public message", () => {
  it("the internal note never reaches the tracking page, the portal or the notices; the public message does", async () => {
    const { master, customer, shipment } = await masterOfOneCustomer();
    const posted = await staff.post(`/api/admin/master-shipments/${master.id}/updates`, {
      kind: "milestone",
      milestone: "in_customs",
      customs_reason: "documentation",
      note: PUBLIC,
      internal_note: INTERNAL,
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.update).toMatchObject({ note: PUBLIC, internal_note: INTERNAL });

    // Staff see both on the master's log.
    const detail = await staff.get(`/api/admin/master-shipments/${master.id}`);
    expect(JSON.stringify(detail.body)).toContain(INTERNAL);

    // The shipment's tracking events carry the public message only.
    const events = await app.db
      .select()
      .from(trackingEvents)
      .where(inArray(trackingEvents.shipment_id, [shipment.id]));
    expect(events.map((e) => e.note)).toEqual([PUBLIC]);
    expect(JSON.stringify(events)).not.toContain(INTERNAL);

    const tracking = await client(app).get(`/api/track/${shipment.tracking_number}`);
    expect(tracking.status).toBe(200);
    expect(JSON.stringify(tracking.body)).toContain(PUBLIC);
    expect(JSON.stringify(tracking.body)).not.toContain(INTERNAL);

    const portal = await client(app, customer.token).get(`/api/shipments/${shipment.id}`);
    expect(portal.status).toBe(200);
    expect(JSON.stringify(portal.body)).not.toContain(INTERNAL);
    const list = await client(app, customer.token).get("/api/shipments");
    expect(JSON.stringify(list.body)).not.toContain(INTERNAL);

    const mails = await mailsTo(app, customer.email);
    expect(mails.length).toBeGreaterThan(0);
    const mailText = JSON.stringify(mails);
    expect(mailText).toContain(PUBLIC);
    expect(mailText).not.toContain(INTERNAL);
    const texts = await app.db.select().from(channelMessages);
    expect(JSON.stringify(texts)).not.toContain(INTERNAL);
  });

  it("a delay notice keeps its reason public and its internal note for staff", async () => {
    const { master, customer, shipment } = await masterOfOneCustomer();
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const posted = await staff.post(`/api/admin/master-shipments/${master.id}/updates`, {
      kind: "delay",
      note: "The flight was cancelled by the airline",
      new_expected_date: later,
      internal_note: INTERNAL,
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const tracking = await client(app).get(`/api/track/${shipment.tracking_number}`);
    expect(JSON.stringify(tracking.body)).toContain("The flight was cancelled by the airline");
    expect(JSON.stringify(tracking.body)).not.toContain(INTERNAL);
    expect(JSON.stringify(await mailsTo(app, customer.email))).not.toContain(INTERNAL);
  });

  it("an internal note with a right-to-left override is refused naming the field", async () => {
    const { master } = await masterOfOneCustomer();
    const res = await staff.post(`/api/admin/master-shipments/${master.id}/updates`, {
      kind: "milestone",
      milestone: "departed_origin",
      internal_note: "fine\u202Eenif",
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ internal_note: "Internal note contains invisible or control characters" });
  });
});
