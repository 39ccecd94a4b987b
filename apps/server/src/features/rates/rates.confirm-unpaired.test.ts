import type { RateCardTerms } from "@app/shared/rates/rates";
import { formValuesOf } from "@app/shared/rates/staff";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { DEMO_RATE_CARDS, insertDemoRateCards } from "../../db/factories/index.js";
import { rateCards } from "../../db/schema.js";

/**
 * Decision 0124: a new version whose rates do not pair with the one in force by name (other bracket limits, another
 * pricing kind, unit or currency) still asks for the confirmation of decision 0053 — the freight each charges is
 * compared at sample weights, and a change of currency is always confirmed.
 */
const { app } = await buildTestApp();
await insertDemoRateCards(app.db, "2020-01-01");
const manager = client(app, (await signInAdmin(app, "manager")).token);
const countCards = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(rateCards))[0]!.n;
const demo = (origin: string, service: RateCardTerms["service"]) =>
  DEMO_RATE_CARDS.find((c) => c.origin === origin && c.service === service)!;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const post = (terms: RateCardTerms, validFrom = inDays(0)) =>
  manager.post("/api/admin/rates", formValuesOf(terms, validFrom));
const express = demo("Brixton", "air_express");

describe("rate card versions whose prices do not pair by name", () => {
  it("Brixton air express at 2.5 times the rates: asked with the same limits and with limits 5.001 and 20.001", async () => {
    const before = await countCards();
    const times = (limits: [number, number]) => ({
      ...express,
      pricing: {
        kind: "brackets" as const,
        brackets: [
          { up_to: limits[0], per_unit_minor: 3000 },
          { up_to: limits[1], per_unit_minor: 2500 },
          { up_to: null, per_unit_minor: 2125 },
        ],
      },
    });
    const same = await post(times([5, 20]));
    expect(same.status).toBe(409);
    expect(same.body.error).toContain("The rate up to 5 kg changes from 12.00 GBP to 30.00 GBP");
    const moved = await post(times([5.001, 20.001]));
    expect(moved.status, JSON.stringify(moved.body)).toBe(409);
    expect(moved.body.error).toBe(
      `Please confirm these prices before saving: The freight of a 5.001 kg parcel changes from 50.01 GBP to 150.03 GBP from ${inDays(0)}.`,
    );
    expect(moved.body.fields).toEqual({ confirm: "Confirm the prices listed to save this version." });
    expect(await countCards()).toBe(before);
    // A week ahead leaves time to notice, as before.
    expect((await post(times([5.001, 20.001]), inDays(7))).status).toBe(201);
  });

  it("Brixton air economy from £7.50/kg with a £20 minimum to one open bracket at £1.00: asked", async () => {
    const economy = demo("Brixton", "air_economy");
    const open = {
      ...economy,
      pricing: { kind: "brackets" as const, brackets: [{ up_to: null, per_unit_minor: 100 }] },
    };
    const res = await post(open, inDays(1));
    expect(res.status).toBe(409);
    expect(res.body.error).toContain("changes from 20.00 GBP to 1.33 GBP");
    expect((await manager.post("/api/admin/rates", { ...formValuesOf(open, inDays(1)), confirm: true })).status).toBe(
      201,
    );
  });

  it("Guangzhou sea from CNY to NGN with the same figures: asked, even a month ahead", async () => {
    const naira = { ...demo("Guangzhou", "sea"), currency: "NGN" as const };
    const res = await post(naira, inDays(30));
    expect(res.status).toBe(409);
    expect(res.body.error).toContain(`The currency changes from CNY to NGN from ${inDays(30)}`);
  });
});
