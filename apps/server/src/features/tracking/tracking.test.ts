import { TRACKING_NOT_FOUND, TRACKING_NUMBER_TOO_LONG, trackingResultSchema } from "@app/shared/tracking/tracking";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { insertCustomer, insertShipment, insertStatusHistory } from "../../db/factories/index.js";
import { trackingEvents } from "../../db/schema.js";
import { TRACKING_RATE_LIMIT } from "./tracking.routes.js";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const owner = await insertCustomer(db, { email_address: "ada@example.com" });
  const base = {
    delivery_address: "1 Marina, Lagos",
    shipping_cost: "120.00",
    currency: "USD ($)" as const,
    weight: "4.50",
    country: "USA" as const,
  };
  const moving = await insertShipment(db, owner, {
    ...base,
    tracking_number: "SWG4821ABC",
    shipment_status: "In Transit",
    payment_status: "Paid",
    warehouse_arrival_date: "2025-03-01",
    shipment_date: "2025-03-04",
    estimated_delivery_date: "2025-03-20",
    updated_at: new Date("2025-03-04T09:30:00Z"),
  });
  const fresh = await insertShipment(db, owner, {
    ...base,
    tracking_number: "SWG100XYZ",
    warehouse_arrival_date: "2025-04-01",
    shipment_date: "2025-04-02",
    estimated_delivery_date: "2025-04-30",
  });
  await insertStatusHistory(db, [
    { shipment_id: moving.id, shipment_status: "Pending", created_at: new Date("2025-03-01T08:00:00Z") },
    { shipment_id: moving.id, shipment_status: "In Transit", created_at: new Date("2025-03-04T09:30:00Z") },
    { shipment_id: moving.id, shipment_status: "Available", created_at: new Date("2025-03-02T12:00:00Z") },
    // Another shipment's history must not leak into the answer.
    { shipment_id: fresh.id, shipment_status: "Cancelled", created_at: new Date("2025-04-03T08:00:00Z") },
  ]);
  const event = { shipment_id: moving.id, source: "master" as const };
  await db.insert(trackingEvents).values([
    {
      ...event,
      kind: "milestone",
      milestone: "departed_origin",
      place: "Houston, TX",
      occurred_at: new Date("2025-03-04T10:00:00Z"),
    },
    {
      ...event,
      kind: "milestone",
      milestone: "in_customs",
      customs_reason: "duties_unpaid",
      place: "Lagos",
      note: "Pay the duty notice to release it",
      occurred_at: new Date("2025-03-08T07:15:00Z"),
    },
    {
      ...event,
      kind: "delay",
      note: "Flight rescheduled",
      new_expected_date: "2025-03-25",
      occurred_at: new Date("2025-03-06T16:00:00Z"),
    },
    // Staff-only events and other shipments' events never show.
    {
      ...event,
      kind: "milestone",
      milestone: "released",
      visible: false,
      occurred_at: new Date("2025-03-09T08:00:00Z"),
    },
    {
      shipment_id: fresh.id,
      source: "staff",
      kind: "milestone",
      milestone: "delivered",
      occurred_at: new Date("2025-04-05T08:00:00Z"),
    },
  ]);
});

describe("GET /api/track/:id", () => {
  it("answers the tracking fields, the history and the visible events newest first", async () => {
    const res = await client(t.app).get("/api/track/SWG4821ABC");
    expect(res.status).toBe(200);
    expect(trackingResultSchema.strict().parse(res.body)).toEqual({
      tracking_number: "SWG4821ABC",
      warehouse_arrival_date: "2025-03-01",
      shipment_status: "In Transit",
      shipment_date: "2025-03-04",
      payment_status: "Paid",
      estimated_delivery_date: "2025-03-20",
      updated_at: "2025-03-04T09:30:00.000Z",
      history: [
        { shipment_status: "In Transit", created_at: "2025-03-04T09:30:00.000Z" },
        { shipment_status: "Available", created_at: "2025-03-02T12:00:00.000Z" },
        { shipment_status: "Pending", created_at: "2025-03-01T08:00:00.000Z" },
      ],
      events: [
        {
          kind: "milestone",
          milestone: "in_customs",
          milestone_label: "In customs",
          customs_reason: "duties_unpaid",
          customs_reason_label: "Duties unpaid",
          place: "Lagos",
          note: "Pay the duty notice to release it",
          new_expected_date: null,
          occurred_at: "2025-03-08T07:15:00.000Z",
        },
        {
          kind: "delay",
          milestone: null,
          milestone_label: null,
          customs_reason: null,
          customs_reason_label: null,
          place: null,
          note: "Flight rescheduled",
          new_expected_date: "2025-03-25",
          occurred_at: "2025-03-06T16:00:00.000Z",
        },
        {
          kind: "milestone",
          milestone: "departed_origin",
          milestone_label: "Departed origin",
          customs_reason: null,
          customs_reason_label: null,
          place: "Houston, TX",
          note: null,
          new_expected_date: null,
          occurred_at: "2025-03-04T10:00:00.000Z",
        },
      ],
    });
    expect(res.headers["cache-control"]).toBe("no-store");
    // Nothing private: no e-mail, address, cost or owner.
    expect(JSON.stringify(res.body)).not.toMatch(/ada@example\.com|Marina|120\.00|user_id/);
  });

  it("matches whatever case was typed, and ignores surrounding spaces", async () => {
    const lower = await client(t.app).get("/api/track/swg4821abc");
    expect(lower.status).toBe(200);
    expect(lower.body.tracking_number).toBe("SWG4821ABC");
    const spaced = await client(t.app).get(`/api/track/${encodeURIComponent("  SwG100xyz ")}`);
    expect(spaced.status).toBe(200);
    expect(spaced.body).toMatchObject({
      tracking_number: "SWG100XYZ",
      shipment_status: "Pending",
      payment_status: "Pending",
    });
    expect(spaced.body.history).toEqual([{ shipment_status: "Cancelled", created_at: "2025-04-03T08:00:00.000Z" }]);
    expect(spaced.body.events).toMatchObject([{ milestone: "delivered", milestone_label: "Delivered" }]);
  });

  it("answers 404 with the spec's message for an unknown number", async () => {
    const res = await client(t.app).get("/api/track/NOPE123XYZ");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: TRACKING_NOT_FOUND });
  });

  it("answers a pasted 3,000-character number with a message a person can act on", async () => {
    const res = await client(t.app).get(`/api/track/${"A".repeat(3000)}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(TRACKING_NUMBER_TOO_LONG);
  });

  it("limits each client to the configured rate", async () => {
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    for (let i = 0; i < TRACKING_RATE_LIMIT.max; i++) {
      const ok = await client(t.app).get("/api/track/SWG4821ABC", from("203.0.113.7"));
      expect(ok.status).toBe(200);
      // One process's count is not the client's budget behind several: only a refusal tells it.
      expect(ok.headers["x-ratelimit-remaining"]).toBeUndefined();
    }
    const limited = await client(t.app).get("/api/track/SWG4821ABC", from("203.0.113.7"));
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe("Too many requests. Please wait a moment and try again.");
    expect(limited.headers["x-ratelimit-limit"]).toBe(String(TRACKING_RATE_LIMIT.max));
    expect(limited.headers["x-ratelimit-remaining"]).toBe("0");
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // An IPv6 client is counted by its /64 network, as the shared limits count it: a new address is no way round.
    for (let i = 0; i < TRACKING_RATE_LIMIT.max; i++) {
      await client(t.app).get("/api/track/SWG4821ABC", from(`2001:db8:1:2::${(i + 1).toString(16)}`));
    }
    expect((await client(t.app).get("/api/track/SWG4821ABC", from("2001:db8:1:2::ffff"))).status).toBe(429);
    // Another client is not affected.
    expect((await client(t.app).get("/api/track/SWG4821ABC", from("203.0.113.8"))).status).toBe(200);
  });
});
