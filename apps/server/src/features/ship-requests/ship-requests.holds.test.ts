import { SHIP_REQUEST_TEXTS } from "@app/shared/ship-requests/ship-requests";
import { SAMPLE_SHIP_REQUEST_FORM } from "@app/shared/ship-requests/sample";
import { asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { createPackage } from "../../db/factories/index.js";
import { packageStatusHistory, packages, shipRequests } from "../../db/schema.js";

/**
 * What staff decided about a parcel outlives a customer's ship request (decision 0130): a parcel on hold cannot be
 * put in one, and cancelling a request gives each parcel back the status it had before it.
 */
const { app } = await buildTestApp();
const staff = client(app, (await signInAdmin(app, "worker")).token);
const customer = await signUpCustomer(app);
const mine = client(app, customer.token);
const owner = { id: customer.user.id };

const form = (package_ids: number[]) => ({
  ...SAMPLE_SHIP_REQUEST_FORM,
  package_ids,
  items: [{ description: "Men's leather shoes", quantity: 1, unit_value: "45.50", currency: "USD", hs_code: "" }],
});
const statusesOf = async (ids: number[]) =>
  (await app.db.select().from(packages).where(inArray(packages.id, ids)).orderBy(asc(packages.id))).map(
    (p) => p.status,
  );
const lastHistoryOf = async (id: number) =>
  (
    await app.db
      .select()
      .from(packageStatusHistory)
      .where(eq(packageStatusHistory.package_id, id))
      .orderBy(asc(packageStatusHistory.id))
  ).at(-1);

describe("staff's holds and ship requests", () => {
  it("refuses a parcel staff put on hold, naming it and why; nothing is stored and the hold stays", async () => {
    const held = await createPackage(app.db, { owner });
    const free = await createPackage(app.db, { owner });
    const hold = await staff.put(`/api/admin/packages/${held.id}/status`, {
      status: "on_hold",
      note: "Held: suspected lithium battery",
    });
    expect(hold.status).toBe(200);

    const res = await mine.post("/api/ship-requests", form([free.id, held.id]));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.fields).toEqual({ package_ids: SHIP_REQUEST_TEXTS.onHold(held.package_code) });
    expect(res.body.fields.package_ids).toContain(held.package_code);
    expect(await app.db.select().from(shipRequests).where(eq(shipRequests.user_id, customer.user.id))).toEqual([]);
    expect(await statusesOf([held.id, free.id])).toEqual(["on_hold", "received"]);

    // Released by staff, it may be shipped.
    expect((await staff.put(`/api/admin/packages/${held.id}/status`, { status: "received" })).status).toBe(200);
    const taken = await mine.post("/api/ship-requests", form([free.id, held.id]));
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect((await mine.post(`/api/ship-requests/${taken.body.ship_request.id}/cancel`)).status).toBe(200);
  });

  it("cancelling gives each parcel back its status before the request: staff's ready to ship stays", async () => {
    const ready = await createPackage(app.db, { owner });
    const received = await createPackage(app.db, { owner });
    expect((await staff.put(`/api/admin/packages/${ready.id}/status`, { status: "ready_to_ship" })).status).toBe(200);

    const created = await mine.post("/api/ship-requests", form([ready.id, received.id]));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.ship_request.id;
    expect(await statusesOf([ready.id, received.id])).toEqual(["ready_to_ship", "ready_to_ship"]);

    expect((await mine.post(`/api/ship-requests/${id}/cancel`)).status).toBe(200);
    expect(await statusesOf([ready.id, received.id])).toEqual(["ready_to_ship", "received"]);
    expect(await lastHistoryOf(ready.id)).toMatchObject({
      status: "ready_to_ship",
      note: `Ship request #${id} cancelled`,
    });
    expect(await lastHistoryOf(received.id)).toMatchObject({
      status: "received",
      note: `Ship request #${id} cancelled`,
    });
  });
});
