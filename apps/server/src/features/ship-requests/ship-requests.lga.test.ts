// The door's LGA comes from the official list of its state (packages/shared/src/ship-requests/lgas.ts), checked by
// the same shared schema the form uses; values typed before the list keep being shown as they were.
import { readFileSync } from "node:fs";
import { LGA_NOT_LISTED, LGAS_BY_STATE, listedLga } from "@app/shared/ship-requests/lgas";
import { NIGERIAN_STATES } from "@app/shared/ship-requests/ship-requests";
import { SAMPLE_SHIP_REQUEST_FORM } from "@app/shared/ship-requests/sample";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { packages, shipRequests } from "../../db/schema.js";

const { app } = await buildTestApp();

async function parcel(userId: number) {
  const [row] = await app.db
    .insert(packages)
    .values({
      user_id: userId,
      status: "received",
      warehouse: "Guangzhou",
      description: "Parcel",
      weight_grams: 1500,
      length_mm: 300,
      width_mm: 200,
      height_mm: 150,
      received_at: new Date(),
    })
    .returning();
  return row!;
}

const form = (packageId: number, over: Record<string, unknown>) => ({
  ...SAMPLE_SHIP_REQUEST_FORM,
  package_ids: [packageId],
  items: [{ description: "Men's leather shoes", quantity: 1, unit_value: "45", currency: "CNY" }],
  ...over,
});

const requestsOf = (userId: number) => app.db.select().from(shipRequests).where(eq(shipRequests.user_id, userId));

describe("the LGA of a door delivery", () => {
  it("lists all 774 LGAs of the 36 states and the FCT, none twice in a state", () => {
    expect(Object.keys(LGAS_BY_STATE)).toEqual([...NIGERIAN_STATES]);
    expect(Object.values(LGAS_BY_STATE).reduce((n, list) => n + list.length, 0)).toBe(774);
    for (const list of Object.values(LGAS_BY_STATE)) expect(new Set(list).size).toBe(list.length);
    expect(LGAS_BY_STATE.Lagos).toHaveLength(20);
    expect(LGAS_BY_STATE.Kano).toHaveLength(44);
    expect(LGAS_BY_STATE["FCT (Abuja)"]).toContain("Bwari");
  });

  describe("refuses an LGA that is not on the chosen state's list: 400 naming the field, nothing stored", async () => {
    const { token, user } = await signUpCustomer(app);
    const mine = await parcel(user.id);
    const cases: [string, Record<string, unknown>][] = [
      ["an LGA of another state", { state: "Kano", lga: "Eti-Osa" }],
      ["a typo", { state: "Lagos", lga: "Eti Osaa" }],
      ["another spelling than the list's", { state: "Lagos", lga: "eti osa" }],
      ["free text", { state: "Lagos", lga: "Lekki Phase 1" }],
    ];
    for (const [name, over] of cases) {
      it(name, async () => {
        const res = await client(app, token).post("/api/ship-requests", form(mine.id, over));
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.fields.lga).toBe(LGA_NOT_LISTED);
        expect(await requestsOf(user.id)).toEqual([]);
      });
    }
  });

  it("takes an LGA of the chosen state's list, and ignores the LGA for an office pickup", async () => {
    const { token, user } = await signUpCustomer(app);
    const abuja = await client(app, token).post(
      "/api/ship-requests",
      form((await parcel(user.id)).id, { state: "FCT (Abuja)", lga: "Bwari", city: "Kubwa" }),
    );
    expect(abuja.status, JSON.stringify(abuja.body)).toBe(201);
    expect(abuja.body.ship_request).toMatchObject({ state: "FCT (Abuja)", lga: "Bwari" });
    const office = await client(app, token).post(
      "/api/ship-requests",
      form((await parcel(user.id)).id, { delivery: "office_pickup", office: "yaba", state: "Kano", lga: "Eti-Osa" }),
    );
    expect(office.status, JSON.stringify(office.body)).toBe(201);
    expect(office.body.ship_request).toMatchObject({ delivery: "office_pickup", lga: null, state: null });
  });

  it("keeps showing an LGA typed before the list exactly as it was stored", async () => {
    const { token, user } = await signUpCustomer(app);
    const created = await client(app, token).post("/api/ship-requests", form((await parcel(user.id)).id, {}));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.ship_request.id as number;
    await app.db.update(shipRequests).set({ lga: "Lekki Phase 1" }).where(eq(shipRequests.id, id));
    const detail = await client(app, token).get(`/api/ship-requests/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.ship_request).toMatchObject({ state: "Lagos", lga: "Lekki Phase 1" });
  });

  it("migration 0042 gives typed values the listed spelling where they read the same, and keeps the others", async () => {
    const { token, user } = await signUpCustomer(app);
    const typed = ["eti osa", "ETI-OSA LGA", "lagos  mainland", "Lekki Phase 1", "Ikeja"];
    const ids: number[] = [];
    for (const _ of typed) {
      const res = await client(app, token).post("/api/ship-requests", form((await parcel(user.id)).id, {}));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.ship_request.id);
    }
    for (const [i, lga] of typed.entries()) {
      await app.db.update(shipRequests).set({ lga }).where(eq(shipRequests.id, ids[i]!));
    }
    const migration = readFileSync(new URL("../../../drizzle/0042_listed_lgas.sql", import.meta.url), "utf8");
    await app.db.execute(sql.raw(migration));
    const rows = await app.db.select().from(shipRequests).where(inArray(shipRequests.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r.lga]));
    const expected = ["Eti-Osa", "Eti-Osa", "Lagos Mainland", "Lekki Phase 1", "Ikeja"];
    expect(ids.map((id) => byId.get(id))).toEqual(expected);
    // The shared helper reads them the same way as the migration.
    expect(typed.map((t) => listedLga("Lagos", t) ?? t)).toEqual(expected);
  });
});
