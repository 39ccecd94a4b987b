import { DELAY_DATE_PAST, OCCURRED_IN_FUTURE, OCCURRED_TOO_EARLY } from "@app/shared/master-shipments/staff";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { insertMasterWithShipments } from "../../db/factories/masters.js";
import {
  auditLog,
  mailOutbox,
  notificationPreferences,
  shipmentStatusHistory,
  shipRequests,
  shipments,
  trackingEvents,
} from "../../db/schema.js";

const { app } = await buildTestApp();
const worker = await signInAdmin(app, "worker");
const staff = client(app, worker.token);

const post = (masterId: number, body: Record<string, unknown>) =>
  staff.post(`/api/admin/master-shipments/${masterId}/updates`, body);

/** A master carrying 3 shipments of the first customer and one each of two more; the third turned milestones off. */
async function loadedMaster() {
  const made = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [3, 1, 1] });
  await app.db
    .insert(notificationPreferences)
    .values({ customer_id: made.customers[2]!.id, kind: "milestones", channel: "email", enabled: false });
  return { ...made, shipmentIds: made.linked.map((l) => l.shipment.id) };
}

/** The statuses of the master's ship requests. */
const requestStatusesOf = async (linked: ReadonlyArray<{ request: { id: number } }>) =>
  (
    await app.db
      .select({ status: shipRequests.status })
      .from(shipRequests)
      .where(
        inArray(
          shipRequests.id,
          linked.map((l) => l.request.id),
        ),
      )
  ).map((r) => r.status);

const eventsOf = (shipmentIds: number[]) =>
  app.db.select().from(trackingEvents).where(inArray(trackingEvents.shipment_id, shipmentIds));

describe("a milestone on a master shipment", () => {
  it("ships the paid requests on the first milestone posted, even when 'Departed origin' was skipped", async () => {
    const { master, linked } = await loadedMaster();
    const res = await post(master.id, { kind: "milestone", milestone: "arrived_destination" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await requestStatusesOf(linked)).toEqual(Array(5).fill("shipped"));
  });

  it("records an event on every linked shipment, derives statuses, ships the requests and e-mails each customer once", async () => {
    const { master, customers, linked, shipmentIds } = await loadedMaster();
    // Before posting, staff see who each kind of update will reach: the third customer turned milestones off.
    const detail = await staff.get(`/api/admin/master-shipments/${master.id}`);
    expect(detail.body.audience).toEqual({
      milestones: { notified: 2, opted_out: 1 },
      delays: { notified: 3, opted_out: 0 },
    });
    const res = await post(master.id, {
      kind: "milestone",
      milestone: "departed_origin",
      place: "Houston (IAH)",
      note: "Flight TK34",
      occurred_at: "2026-11-01T22:10:00Z",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.update).toMatchObject({
      kind: "milestone",
      milestone: "departed_origin",
      shipments_count: 5,
      notified_count: 2,
      opted_out_count: 1,
      occurred_at: "2026-11-01T22:10:00.000Z",
      created_by: "Sam workerson",
    });
    expect(res.body.master).toMatchObject({ last_milestone: "departed_origin", stage: "in_transit" });

    const events = await eventsOf(shipmentIds);
    expect(events).toHaveLength(5);
    expect(new Set(events.map((e) => e.shipment_id))).toEqual(new Set(shipmentIds));
    expect(events[0]).toMatchObject({
      kind: "milestone",
      milestone: "departed_origin",
      place: "Houston (IAH)",
      note: "Flight TK34",
      source: "master",
      visible: true,
      master_update_id: res.body.update.id,
    });

    const rows = await app.db.select().from(shipments).where(inArray(shipments.id, shipmentIds));
    expect(rows.map((r) => r.shipment_status)).toEqual(Array(5).fill("In Transit"));
    const history = await app.db
      .select()
      .from(shipmentStatusHistory)
      .where(inArray(shipmentStatusHistory.shipment_id, shipmentIds));
    expect(history.map((h) => h.shipment_status)).toEqual(Array(5).fill("In Transit"));
    expect(await requestStatusesOf(linked)).toEqual(Array(5).fill("shipped"));
    const statusAudit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "shipment"), eq(auditLog.entity_id, shipmentIds[0]!)));
    expect(statusAudit.map((a) => a.cause)).toContain(`master shipment ${master.reference} reported 'Departed origin'`);

    // One e-mail per customer listing all their shipments; none for the customer who turned milestones off.
    const [first, second, quiet] = customers;
    const firstMails = await mailsTo(app, first!.email_address);
    expect(firstMails).toHaveLength(1);
    expect(firstMails[0]!.subject).toBe("Your 3 shipments: Departed origin");
    for (const l of linked.slice(0, 3)) expect(firstMails[0]!.text_body).toContain(l.shipment.tracking_number);
    expect(firstMails[0]!.text_body).toContain("Place: Houston (IAH)");
    // When it happened, in Lagos time: 22:10 UTC on 1 November is 23:10 in Lagos.
    expect(firstMails[0]!.text_body).toContain("When: 1 Nov 2026, 23:10 (Lagos time)");
    expect(firstMails[0]!.text_body).toContain("/unsubscribe?token=");
    const secondMails = await mailsTo(app, second!.email_address);
    expect(secondMails.map((m) => m.subject)).toEqual([
      `Your shipment ${linked[3]!.shipment.tracking_number}: Departed origin`,
    ]);
    expect(secondMails[0]!.text_body).toContain(`/track-package/${linked[3]!.shipment.tracking_number}`);
    expect(await mailsTo(app, quiet!.email_address)).toHaveLength(0);
    expect(events.filter((e) => e.shipment_id === linked[4]!.shipment.id)).toHaveLength(1);

    // The same milestone again is refused; staff may then post milestones in any order.
    const again = await post(master.id, { kind: "milestone", milestone: "departed_origin" });
    expect(again.status).toBe(409);
    expect(again.body.error).toContain("is already at 'Departed origin'");
    expect(await eventsOf(shipmentIds)).toHaveLength(5);
  });

  it("holds in customs with its reason, then ready for pickup (Available) and delivered, and a correction back", async () => {
    const { master, customers, shipmentIds } = await loadedMaster();
    const customs = await post(master.id, { kind: "milestone", milestone: "in_customs", customs_reason: "inspection" });
    expect(customs.status, JSON.stringify(customs.body)).toBe(201);
    expect(customs.body.master.stage).toBe("arrived");
    const [mail] = await mailsTo(app, customers[0]!.email_address);
    expect(mail!.subject).toBe("Your 3 shipments are held in customs (inspection)");
    expect(mail!.text_body).toContain("Customs reason: Inspection");
    const noReason = await post(master.id, { kind: "milestone", milestone: "in_customs" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields.customs_reason).toBe("Choose why it is held in customs");

    const status = async () =>
      (await app.db.select().from(shipments).where(inArray(shipments.id, shipmentIds))).map((s) => s.shipment_status);
    expect((await post(master.id, { kind: "milestone", milestone: "ready_for_pickup" })).status).toBe(201);
    expect(await status()).toEqual(Array(5).fill("Available"));
    expect((await post(master.id, { kind: "milestone", milestone: "delivered" })).status).toBe(201);
    expect(await status()).toEqual(Array(5).fill("Delivered"));
    // A correction: the master is back out for delivery, so its shipments are Available again (MILESTONE_STATUS).
    expect((await post(master.id, { kind: "milestone", milestone: "out_for_delivery" })).status).toBe(201);
    expect(await status()).toEqual(Array(5).fill("Available"));
    const history = await app.db
      .select()
      .from(shipmentStatusHistory)
      .where(eq(shipmentStatusHistory.shipment_id, shipmentIds[0]!));
    // Pending → In Transit (customs) → Available → Delivered → Available: history only where it changed.
    expect(history.map((h) => h.shipment_status)).toEqual(["In Transit", "Available", "Delivered", "Available"]);
    expect(await eventsOf([shipmentIds[0]!])).toHaveLength(4);

    const detail = await staff.get(`/api/admin/master-shipments/${master.id}`);
    expect(detail.body.updates.map((u: { milestone: string }) => u.milestone)).toEqual([
      "out_for_delivery",
      "delivered",
      "ready_for_pickup",
      "in_customs",
    ]);
    expect(detail.body.audit.map((a: { summary: string }) => a.summary)).toContain(
      "Milestone changed from Delivered to Out for delivery",
    );
  });
});

describe("a delay notice", () => {
  it("moves the expected dates, records a delay event and sends a 'delays' notice (milestones opt-out does not apply)", async () => {
    const { master, customers, shipmentIds } = await loadedMaster();
    await app.db
      .insert(notificationPreferences)
      .values({ customer_id: customers[1]!.id, kind: "delays", channel: "email", enabled: false });
    const res = await post(master.id, {
      kind: "delay",
      note: "The flight was cancelled by the airline",
      new_expected_date: "2026-12-09",
      place: "Istanbul (IST)",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.update).toMatchObject({
      kind: "delay",
      new_expected_date: "2026-12-09",
      notified_count: 2,
      opted_out_count: 1,
    });
    expect(res.body.master).toMatchObject({ expected_arrival_date: "2026-12-09", last_milestone: null });

    const rows = await app.db.select().from(shipments).where(inArray(shipments.id, shipmentIds));
    expect(rows.map((r) => r.estimated_delivery_date)).toEqual(Array(5).fill("2026-12-09"));
    expect(rows.map((r) => r.shipment_status)).toEqual(Array(5).fill("Pending"));
    const events = await eventsOf(shipmentIds);
    expect(events.map((e) => [e.kind, e.new_expected_date, e.note])).toEqual(
      Array(5).fill(["delay", "2026-12-09", "The flight was cancelled by the airline"]),
    );

    const [mail] = await mailsTo(app, customers[0]!.email_address);
    expect(mail!.subject).toBe("Your 3 shipments are delayed");
    expect(mail!.text_body).toContain("Reason for the delay: The flight was cancelled by the airline");
    expect(mail!.text_body).toContain("New expected date: 9 Dec 2026");
    expect(await mailsTo(app, customers[1]!.email_address)).toHaveLength(0);
    // The third customer turned off milestones, not delays.
    expect(await mailsTo(app, customers[2]!.email_address)).toHaveLength(1);
    const all = await app.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Your 3 shipments are delayed"));
    expect(all.length).toBeGreaterThanOrEqual(1);
  });

  it("is refused once the master is delivered (409, nothing stored or sent), and skips a delivered shipment", async () => {
    const { master, customers, linked, shipmentIds } = await loadedMaster();
    expect(
      (await post(master.id, { kind: "milestone", milestone: "in_customs", customs_reason: "inspection" })).status,
    ).toBe(201);
    // One shipment was delivered by hand (proof of delivery): a delay of the others does not give it a new date.
    const handed = linked[3]!.shipment.id;
    await app.db.update(shipments).set({ shipment_status: "Delivered" }).where(eq(shipments.id, handed));
    const delay = { kind: "delay", note: "Flight cancelled", new_expected_date: "2036-12-09" };
    const delayed = await post(master.id, delay);
    expect(delayed.status).toBe(201);
    // Nor a delay event on its tracking (or a notice to its customer): the other four get one.
    expect(delayed.body.update.shipments_count).toBe(4);
    expect((await eventsOf([handed])).map((e) => e.kind)).not.toContain("delay");
    const dates = async () =>
      new Map(
        (await app.db.select().from(shipments).where(inArray(shipments.id, shipmentIds))).map((r) => [
          r.id,
          r.estimated_delivery_date,
        ]),
      );
    expect((await dates()).get(handed)).not.toBe("2036-12-09");
    expect((await dates()).get(shipmentIds[0]!)).toBe("2036-12-09");

    expect((await post(master.id, { kind: "milestone", milestone: "delivered" })).status).toBe(201);
    const mailsBefore = (await mailsTo(app, customers[0]!.email_address)).length;
    const before = await dates();
    const refused = await post(master.id, { ...delay, new_expected_date: "2036-12-24" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `${master.reference} has been delivered: a delay notice can no longer be posted. If 'Delivered' was a mistake, post the right milestone first.`,
    );
    expect(await dates()).toEqual(before);
    expect(await mailsTo(app, customers[0]!.email_address)).toHaveLength(mailsBefore);
    const detail = await staff.get(`/api/admin/master-shipments/${master.id}`);
    expect(detail.body.master.expected_arrival_date).toBe("2036-12-09");
  });

  it("answers 404 for a master that does not exist", async () => {
    const res = await post(999_999, { kind: "delay", note: "Weather", new_expected_date: "2026-12-09" });
    expect(res.status).toBe(404);
  });
});

describe("bad updates store nothing", () => {
  it("refuses a delay whose new date is over, an unknown milestone, a customs reason without 'In customs' and a time to come", async () => {
    const { master, shipmentIds } = await loadedMaster();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ kind: "delay", note: "Weather", new_expected_date: "2020-01-01" }, "new_expected_date", DELAY_DATE_PAST],
      [{ kind: "milestone", milestone: "teleported" }, "milestone", "Choose a milestone"],
      [
        { kind: "milestone", milestone: "departed_origin", customs_reason: "inspection" },
        "customs_reason",
        "A customs reason goes only with 'In customs'",
      ],
      [{ kind: "milestone", milestone: "in_customs" }, "customs_reason", "Choose why it is held in customs"],
      [
        { kind: "milestone", milestone: "departed_origin", occurred_at: "2036-11-24T10:00" },
        "occurred_at",
        OCCURRED_IN_FUTURE,
      ],
      // A year PostgreSQL has no such time for (there is no year 0) answered 500.
      [
        { kind: "milestone", milestone: "departed_origin", occurred_at: "0000-01-01T10:00:00Z" },
        "occurred_at",
        OCCURRED_TOO_EARLY,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(master.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields[field]).toBe(message);
    }
    expect(await eventsOf(shipmentIds)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const ok = await post(master.id, { kind: "delay", note: "Weather", new_expected_date: today });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it("a time with 'Z' or an offset is exact: an hour ahead is refused, a clock a minute or two fast is not", async () => {
    const { master, customers, shipmentIds } = await loadedMaster();
    const inAnHour = Date.now() + 3_600_000;
    // The same instant written in Lagos time (UTC+1).
    const lagos = `${new Date(inAnHour + 3_600_000).toISOString().slice(0, 19)}+01:00`;
    for (const occurred_at of [new Date(inAnHour).toISOString(), lagos]) {
      const res = await post(master.id, { kind: "milestone", milestone: "departed_origin", occurred_at });
      expect(res.status, occurred_at).toBe(400);
      expect(res.body.fields.occurred_at).toBe(OCCURRED_IN_FUTURE);
    }
    expect(await eventsOf(shipmentIds)).toEqual([]);
    expect(await mailsTo(app, customers[0]!.email_address)).toHaveLength(0);

    const skewed = new Date(Date.now() + 2 * 60_000).toISOString();
    const departed = await post(master.id, { kind: "milestone", milestone: "departed_origin", occurred_at: skewed });
    expect(departed.status, JSON.stringify(departed.body)).toBe(201);
    // A time typed without an offset may be read in another zone than the typist's: it keeps its 14 hours.
    const local = new Date(Date.now() + 2 * 3_600_000).toISOString().slice(0, 16);
    const arrived = await post(master.id, { kind: "milestone", milestone: "arrived_destination", occurred_at: local });
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(201);
  });
});

describe("a cancelled shipment left on a master", () => {
  it("gets no tracking event and its customer no notice; the others do", async () => {
    const { master, customers, linked, shipmentIds } = await loadedMaster();
    const cancelled = linked[3]!.shipment.id;
    await app.db.update(shipments).set({ shipment_status: "Cancelled" }).where(eq(shipments.id, cancelled));
    const res = await post(master.id, { kind: "milestone", milestone: "departed_origin" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.update).toMatchObject({ shipments_count: 4, notified_count: 1 });
    const events = await eventsOf(shipmentIds);
    expect(events.map((e) => e.shipment_id).sort()).toEqual(shipmentIds.filter((id) => id !== cancelled).sort());
    expect(await mailsTo(app, customers[1]!.email_address)).toHaveLength(0);
    expect(await mailsTo(app, customers[0]!.email_address)).toHaveLength(1);
    const [row] = await app.db.select().from(shipments).where(eq(shipments.id, cancelled));
    expect(row!.shipment_status).toBe("Cancelled");
  });
});
