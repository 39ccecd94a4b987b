import { priceParcel } from "@app/shared/rates/rates";
import { EMPTY_RATE_CARD_FORM, type RateCardFormInput, todayText } from "@app/shared/rates/staff";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertDemoRateCards } from "../../db/factories/index.js";
import { auditLog, rateCards } from "../../db/schema.js";
import { cardVersion, currentCard } from "./current-cards.js";

const { app } = await buildTestApp();
const owner = client(app, (await signInAdmin(app, "owner")).token);
const manager = client(app, (await signInAdmin(app, "manager")).token);
const worker = client(app, (await signInAdmin(app, "worker")).token);
const customer = client(app, (await signUpCustomer(app)).token);
const visitor = client(app);

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const form = (over: Partial<RateCardFormInput> = {}): RateCardFormInput => ({
  ...EMPTY_RATE_CARD_FORM,
  valid_from: todayText(),
  origin: "Sabo Yaba",
  currency: "NGN",
  brackets: [
    { up_to: "5", rate: "4500" },
    { up_to: "", rate: "4000" },
  ],
  transit_min: "1",
  transit_max: "2",
  ...over,
});
const countCards = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(rateCards))[0]!.n;

describe("rate card management", () => {
  it("lets owners and managers add versions, not workers or customers", async () => {
    const created = await manager.post("/api/admin/rates", form());
    expect(created.status).toBe(201);
    expect(created.body.card).toMatchObject({
      origin: "Sabo Yaba",
      service: "air_express",
      state: "current",
      valid_from: todayText(),
      created_by: "Sam managerson",
    });
    expect(created.body.card.terms.pricing.brackets).toEqual([
      { up_to: 5, per_unit_minor: 450_000 },
      { up_to: null, per_unit_minor: 400_000 },
    ]);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "rate_card"), eq(auditLog.entity_id, created.body.card.id)));
    expect(audit).toMatchObject({ action: "created", actor_label: expect.stringContaining("Sam managerson") });
    expect(audit!.new_value).toContain(`valid from ${todayText()}`);
    expect((await owner.post("/api/admin/rates", form({ service: "sea" }))).status).toBe(201);
    const before = await countCards();
    expect((await worker.post("/api/admin/rates", form())).status).toBe(403);
    expect((await worker.get("/api/admin/rates")).status).toBe(403);
    expect((await customer.post("/api/admin/rates", form())).status).toBe(401);
    expect((await visitor.get("/api/admin/rates")).status).toBe(401);
    expect(await countCards()).toBe(before);
  });

  it("refuses a bad card with 400 naming the field, storing nothing", async () => {
    const before = await countCards();
    const cases: Array<[Partial<RateCardFormInput>, string, RegExp]> = [
      [
        {
          brackets: [
            { up_to: "5", rate: "1" },
            { up_to: "3", rate: "1" },
            { up_to: "", rate: "1" },
          ],
        },
        "brackets.1.up_to",
        /overlaps bracket 1/,
      ],
      [{ brackets: [{ up_to: "5", rate: "1" }] }, "brackets.0.up_to", /last bracket must be open/],
      [{ divisor: "4000" }, "divisor", /5,000 or 6,000 cm³\/kg/],
      [{ unit: "lb", divisor: "5000" }, "divisor", /139 or 166 in³\/lb/],
      [{ rounding: "2" }, "rounding", /0.5 kg or 1 kg/],
      [{ valid_from: "2020-01-01" }, "valid_from", /today or later/],
      // A day that does not exist (Date.parse rolls it over to 3 March; PostgreSQL answered 500).
      [{ valid_from: "2099-02-31" }, "valid_from", /Enter the date/],
      [{ origin: "Atlantis" }, "origin", /one of our warehouses/],
      [{ currency: "EUR" }, "currency", /Currency must be one of/],
      // A decimal comma is not read as thousands: '12,50' was stored as 1,250.00, a hundred times the rate meant.
      [{ brackets: [{ up_to: "", rate: "12,50" }] }, "brackets.0.rate", /amount like 4500.00/],
      [{ pricing_kind: "per_unit", per_unit_rate: "4500", minimum_charge: "2,5" }, "minimum_charge", /amount like/],
    ];
    for (const [over, field, message] of cases) {
      const res = await owner.post("/api/admin/rates", form(over));
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.[field], field).toMatch(message);
    }
    expect(await countCards()).toBe(before);
  });

  it("keeps the old version as it was when a new one comes (what it priced keeps its terms)", async () => {
    const first = await owner.post("/api/admin/rates", form({ service: "air_economy" }));
    const oldId = first.body.card.id as number;
    const oldTerms = first.body.card.terms;
    // Doubling the prices from today, then cutting them from tomorrow: confirmed (rates.confirm.test.ts).
    const next = await owner.post("/api/admin/rates", {
      ...form({
        service: "air_economy",
        brackets: [
          { up_to: "5", rate: "9000" },
          { up_to: "", rate: "8000" },
        ],
      }),
      confirm: true,
    });
    expect(next.status).toBe(201);
    const scheduled = await owner.post("/api/admin/rates", {
      ...form({ service: "air_economy", valid_from: tomorrow, brackets: [{ up_to: "", rate: "1" }] }),
      confirm: true,
    });
    expect(scheduled.body.card.state).toBe("scheduled");

    // The old version: same terms, same price; the route's current one is the newer of today.
    const old = await cardVersion(app.db, oldId);
    expect(old?.terms).toEqual(oldTerms);
    const parcel = { weight_grams: 2500, length_mm: 400, width_mm: 300, height_mm: 200 };
    expect(priceParcel(old!.terms, parcel).total_minor).toBe(2_250_000);
    const current = await currentCard(app.db, "Sabo Yaba", "Lagos", "air_economy");
    expect(current?.id).toBe(next.body.card.id);
    expect(priceParcel(current!.terms, parcel).total_minor).toBe(4_500_000);

    const detail = await owner.get(`/api/admin/rates/${oldId}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: oldId, state: "past", terms: oldTerms });
    expect((await owner.get("/api/admin/rates/999999")).status).toBe(404);

    const list = await manager.get("/api/admin/rates");
    expect(list.status).toBe(200);
    const route = list.body.routes.find(
      (r: { origin: string; service: string }) => r.origin === "Sabo Yaba" && r.service === "air_economy",
    );
    expect(route.current.id).toBe(next.body.card.id);
    expect(route.versions.map((v: { id: number; state: string }) => [v.id, v.state])).toEqual([
      [scheduled.body.card.id, "scheduled"],
      [next.body.card.id, "current"],
      [oldId, "past"],
    ]);
    expect(list.body.origins.map((o: { city: string }) => o.city)).toContain("Brixton");
  });
});

describe("instant quote", () => {
  it("prices a parcel per service with the current cards, the same as the engine", async () => {
    const cards = await insertDemoRateCards(app.db, "2026-01-01");
    const options = await visitor.get("/api/quote/options");
    expect(options.status).toBe(200);
    expect(options.body.routes).toContainEqual({
      origin: "Brixton",
      origin_label: expect.any(String),
      destination: "Lagos",
      services: ["air_express", "air_economy", "sea"],
    });

    const res = await visitor.post("/api/quote", {
      origin: "Brixton",
      weight: "2.5",
      weight_unit: "kg",
      length: "40",
      width: "30",
      height: "20",
      length_unit: "cm",
    });
    expect(res.status).toBe(200);
    expect(res.body.parcel).toEqual({ weight_grams: 2500, length_mm: 400, width_mm: 300, height_mm: 200 });
    expect(res.body.quotes.map((q: { service: string }) => q.service)).toEqual(["air_express", "air_economy", "sea"]);
    const express = res.body.quotes[0];
    // 40 × 30 × 20 cm ÷ 5,000 = 4.8 kg, rounded up to 5 kg, at £12.00 a kg.
    expect(express).toMatchObject({
      actual: { value: "2.5" },
      volumetric: { value: "4.8", formula: "40 × 30 × 20 cm ÷ 5,000 = 4.8 kg" },
      chargeable: { value: "5", formula: "max(2.5, 4.8) = 4.8 kg → rounded up to 5 kg" },
      total_minor: 6000,
      total_text: "£60.00",
      transit_text: "3–6 days",
    });
    const expressCard = cards.find((c) => c.origin === "Brixton" && c.service === "air_express")!;
    expect(express.card_id).toBe(expressCard.id);
    expect(express.total_minor).toBe(
      priceParcel(expressCard.terms, { weight_grams: 2500, length_mm: 400, width_mm: 300, height_mm: 200 }).total_minor,
    );
    // Economy: 6,000 cm³/kg → 4 kg, rounded to 1 kg → 4 kg × £7.50 = £30.00.
    expect(res.body.quotes[1]).toMatchObject({ chargeable: { value: "4" }, total_minor: 3000 });
  });

  it("takes a preset box and one service, and the portal may call it too", async () => {
    const res = await customer.post("/api/quote", {
      origin: "Trail Richmond",
      service: "air_express",
      box: "Small box",
      weight: "3",
      weight_unit: "lb",
      length_unit: "in",
    });
    expect(res.status).toBe(200);
    expect(res.body.parcel).toMatchObject({ length_mm: 300, width_mm: 200, height_mm: 150 });
    expect(res.body.quotes).toHaveLength(1);
    expect(res.body.quotes[0]).toMatchObject({ service: "air_express", currency: "USD", divisor_text: "139 in³/lb" });
  });

  it("prices a box typed in inches by its inches: 4 × 12 × 31 in is 9 lb at 166 in³/lb, not 10 (decision 0124)", async () => {
    const sides = { length: "4", width: "12", height: "31", length_unit: "in" };
    const res = await visitor.post("/api/quote", {
      origin: "Trail Richmond",
      service: "air_economy",
      weight: "1",
      weight_unit: "lb",
      ...sides,
    });
    expect(res.status).toBe(200);
    // 1,488 in³ ÷ 166 = 8.964 lb → 9 lb × $5.50; the stored 102 × 305 × 787 mm come to ≈ 9.0004 lb.
    expect(res.body.quotes[0]).toMatchObject({ chargeable: { value: "9" }, total_minor: 4950, total_text: "$49.50" });
    expect(res.body.quotes[0].chargeable.formula).not.toContain("rounded up to 10 lb");
  });

  it("answers bad input with 400 naming the field", async () => {
    const base = {
      origin: "Brixton",
      weight: "2",
      weight_unit: "kg",
      length: "10",
      width: "10",
      height: "10",
      length_unit: "cm",
    };
    const bad = async (body: Record<string, unknown>) => (await visitor.post("/api/quote", body)).body.fields;
    expect((await visitor.post("/api/quote", { ...base, weight: "" })).status).toBe(400);
    expect(await bad({ ...base, weight: "" })).toMatchObject({ weight: "Enter the weight." });
    expect(await bad({ ...base, height: "-3" })).toMatchObject({ height: "Height must be a number." });
    expect(await bad({ ...base, box: "Crate" })).toMatchObject({ box: expect.stringMatching(/boxes/) });
    expect(await bad({ ...base, origin: "Atlantis" })).toMatchObject({ origin: expect.any(String) });
    expect(await bad({ ...base, service: "rail" })).toMatchObject({ service: "Choose a service." });
  });
});
