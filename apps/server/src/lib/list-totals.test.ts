// Staff list totals: exact up to LIST_EXACT_TOTAL matches, above it the planner's estimate flagged `estimated`
// (the web then says "about N"). A tiny limit (3) stands in for the default 10,000. A list found above the limit keeps
// its estimate for ABOVE_LIMIT_TTL_MS (lib/list.ts) instead of being counted again on every request.
import { eq, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signInAdmin } from "../../test/admins.js";
import { buildTestApp } from "../../test/build-app.js";
import { client } from "../../test/http.js";
import {
  insertCustomer,
  insertProcurement,
  insertShipment,
  insertTicket,
  uniqueSuffix,
} from "../db/factories/index.js";
import type { DbOrTx } from "../db/client.js";
import { procurements, tickets } from "../db/schema.js";
import { ABOVE_LIMIT_TTL_MS, REFRESH_MS, remember, remembered } from "./list-totals.js";

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

describe("a list's verdict when it runs out", () => {
  afterEach(() => vi.restoreAllMocks());
  const at = (ms: number) => vi.spyOn(Date, "now").mockReturnValue(ms);

  it("is asked again by one caller; the others keep the old estimate meanwhile, at most REFRESH_MS", () => {
    const db = {} as DbOrTx;
    at(1_000_000);
    remember(db, "invoices paid", 49_413, true);
    at(1_000_000 + ABOVE_LIMIT_TTL_MS - 1);
    expect(remembered(db, "invoices paid")).toEqual({ total: 49_413, estimated: true });

    at(1_000_000 + ABOVE_LIMIT_TTL_MS + 1);
    expect(remembered(db, "invoices paid"), "the first caller asks again").toBeUndefined();
    for (let i = 0; i < 5; i++) {
      expect(remembered(db, "invoices paid"), "the others meanwhile").toEqual({ total: 49_413, estimated: true });
    }
    // The first caller never answered: after REFRESH_MS the next one asks.
    at(1_000_000 + ABOVE_LIMIT_TTL_MS + 1 + REFRESH_MS);
    expect(remembered(db, "invoices paid")).toBeUndefined();
    expect(remembered(db, "invoices paid")).toEqual({ total: 49_413, estimated: true });
    // Its answer ("count it": the list shrank) holds for everyone at once.
    remember(db, "invoices paid", 12, false);
    expect(remembered(db, "invoices paid")).toEqual({ total: 12, estimated: false });
  });

  it("a list that shrank under the limit is counted exactly again once its estimate has run out", async () => {
    const path = "/api/procurement?status=rejected";
    for (let i = 0; i <= LIMIT; i++) await insertProcurement(app.db, few.id, { status: "rejected" });
    expect((await asOwner.get(path)).body.pagination).toMatchObject({ estimated: true });
    await app.db.delete(procurements).where(eq(procurements.status, "rejected"));
    await insertProcurement(app.db, few.id, { status: "rejected" });
    const later = Date.now() + ABOVE_LIMIT_TTL_MS + 1;
    at(later);
    const recounted = (await asOwner.get(path)).body.pagination;
    expect(recounted.total).toBe(1);
    expect(recounted.estimated).toBeUndefined();
    // Remembered as "count it": still exact on the next request, and the one after a change.
    await insertProcurement(app.db, few.id, { status: "rejected" });
    expect((await asOwner.get(path)).body.pagination).toMatchObject({ total: 2 });
  });

  it("a list counted under the limit is remembered as 'count it': the next request does not ask the planner", async () => {
    const dialect = new PgDialect();
    const execute = vi.spyOn(app.db, "execute");
    const plannerAsked = () =>
      execute.mock.calls.filter(([query]) => dialect.sqlToQuery(query as SQL).sql.startsWith("explain")).length;
    // Past every verdict the tests above left, so each list is asked afresh (the first caller after expiry).
    at(Date.now() + ABOVE_LIMIT_TTL_MS + REFRESH_MS + 1);
    // A list through listSource (tickets) and the shipments list's own query: each counted under the limit.
    for (const path of ["/api/ticket?status=closed", "/api/shipment?status=Delivered"]) {
      const before = plannerAsked();
      const first = (await asOwner.get(path)).body.pagination;
      expect(first.estimated, path).toBeUndefined();
      expect(plannerAsked() - before, `${path}: asked once`).toBe(1);
      const next = (await asOwner.get(path)).body.pagination;
      expect(next.total, path).toBe(first.total);
      expect(plannerAsked() - before, `${path}: not asked again`).toBe(1);
    }
  });

  it("a list no verdict is known of (a server just started) is asked once, however many requests come at once", async () => {
    const dialect = new PgDialect();
    const execute = vi.spyOn(app.db, "execute");
    const plannerAsked = () =>
      execute.mock.calls.filter(([query]) => dialect.sqlToQuery(query as SQL).sql.startsWith("explain")).length;
    // Lists no test above asked for: through listSource (pickups) and the shipments list's own query.
    for (const path of ["/api/pickup?status=processing", "/api/shipment?status=In%20Transit"]) {
      const before = plannerAsked();
      const answers = await Promise.all(Array.from({ length: 6 }, () => asOwner.get(path)));
      expect(
        answers.map((a) => a.status),
        path,
      ).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((a) => a.body.pagination.total)).size, `${path}: one total`).toBe(1);
      expect(plannerAsked() - before, `${path}: asked once`).toBe(1);
    }
  });
});
