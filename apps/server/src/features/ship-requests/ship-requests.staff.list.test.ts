import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { createShipRequest, insertCustomer, insertDemoRateCards } from "../../db/factories/index.js";
import { contextOf } from "../../lib/service-context.js";

const { app } = await buildTestApp();
const ctx = contextOf(app);
await insertDemoRateCards(app.db, "2026-01-01");
const owner = await signInAdmin(app, "owner");
const worker = await signInAdmin(app, "worker");

const oneParcel = [{ weight_grams: 900, length_mm: 250, width_mm: 200, height_mm: 100 }];
const list = async (query: string) => client(app, worker.token).get(`/api/admin/ship-requests?${query}`);
const ids = (body: { ship_requests: { id: number }[] }) => body.ship_requests.map((r) => r.id);

describe("the packing table's list: pages and search", () => {
  it("pages each tab 20 at a time, newest first, with the exact total", async () => {
    const customer = await insertCustomer(app.db, { firstname: "Pagina", lastname: "Tester" });
    const made: number[] = [];
    for (let i = 0; i < 23; i++) {
      const { shipRequest } = await createShipRequest(ctx, { customer, staff: owner.admin, parcels: oneParcel });
      made.push(shipRequest.id);
    }
    const q = encodeURIComponent(customer.email_address);
    const first = await list(`status=submitted&q=${q}`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.pagination).toEqual({ page: 1, pageSize: 20, total: 23, totalPages: 2 });
    expect(ids(first.body)).toEqual(made.slice(3).reverse());
    const second = await list(`status=submitted&q=${q}&page=2`);
    expect(ids(second.body)).toEqual(made.slice(0, 3).reverse());
    // None of them under another tab.
    expect((await list(`status=packed&q=${q}`)).body.pagination.total).toBe(0);
  });

  it("finds a request by its number or its customer's name, e-mail or suite, within the tab", async () => {
    const ada = await insertCustomer(app.db, { firstname: "Adaeze", lastname: "Nwosu-Search" });
    const other = await insertCustomer(app.db, { firstname: "Bola", lastname: "Other" });
    const waiting = await createShipRequest(ctx, { customer: ada, staff: owner.admin, parcels: oneParcel });
    const packed = await createShipRequest(ctx, {
      customer: ada,
      staff: owner.admin,
      parcels: oneParcel,
      status: "packed",
    });
    const theirs = await createShipRequest(ctx, { customer: other, staff: owner.admin, parcels: oneParcel });

    const found = async (status: string, q: string) =>
      ids((await list(`status=${status}&q=${encodeURIComponent(q)}`)).body);
    expect(await found("submitted", `#${waiting.shipRequest.id}`)).toEqual([waiting.shipRequest.id]);
    expect(await found("submitted", String(theirs.shipRequest.id))).toEqual([theirs.shipRequest.id]);
    expect(await found("submitted", "adaeze nwosu")).toEqual([waiting.shipRequest.id]);
    expect(await found("submitted", ada.email_address.toUpperCase())).toEqual([waiting.shipRequest.id]);
    expect(await found("submitted", ada.suite_number)).toEqual([waiting.shipRequest.id]);
    expect(await found("packed", "Nwosu-Search")).toEqual([packed.shipRequest.id]);
    expect(await found("packed", `#${waiting.shipRequest.id}`)).toEqual([]);
    expect(await found("submitted", "nobody-by-this-name")).toEqual([]);
    // A short number is the request's number, not part of another customer's name, e-mail, phone or suite.
    const shortId = String(waiting.shipRequest.id);
    expect(shortId.length).toBeLessThanOrEqual(3);
    const lookalike = await insertCustomer(app.db, {
      firstname: `Holds${shortId}`,
      lastname: `Name${shortId}`,
      email_address: `holds-${shortId}-in-email@example.com`,
      number: `0801${shortId}999`,
      suite_number: `SU${shortId}X`,
    });
    await createShipRequest(ctx, { customer: lookalike, staff: owner.admin, parcels: oneParcel });
    expect(await found("submitted", `#${shortId}`)).toEqual([waiting.shipRequest.id]);
    expect(await found("submitted", shortId)).toEqual([waiting.shipRequest.id]);
    // Without a status: every tab.
    const all = (await list(`q=${encodeURIComponent(ada.email_address)}`)).body;
    expect(all.pagination.total).toBe(2);
    expect(ids(all).sort()).toEqual([waiting.shipRequest.id, packed.shipRequest.id].sort());
  });

  it("refuses a search text too long or with control characters, and an unknown status", async () => {
    const long = await list(`q=${"x".repeat(201)}`);
    expect(long.status).toBe(400);
    expect(long.body.error).toBe("Search text can be at most 200 characters.");
    expect((await list("q=a%00b")).status).toBe(400);
    expect((await list("status=lost")).status).toBe(400);
  });
});
