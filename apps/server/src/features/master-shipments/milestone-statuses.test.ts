import { MILESTONE_LABELS, MILESTONE_STATUS, MILESTONES } from "@app/shared/core/milestones";
import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { insertMasterWithShipments } from "../../db/factories/masters.js";
import { auditLog, shipmentStatusHistory, shipments } from "../../db/schema.js";

/** Issue 31: each milestone sets the status of its row in MILESTONE_STATUS (decision 0033); staff may override. */
const { app } = await buildTestApp();
const worker = await signInAdmin(app, "worker");
const staff = client(app, worker.token);

const milestone = (masterId: number, name: string) =>
  staff.post(`/api/admin/master-shipments/${masterId}/updates`, {
    kind: "milestone",
    milestone: name,
    ...(name === "in_customs" ? { customs_reason: "inspection" } : {}),
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
