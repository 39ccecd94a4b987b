import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { insertCustomer, insertShipment, insertStatusHistory } from "../../db/factories/index.js";
import { shipments, trackingEvents } from "../../db/schema.js";

/**
 * The lookup's answers are cached in the process; every write that changes what tracking shows (the shipment, its
 * status history, its tracking events), made by any code path, is on the very next lookup, in whatever case the
 * number is typed (the database's triggers notify the cache). The two-process proof on PostgreSQL is
 * test/tracking-two-processes.test.ts.
 */
let t: TestApp;
let shipmentId: number;
const NUMBER = "SWGCACHE1";

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await insertCustomer(t.app.db, { email_address: "cache@example.com" });
  const shipment = await insertShipment(t.app.db, owner, { tracking_number: NUMBER, shipment_status: "Pending" });
  shipmentId = shipment.id;
});

const visitor = { "x-forwarded-for": "198.51.100.9" };
async function lookup(typed = NUMBER) {
  const res = await client(t.app).get(`/api/track/${typed}`, visitor);
  expect(res.status).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  return res.body;
}
/** Twice in both cases: the second answer of each comes from the cache. */
async function warm() {
  for (const typed of [NUMBER, NUMBER.toLowerCase(), NUMBER, NUMBER.toLowerCase()]) await lookup(typed);
}

describe("tracking answers cached in the process", () => {
  it("shows a status written straight to the shipments table on the next lookup, in either case", async () => {
    await warm();
    await t.app.db.update(shipments).set({ shipment_status: "In Transit" }).where(eq(shipments.id, shipmentId));
    expect((await lookup()).shipment_status).toBe("In Transit");
    expect((await lookup(NUMBER.toLowerCase())).shipment_status).toBe("In Transit");
  });

  it("shows a new status history entry and a new or hidden tracking event on the next lookup", async () => {
    await warm();
    await insertStatusHistory(t.app.db, [{ shipment_id: shipmentId, shipment_status: "In Transit" }]);
    expect((await lookup()).history).toHaveLength(1);

    await warm();
    const [event] = await t.app.db
      .insert(trackingEvents)
      .values({
        shipment_id: shipmentId,
        kind: "milestone",
        milestone: "departed_origin",
        source: "staff",
        occurred_at: new Date(),
      })
      .returning();
    expect((await lookup(NUMBER.toLowerCase())).events).toHaveLength(1);

    await warm();
    await t.app.db.update(trackingEvents).set({ visible: false }).where(eq(trackingEvents.id, event!.id));
    expect((await lookup()).events).toHaveLength(0);
  });

  it("keeps the per-client limit on answers from the cache", async () => {
    await warm();
    const from = { "x-forwarded-for": "198.51.100.77" };
    let limited = 0;
    for (let i = 0; i < 61; i++) {
      if ((await client(t.app).get(`/api/track/${NUMBER}`, from)).status === 429) limited += 1;
    }
    expect(limited).toBe(1);
  });
});
