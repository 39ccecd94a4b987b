import { priceParcel, type RateCardTerms } from "@app/shared/rates/rates";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { rateCards } from "../../db/schema.js";
import { addCardVersion, cardHistory, cardVersion, currentCard, currentCards } from "./current-cards.js";

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const terms = (per_unit_minor: number, over: Partial<RateCardTerms> = {}): RateCardTerms => ({
  origin: "Trail Richmond",
  destination: "Lagos",
  service: "air_express",
  currency: "USD",
  unit: "kg",
  divisor: 5000,
  rounding: 1,
  pricing: { kind: "per_unit", per_unit_minor, minimum_minor: 0 },
  surcharges: { oversize: null, fragile_fee_minor: null, insurance_bp: null },
  handling: { consolidation_fee_minor: 0, repack_fee_per_box_minor: 0 },
  transit_days: { min: 3, max: 5 },
  ...over,
});

async function pgError(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const e = (error as { cause?: { message: string } }).cause ?? (error as { message: string });
    return e.message;
  }
  throw new Error("the query was accepted");
}

describe("rate card versions", () => {
  it("prices with the newest version valid on the day and keeps the old ones", async () => {
    const db = database.db;
    const v1 = await addCardVersion(db, { terms: terms(1000), valid_from: "2026-01-01", created_by: null });
    const v2 = await addCardVersion(db, { terms: terms(1200), valid_from: "2026-03-01", created_by: null });
    const future = await addCardVersion(db, { terms: terms(1500), valid_from: "2099-01-01", created_by: null });
    await addCardVersion(db, { terms: terms(900, { service: "sea" }), valid_from: "2026-01-01", created_by: null });

    const at = (day: string) => currentCard(db, "Trail Richmond", "Lagos", "air_express", new Date(`${day}T12:00:00Z`));
    expect(await at("2025-12-31")).toBeNull();
    expect((await at("2026-02-28"))?.id).toBe(v1.id);
    expect((await at("2026-03-01"))?.id).toBe(v2.id);
    expect((await currentCard(db, "Trail Richmond", "Lagos", "air_express"))?.id).toBe(v2.id);
    expect((await at("2099-01-01"))?.id).toBe(future.id);
    expect(await currentCard(db, "Brixton", "Lagos", "air_express")).toBeNull();

    // An invoice priced with v1 reads the same terms and the same price after v2 came.
    const old = await cardVersion(db, v1.id);
    const parcel = { weight_grams: 2500, length_mm: 400, width_mm: 300, height_mm: 200 };
    expect(old?.terms).toEqual(terms(1000));
    expect(priceParcel(old!.terms, parcel).total_minor).toBe(5000);
    expect(await cardVersion(db, 999_999)).toBeNull();

    const current = await currentCards(db);
    expect(current.map((c) => [c.service, c.id])).toEqual([
      ["air_express", v2.id],
      ["sea", expect.any(Number)],
    ]);
    expect((await cardHistory(db, "Trail Richmond", "Lagos", "air_express")).map((c) => c.id)).toEqual([
      future.id,
      v2.id,
      v1.id,
    ]);
  });

  it("never changes or deletes a version", async () => {
    const db = database.db;
    const v = await addCardVersion(db, { terms: terms(700), valid_from: "2026-01-02", created_by: null });
    expect(await pgError(db.update(rateCards).set({ valid_from: "2026-01-03" }).where(eq(rateCards.id, v.id)))).toMatch(
      /never changed/,
    );
    expect(await pgError(db.delete(rateCards).where(eq(rateCards.id, v.id)))).toMatch(/never changed/);
    expect((await cardVersion(db, v.id))?.valid_from).toBe("2026-01-02");
  });

  it("refuses terms the schema refuses, and a row whose columns disagree with its terms", async () => {
    const db = database.db;
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(rateCards);
    await expect(
      addCardVersion(db, { terms: { ...terms(100), divisor: 139 }, valid_from: "2026-01-01", created_by: null }),
    ).rejects.toThrow(/5,000 or 6,000/);
    expect(
      await pgError(
        db.insert(rateCards).values({
          origin: "Brixton",
          destination: "Lagos",
          service: "sea",
          valid_from: "2026-01-01",
          terms: terms(100),
        }),
      ),
    ).toMatch(/rate_cards_terms_match_route|check constraint/);
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(rateCards);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
