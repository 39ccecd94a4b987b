// Staff list totals: exact up to LIST_EXACT_TOTAL matches, above it the planner's estimate flagged `estimated`
// (the web then says "about N"). A tiny limit (3) stands in for the default 10,000. A list found above the limit keeps
// its estimate for ABOVE_LIMIT_TTL_MS (lib/list.ts) instead of being counted again on every request.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../test/admins.js";
import { buildTestApp } from "../../test/build-app.js";
import { client } from "../../test/http.js";
import { insertCustomer, insertShipment, insertTicket, uniqueSuffix } from "../db/factories/index.js";
import { tickets } from "../db/schema.js";

const LIMIT = 3;
const { app } = await buildTestApp({ LIST_EXACT_TOTAL: String(LIMIT) });
const owner = await signInAdmin(app, "owner");
const asOwner = client(app, owner.token);

const mark = uniqueSuffix().toLowerCase();
const many = await insertCustomer(app.db, { email_address: `many-${mark}@example.com`, firstname: `Many${mark}` });
const few = await insertCustomer(app.db, { email_address: `few-${mark}@example.com`, firstname: `Few${mark}` });
for (let i = 0; i < LIMIT + 3; i++) {
  await insertShipment(app.db, many);
  await insertTicket(app.db, many.id, { status: "open" });
}
for (let i = 0; i < LIMIT; i++) {
  await insertShipment(app.db, few);
  await insertTicket(app.db, few.id, { status: "closed" });
}
await app.db.execute("analyze");

describe("staff list totals above and below the exact limit", () => {
  it("counts exactly up to the limit: no estimate flag", async () => {
    const shipmentsRes = await asOwner.get(`/api/shipment?q=${encodeURIComponent(few.email_address)}`);
    expect(shipmentsRes.status).toBe(200);
    expect(shipmentsRes.body.pagination).toMatchObject({ total: LIMIT, totalPages: 1 });
    expect(shipmentsRes.body.pagination.estimated).toBeUndefined();
    const ticketsRes = await asOwner.get("/api/ticket?status=closed");
    expect(ticketsRes.status).toBe(200);
    expect(ticketsRes.body.pagination.total).toBe(LIMIT);
    expect(ticketsRes.body.pagination.estimated).toBeUndefined();
  });

  it("answers an estimate above the limit, flagged, never below the limit + 1, with the page still full", async () => {
    const shipmentsRes = await asOwner.get(`/api/shipment?pageSize=2&q=${encodeURIComponent(many.email_address)}`);
    expect(shipmentsRes.status).toBe(200);
    expect(shipmentsRes.body.shipments).toHaveLength(2);
    expect(shipmentsRes.body.pagination.estimated).toBe(true);
    expect(shipmentsRes.body.pagination.total).toBeGreaterThanOrEqual(LIMIT + 1);

    const unfiltered = await asOwner.get("/api/shipment?pageSize=2");
    expect(unfiltered.body.pagination.estimated).toBe(true);
    expect(unfiltered.body.pagination.total).toBeGreaterThanOrEqual(LIMIT + 1);

    const ticketsRes = await asOwner.get("/api/ticket?status=open&pageSize=2");
    expect(ticketsRes.status).toBe(200);
    expect(ticketsRes.body.tickets).toHaveLength(2);
    expect(ticketsRes.body.pagination).toMatchObject({ estimated: true });
    expect(ticketsRes.body.pagination.total).toBeGreaterThanOrEqual(LIMIT + 1);
    expect(ticketsRes.body.pagination.totalPages).toBe(Math.ceil(ticketsRes.body.pagination.total / 2));
  });

  it("recounts a list at or under the limit on every request; one found above it keeps its estimate a while", async () => {
    const path = "/api/ticket?status=answered";
    const totalOf = async () => (await asOwner.get(path)).body.pagination;
    expect(await totalOf()).toMatchObject({ total: 0 });
    for (let n = 1; n <= LIMIT; n++) {
      await insertTicket(app.db, few.id, { status: "answered" });
      const pagination = await totalOf();
      expect(pagination.total).toBe(n);
      expect(pagination.estimated).toBeUndefined();
    }
    await insertTicket(app.db, few.id, { status: "answered" });
    expect(await totalOf()).toMatchObject({ estimated: true });
    // Back under the limit within ABOVE_LIMIT_TTL_MS: still the (flagged) estimate, not a count per request.
    await app.db.delete(tickets).where(eq(tickets.status, "answered"));
    const remembered = await totalOf();
    expect(remembered.estimated).toBe(true);
    expect(remembered.total).toBeGreaterThan(LIMIT);
  });

  it("every big staff list answers its page with a total (exact or flagged) through the capped count", async () => {
    for (const path of [
      "/api/admin/customers",
      "/api/invoice",
      "/api/pickup",
      "/api/procurement",
      "/api/admin/packages",
      "/api/admin/ship-requests",
      "/api/admin/master-shipments",
    ]) {
      const res = await asOwner.get(path);
      expect(res.status, path).toBe(200);
      const { total, estimated } = res.body.pagination;
      if (estimated) expect(total, path).toBeGreaterThan(LIMIT);
      else expect(total, path).toBeLessThanOrEqual(LIMIT);
    }
  });
});
