import { EMPTY_RATE_CARD_FORM, type RateCardFormInput, todayText } from "@app/shared/rates/staff";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { auditLog, rateCards } from "../../db/schema.js";

/**
 * A rate card with a near-zero rate (below 1.00 per kg/lb), or a change of more than half of a price taking effect
 * within 24 hours, is saved only when confirmed (409 listing what to confirm, then `confirm: true`), and audited with
 * the prices before and after.
 */
const { app } = await buildTestApp();
const manager = client(app, (await signInAdmin(app, "manager")).token);
const countCards = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(rateCards))[0]!.n;
const auditOf = (id: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, "rate_card"), eq(auditLog.entity_id, id)));
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const form = (origin: string, over: Partial<RateCardFormInput> = {}): RateCardFormInput => ({
  ...EMPTY_RATE_CARD_FORM,
  valid_from: todayText(),
  origin,
  currency: "USD",
  brackets: [
    { up_to: "5", rate: "12.00" },
    { up_to: "", rate: "10.00" },
  ],
  transit_min: "3",
  transit_max: "5",
  ...over,
});

describe("rate card prices that need confirming", () => {
  it("a zero-price card effective today needs confirmation; confirmed, it is saved and audited before/after", async () => {
    const zero = { brackets: [{ up_to: "", rate: "0.00" }] };
    const before = await countCards();
    const refused = await manager.post("/api/admin/rates", form("Brixton", zero));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("The rate above 0 kg is 0.00 USD, below 1.00.");
    expect(refused.body.fields).toEqual({ confirm: "Confirm the prices listed to save this version." });
    expect(await countCards()).toBe(before);
    // Still refused with anything but an explicit true.
    expect((await manager.post("/api/admin/rates", { ...form("Brixton", zero), confirm: false })).status).toBe(409);

    const saved = await manager.post("/api/admin/rates", { ...form("Brixton", zero), confirm: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const audit = await auditOf(saved.body.card.id);
    expect(audit.map((a) => a.action).sort()).toEqual(["created", "prices_confirmed"]);
    const confirmed = audit.find((a) => a.action === "prices_confirmed")!;
    expect(confirmed.old_value).toBeNull(); // the route's first card: nothing before
    expect(confirmed.new_value).toContain("rate above 0 kg 0.00 USD");
    expect(confirmed.cause).toContain("0.00 USD, below 1.00");
  });

  it("a 90-cent rate per kg is near zero too; 1.00 is not", async () => {
    const cents = await manager.post(
      "/api/admin/rates",
      form("Trail Richmond", { brackets: [{ up_to: "", rate: "0.90" }] }),
    );
    expect(cents.status).toBe(409);
    const one = await manager.post("/api/admin/rates", {
      ...form("Trail Richmond", { service: "sea", brackets: [{ up_to: "", rate: "1.00" }] }),
    });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
  });

  it("halving a price from today needs confirmation and is audited with the old and new prices; a week ahead does not", async () => {
    const first = await manager.post("/api/admin/rates", form("Sabo Yaba", { currency: "NGN" }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const cut = {
      currency: "NGN",
      brackets: [
        { up_to: "5", rate: "5.00" },
        { up_to: "", rate: "10.00" },
      ],
    };

    const soon = await manager.post("/api/admin/rates", form("Sabo Yaba", { ...cut, valid_from: inDays(1) }));
    expect(soon.status).toBe(409);
    expect(soon.body.error).toContain("The rate up to 5 kg changes from 12.00 NGN to 5.00 NGN");

    const later = await manager.post("/api/admin/rates", form("Sabo Yaba", { ...cut, valid_from: inDays(7) }));
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect((await auditOf(later.body.card.id)).map((a) => a.action)).toEqual(["created"]);

    const confirmed = await manager.post("/api/admin/rates", { ...form("Sabo Yaba", cut), confirm: true });
    expect(confirmed.status).toBe(201);
    const audit = (await auditOf(confirmed.body.card.id)).find((a) => a.action === "prices_confirmed")!;
    expect(audit.old_value).toContain(`version ${first.body.card.id}: rate up to 5 kg 12.00 NGN`);
    expect(audit.new_value).toContain("rate up to 5 kg 5.00 NGN");

    // A change of less than half needs nothing.
    const small = {
      currency: "NGN",
      brackets: [
        { up_to: "5", rate: "4.00" },
        { up_to: "", rate: "9.00" },
      ],
    };
    expect((await manager.post("/api/admin/rates", form("Sabo Yaba", small))).status).toBe(201);
  });
});
