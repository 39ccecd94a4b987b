import { MILESTONE_LABELS, MILESTONE_STATUS, MILESTONES } from "@app/shared/core/milestones";
import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { multipartBody } from "../../../test/multipart.js";
import { insertMasterWithShipments } from "../../db/factories/masters.js";
import { auditLog, masterShipments, shipmentStatusHistory, shipments, trackingEvents } from "../../db/schema.js";

/** Issue 31: each milestone sets the status of its row in MILESTONE_STATUS (decision 0033); staff may override. */
const { app } = await buildTestApp();
const worker = await signInAdmin(app, "worker");
const staff = client(app, worker.token);

const milestone = (masterId: number, name: string, extra: Record<string, unknown> = {}) =>
  staff.post(`/api/admin/master-shipments/${masterId}/updates`, {
    kind: "milestone",
    milestone: name,
    ...(name === "in_customs" ? { customs_reason: "inspection" } : {}),
    ...extra,
  });

const statusesOf = async (ids: number[]) =>
  (await app.db.select().from(shipments).where(inArray(shipments.id, ids)).orderBy(asc(shipments.id))).map(
    (s) => s.shipment_status,
  );

const statusAudits = (id: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, "shipment"), eq(auditLog.entity_id, id), eq(auditLog.field, "shipment_status")))
    .orderBy(asc(auditLog.id));

describe("milestones drive shipment statuses", () => {
  it("the table: at the Lagos hub or out for delivery a shipment is Available, no longer In Transit", () => {
    expect(MILESTONE_STATUS).toEqual({
      departed_origin: "In Transit",
      arrived_destination: "In Transit",
      in_customs: "In Transit",
      released: "In Transit",
      at_lagos_hub: "Available",
      out_for_delivery: "Available",
      ready_for_pickup: "Available",
      delivered: "Delivered",
    });
  });

  it("'At the Lagos hub' moves every shipment on the master to Available, with history and an audit naming the milestone", async () => {
    const { master, linked } = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [2, 1] });
    const ids = linked.map((l) => l.shipment.id).sort((a, b) => a - b);
    expect((await milestone(master.id, "departed_origin")).status).toBe(201);
    expect(await statusesOf(ids)).toEqual(["In Transit", "In Transit", "In Transit"]);

    const res = await milestone(master.id, "at_lagos_hub");
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await statusesOf(ids)).toEqual(["Available", "Available", "Available"]);

    const history = await app.db
      .select()
      .from(shipmentStatusHistory)
      .where(eq(shipmentStatusHistory.shipment_id, ids[0]!))
      .orderBy(asc(shipmentStatusHistory.id));
    expect(history.map((h) => h.shipment_status).slice(-2)).toEqual(["In Transit", "Available"]);
    const audits = await statusAudits(ids[0]!);
    expect(audits.at(-1)).toMatchObject({
      actor_id: worker.admin.id,
      old_value: "In Transit",
      new_value: "Available",
      cause: `master shipment ${master.reference} reported 'At the Lagos hub'`,
    });

    // The public tracking page says so too.
    const track = await client(app).get(`/api/track/${linked[0]!.shipment.tracking_number}`);
    expect(track.status).toBe(200);
    expect(track.body.shipment_status).toBe("Available");
  });

  it("every milestone sets its table row's status (posted in order on one master)", async () => {
    const { master, linked } = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [1] });
    const id = linked[0]!.shipment.id;
    for (const name of MILESTONES) {
      const res = await milestone(master.id, name);
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(await statusesOf([id]), MILESTONE_LABELS[name]).toEqual([MILESTONE_STATUS[name]]);
    }
  });

  it("staff can still override the status by hand, audited as theirs; a cancelled shipment is left alone", async () => {
    const { master, linked } = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [2] });
    const [kept, cancelled] = linked.map((l) => l.shipment);
    await app.db.update(shipments).set({ shipment_status: "Cancelled" }).where(eq(shipments.id, cancelled!.id));
    expect((await milestone(master.id, "out_for_delivery")).status).toBe(201);
    expect(await statusesOf([kept!.id])).toEqual(["Available"]);
    expect(await statusesOf([cancelled!.id])).toEqual(["Cancelled"]);

    const manager = await signInAdmin(app, "manager");
    const override = await client(app, manager.token).put("/api/shipment/shipment-status", {
      tracking_number: kept!.tracking_number,
      shipment_status: "In Transit",
    });
    expect(override.status, JSON.stringify(override.body)).toBe(200);
    expect(override.body.shipment.shipment_status).toBe("In Transit");
    expect((await statusAudits(kept!.id)).at(-1)).toMatchObject({
      actor_kind: "admin",
      actor_id: manager.admin.id,
      old_value: "Available",
      new_value: "In Transit",
      cause: null,
    });

    // The next milestone sets its status again, audited with the milestone as the cause.
    expect((await milestone(master.id, "delivered")).status).toBe(201);
    expect(await statusesOf([kept!.id])).toEqual(["Delivered"]);
    expect((await statusAudits(kept!.id)).at(-1)).toMatchObject({
      old_value: "In Transit",
      new_value: "Delivered",
      cause: `master shipment ${master.reference} reported 'Delivered'`,
    });
  });
});

describe("a milestone entered late, dated before the master's latest (decision 0134)", () => {
  const historyOf = (ids: number[]) =>
    app.db.select().from(shipmentStatusHistory).where(inArray(shipmentStatusHistory.shipment_id, ids));
  const eventsOf = (ids: number[]) =>
    app.db.select().from(trackingEvents).where(inArray(trackingEvents.shipment_id, ids));
  const masterRow = async (id: number) =>
    (await app.db.select().from(masterShipments).where(eq(masterShipments.id, id)))[0]!;

  it("only goes on the timeline: statuses, the last milestone, its movement and every customer's notices stay", async () => {
    const { master, customers, linked } = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [2, 1] });
    const ids = linked.map((l) => l.shipment.id).sort((a, b) => a - b);
    expect((await milestone(master.id, "delivered")).status).toBe(201);
    expect(await statusesOf(ids)).toEqual(Array(3).fill("Delivered"));
    const before = await masterRow(master.id);
    const historyBefore = (await historyOf(ids)).length;
    const mailsBefore = await Promise.all(customers.map(async (c) => (await mailsTo(app, c.email_address)).length));

    const earlier = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const late = await milestone(master.id, "arrived_destination", { occurred_at: earlier });
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    expect(late.body.update).toMatchObject({ shipments_count: 3, notified_count: 0, opted_out_count: 0 });
    expect(late.body.master).toMatchObject({ last_milestone: "delivered", stage: "delivered" });

    // On every shipment's timeline, at its time, below 'Delivered'...
    const events = await eventsOf(ids);
    expect(events.filter((e) => e.milestone === "arrived_destination").map((e) => e.occurred_at.toISOString())).toEqual(
      Array(3).fill(earlier),
    );
    const track = await client(app).get(`/api/track/${linked[0]!.shipment.tracking_number}`);
    expect(track.body.shipment_status).toBe("Delivered");
    // ...and nothing else: no status moved back, no history, nobody e-mailed old news, the master did not move.
    expect(await statusesOf(ids)).toEqual(Array(3).fill("Delivered"));
    expect(await historyOf(ids)).toHaveLength(historyBefore);
    const mailsAfter = await Promise.all(customers.map(async (c) => (await mailsTo(app, c.email_address)).length));
    expect(mailsAfter).toEqual(mailsBefore);
    const after = await masterRow(master.id);
    expect(after.last_milestone).toBe("delivered");
    expect(after.last_moved_at).toEqual(before.last_moved_at);
    // A delay is still refused: the goods were delivered.
    const delay = await staff.post(`/api/admin/master-shipments/${master.id}/updates`, {
      kind: "delay",
      note: "Weather",
      new_expected_date: "2036-12-09",
    });
    expect(delay.status).toBe(409);
    const detail = await staff.get(`/api/admin/master-shipments/${master.id}`);
    expect(detail.body.audit[0].summary).toContain("Arrived at destination");
    expect(detail.body.audit[0].summary).toContain("on the timeline only");

    // A correction posted now (decision 0033), with its time or without, still says where the goods are.
    const now = await milestone(master.id, "out_for_delivery", { occurred_at: new Date().toISOString() });
    expect(now.body.master.last_milestone).toBe("out_for_delivery");
    expect(await statusesOf(ids)).toEqual(Array(3).fill("Available"));
    expect((await milestone(master.id, "in_customs")).body.master.last_milestone).toBe("in_customs");
    expect(await statusesOf(ids)).toEqual(Array(3).fill("In Transit"));
  });
});

describe("a shipment delivered with its proof recorded (decision 0134)", () => {
  it("stays Delivered: a later milestone of its master gives it no status, no event and its customer no notice", async () => {
    const { master, customers, linked } = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [1, 1] });
    const [handed, travelling] = linked.map((l) => l.shipment);
    expect((await milestone(master.id, "at_lagos_hub")).status).toBe(201);
    const proof = multipartBody({
      delivered_at: new Date(Date.now() - 3_600_000).toISOString(),
      received_by: "Chinedu (brother)",
      delivery_code: "4821",
    });
    const recorded = await staff.post(
      `/api/admin/shipments/${handed!.id}/proof-of-delivery`,
      proof.body,
      proof.headers,
    );
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    expect(await statusesOf([handed!.id])).toEqual(["Delivered"]);
    const mailsBefore = (await mailsTo(app, customers[0]!.email_address)).length;
    const eventsBefore = await app.db.select().from(trackingEvents).where(eq(trackingEvents.shipment_id, handed!.id));
    const historyBefore = await app.db
      .select()
      .from(shipmentStatusHistory)
      .where(eq(shipmentStatusHistory.shipment_id, handed!.id));
    // Staff see before posting that only the other customer will be told.
    const detail = await staff.get(`/api/admin/master-shipments/${master.id}`);
    expect(detail.body.audience.milestones.notified).toBe(1);

    const released = await milestone(master.id, "released");
    expect(released.status, JSON.stringify(released.body)).toBe(201);
    expect(released.body.update).toMatchObject({ shipments_count: 1, notified_count: 1 });
    expect(await statusesOf([handed!.id, travelling!.id])).toEqual(["Delivered", "In Transit"]);
    const track = await client(app).get(`/api/track/${handed!.tracking_number}`);
    expect(track.body.shipment_status).toBe("Delivered");
    expect(await app.db.select().from(trackingEvents).where(eq(trackingEvents.shipment_id, handed!.id))).toEqual(
      eventsBefore,
    );
    expect(
      await app.db.select().from(shipmentStatusHistory).where(eq(shipmentStatusHistory.shipment_id, handed!.id)),
    ).toEqual(historyBefore);
    expect(await mailsTo(app, customers[0]!.email_address)).toHaveLength(mailsBefore);
    expect((await mailsTo(app, customers[1]!.email_address))[0]!.subject).toContain("Released by customs");

    // Nor does the master's own 'Delivered' tell its customer again.
    expect((await milestone(master.id, "delivered")).body.update.shipments_count).toBe(1);
    expect(await mailsTo(app, customers[0]!.email_address)).toHaveLength(mailsBefore);
  });
});
