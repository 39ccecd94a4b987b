import { shipmentDetailResponseSchema } from "@app/shared/shipments/shipments";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertShipment, insertStatusHistory } from "../../db/factories/index.js";
import { trackingEvents } from "../../db/schema.js";

const { app } = await buildTestApp();

describe("the portal's shipment timeline", () => {
  it("answers the owner's status history and visible events newest first; another customer gets 404 and no timeline", async () => {
    const owner = await signUpCustomer(app);
    const stranger = await signUpCustomer(app);
    const shipment = await insertShipment(app.db, owner.user, { shipment_status: "In Transit" });
    const theirs = await insertShipment(app.db, stranger.user);
    await insertStatusHistory(app.db, [
      { shipment_id: shipment.id, shipment_status: "Pending", created_at: new Date("2026-01-05T08:00:00Z") },
      { shipment_id: shipment.id, shipment_status: "In Transit", created_at: new Date("2026-01-06T09:00:00Z") },
    ]);
    await app.db.insert(trackingEvents).values([
      {
        shipment_id: shipment.id,
        source: "master",
        kind: "milestone",
        milestone: "in_customs",
        customs_reason: "inspection",
        place: "Lagos",
        occurred_at: new Date("2026-01-09T10:00:00Z"),
      },
      {
        shipment_id: shipment.id,
        source: "staff",
        kind: "milestone",
        milestone: "released",
        visible: false,
        occurred_at: new Date("2026-01-10T10:00:00Z"),
      },
      {
        shipment_id: theirs.id,
        source: "staff",
        kind: "milestone",
        milestone: "delivered",
        occurred_at: new Date("2026-01-11T10:00:00Z"),
      },
    ]);

    const detail = await client(app, owner.token).get(`/api/shipments/${shipment.id}`);
    expect(detail.status).toBe(200);
    const body = shipmentDetailResponseSchema.strict().parse(detail.body);
    expect(body.history).toEqual([
      { shipment_status: "In Transit", created_at: "2026-01-06T09:00:00.000Z" },
      { shipment_status: "Pending", created_at: "2026-01-05T08:00:00.000Z" },
    ]);
    expect(body.events).toEqual([
      {
        kind: "milestone",
        milestone: "in_customs",
        milestone_label: "In customs",
        customs_reason: "inspection",
        customs_reason_label: "Inspection",
        place: "Lagos",
        note: null,
        new_expected_date: null,
        occurred_at: "2026-01-09T10:00:00.000Z",
      },
    ]);

    const other = await client(app, stranger.token).get(`/api/shipments/${shipment.id}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: "Shipment not found." });
    const own = await client(app, stranger.token).get(`/api/shipments/${theirs.id}`);
    expect(own.body.events.map((e: { milestone: string }) => e.milestone)).toEqual(["delivered"]);
    expect(own.body.history).toEqual([]);
  });
});
