import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { auditLog, exchangeRates } from "../../db/schema.js";
import { contextOf } from "../../lib/service-context.js";
import { importProviderRates, rateInForce } from "./public.js";
import { jsonFeedProvider } from "./rate-provider.js";

const { app } = await buildTestApp({ EXCHANGE_RATE_STALE_HOURS: "6" });
const URL = "/api/admin/exchange-rates";
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const count = () => app.db.$count(exchangeRates);

describe("exchange rates: publish, history, audit, rate in force, stale warning", () => {
  it("owners and managers publish; the rate in force is the latest effective one; history and audit keep all", async () => {
    const owner = await signInAdmin(app, "owner");
    const manager = await signInAdmin(app, "manager");
    const worker = await signInAdmin(app, "worker");
    expect((await client(app, worker.token).post(URL, { currency: "GBP", rate: "2000" })).status).toBe(403);
    expect((await client(app, worker.token).get(URL)).status).toBe(403);

    // Nothing published: every currency warns, and the API says so.
    const empty = (await client(app, owner.token).get(URL)).body;
    expect(empty.currencies.map((c: { stale: boolean }) => c.stale)).toEqual([true, true, true]);
    expect(empty.currencies[1].warning).toContain("No GBP rate has been published");
    expect(await rateInForce(app.db, "GBP")).toBeNull();

    const first = await client(app, owner.token).post(URL, {
      currency: "GBP",
      rate: "2040.5",
      effective_at: hoursAgo(2),
      note: "Parallel rate plus two points",
      confirm: true, // taking effect in the past
    });
    expect(first.status).toBe(201);
    expect(first.body.rate).toMatchObject({ currency: "GBP", rate: "2040.5", source: "manual" });
    // A rate typed as a number with a thousands comma is the same exact decimal.
    const later = await client(app, manager.token).post(URL, { currency: "GBP", rate: "2,051.123456" });
    expect(later.status).toBe(201);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (await client(app, manager.token).post(URL, { currency: "GBP", rate: 2100, effective_at: future })).status,
    ).toBe(201);

    expect(await rateInForce(app.db, "GBP")).toMatchObject({ id: later.body.rate.id, rate: "2051.123456" });
    expect(await rateInForce(app.db, "GBP", new Date(Date.now() - 3_600_000))).toMatchObject({ rate: "2040.5" });
    expect(await rateInForce(app.db, "GBP", new Date(Date.now() + 2 * 3_600_000))).toMatchObject({ rate: "2100" });
    expect(await rateInForce(app.db, "GBP", new Date(Date.now() - 3 * 3_600_000))).toBeNull();
    expect(await rateInForce(app.db, "NGN")).toMatchObject({ id: null, rate: "1" });

    const view = (await client(app, owner.token).get(URL)).body;
    const gbp = view.currencies.find((c: { currency: string }) => c.currency === "GBP");
    expect(gbp).toMatchObject({
      stale: false,
      warning: null,
      in_force: { rate: "2051.123456" },
      scheduled: { rate: "2100" },
    });
    expect(view).toMatchObject({ stale_after_hours: 6, lock_minutes: 30, provider: "manual" });
    expect(view.history.map((r: { rate: string }) => r.rate)).toEqual(["2100", "2051.123456", "2040.5"]);
    expect(view.history[2]).toMatchObject({ note: "Parallel rate plus two points", published_by: expect.any(String) });

    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "exchange_rate"), eq(auditLog.entity_id, first.body.rate.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_kind: "admin", actor_id: owner.admin.id, action: "created" });
    expect(audit[0]!.new_value).toContain("GBP → NGN 2040.5");

    // History is never rewritten: the database refuses to change or delete a published rate.
    await expect(
      app.db.execute(sql`update exchange_rates set rate = 1 where id = ${first.body.rate.id}`),
    ).rejects.toThrow();
    await expect(app.db.execute(sql`delete from exchange_rates where id = ${first.body.rate.id}`)).rejects.toThrow();
  });

  it("warns when the rate in force took effect longer ago than EXCHANGE_RATE_STALE_HOURS", async () => {
    const owner = await signInAdmin(app, "owner");
    await client(app, owner.token).post(URL, {
      currency: "CNY",
      rate: "221.5",
      effective_at: hoursAgo(7),
      confirm: true,
    });
    const cny = (await client(app, owner.token).get(URL)).body.currencies.find(
      (c: { currency: string }) => c.currency === "CNY",
    );
    expect(cny).toMatchObject({ stale: true, in_force: { rate: "221.5" } });
    expect(cny.warning).toBe("The CNY rate in force took effect more than 6 hours ago: publish a current one.");
    await client(app, owner.token).post(URL, { currency: "CNY", rate: "222" });
    const fresh = (await client(app, owner.token).get(URL)).body.currencies.find(
      (c: { currency: string }) => c.currency === "CNY",
    );
    expect(fresh).toMatchObject({ stale: false, warning: null });
  });

  it("refuses a rate of 0, a negative rate, a bad number, more than ₦100,000 or an unknown currency naming the field, storing nothing", async () => {
    const owner = await signInAdmin(app, "owner");
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ currency: "USD", rate: "0" }, "rate", "The rate must be more than 0"],
      [{ currency: "USD", rate: "0.000000" }, "rate", "The rate must be more than 0"],
      [{ currency: "USD", rate: 0 }, "rate", "The rate must be more than 0"],
      [{ currency: "USD", rate: "-1500" }, "rate", "The rate must be more than 0"],
      [{ currency: "USD", rate: -1500 }, "rate", "The rate must be more than 0"],
      [
        { currency: "USD", rate: "1500.1234567" },
        "rate",
        "Enter the rate as a number with at most 6 decimals, e.g. 1605.25",
      ],
      [{ currency: "USD", rate: "abc" }, "rate", "Enter the rate as a number with at most 6 decimals, e.g. 1605.25"],
      // A decimal comma is not read as thousands: '205,5' was published as ₦2,055 per yuan, ten times the rate meant.
      [{ currency: "CNY", rate: "205,5" }, "rate", "Enter the rate as a number with at most 6 decimals, e.g. 1605.25"],
      [{ currency: "USD" }, "rate", "Enter the rate, e.g. 1605.25"],
      [{ currency: "GBP", rate: "100001" }, "rate", "The rate must be at most ₦100,000 per unit"],
      [{ currency: "EUR", rate: "1700" }, "currency", "Choose the currency: USD, GBP or CNY"],
      [{ currency: "NGN", rate: "1" }, "currency", "Choose the currency: USD, GBP or CNY"],
      [
        { currency: "USD", rate: "1500", effective_at: "tomorrow" },
        "effective_at",
        "Enter a date and time, e.g. 2026-11-28T09:00:00Z",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await client(app, owner.token).post(URL, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toEqual({ [field]: message });
    }
    expect(await count()).toBe(before);
  });

  it("asks to confirm a rate far from the one in force or taking effect before it; confirmed, it is published and audited", async () => {
    const owner = await signInAdmin(app, "owner");
    const publish = (body: Record<string, unknown>) => client(app, owner.token).post(URL, body);
    const first = { kind: "customs", currency: "CNY", rate: "220", effective_at: hoursAgo(2) };
    expect((await publish({ ...first, confirm: true })).status).toBe(201);
    const before = await count();
    // A digit too many: ten times the rate in force.
    const typo = await publish({ kind: "customs", currency: "CNY", rate: "2200" });
    expect(typo.status).toBe(409);
    expect(typo.body.error).toBe(
      "Please confirm this rate: ₦2,200 per ¥1 is 900% above the rate in force (₦220 per ¥1).",
    );
    // Before the rate in force took effect: it would become the rate of that past time.
    const backdated = await publish({ kind: "customs", currency: "CNY", rate: "221", effective_at: hoursAgo(3) });
    expect(backdated.status).toBe(409);
    expect(backdated.body.error).toMatch(/takes effect before the rate in force did/);
    expect(await count()).toBe(before);
    // A small move from now on needs nothing; a confirmed one is published with what was confirmed in its audit.
    expect((await publish({ kind: "customs", currency: "CNY", rate: "225" })).status).toBe(201);
    const confirmed = await publish({ kind: "customs", currency: "CNY", rate: "2250", confirm: true });
    expect(confirmed.status).toBe(201);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "exchange_rate"), eq(auditLog.entity_id, confirmed.body.rate.id)));
    expect(audit!.cause).toMatch(/^staff confirmed: ₦2,250 per ¥1 is 900% above/);
  });

  it("asks to confirm a rate taking effect in the past even after the rate in force took effect, beyond 2 minutes", async () => {
    const owner = await signInAdmin(app, "owner");
    const publish = (body: Record<string, unknown>) => client(app, owner.token).post(URL, body);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const first = await publish({ currency: "USD", rate: "1500", effective_at: minutesAgo(60) });
    expect(first.status).toBe(409);
    expect(first.body.error).toMatch(
      /^Please confirm this rate: It takes effect in the past \(\d{4}-\d\d-\d\d \d\d:\d\d UTC\)/,
    );
    expect((await publish({ currency: "USD", rate: "1500", effective_at: minutesAgo(60), confirm: true })).status).toBe(
      201,
    );

    // Five minutes ago, after the rate in force took effect: it would become the rate of invoices issued since.
    const before = await count();
    const backdated = await publish({ currency: "USD", rate: "1510", effective_at: minutesAgo(5) });
    expect(backdated.status).toBe(409);
    expect(backdated.body.error).toContain("It takes effect in the past");
    expect(backdated.body.fields).toHaveProperty("confirm");
    expect(await count()).toBe(before);
    // Within the clock slack it is "now"; confirmed, a backdated one is published with what was confirmed.
    expect((await publish({ currency: "USD", rate: "1510", effective_at: minutesAgo(1) })).status).toBe(201);
    const confirmed = await publish({ currency: "USD", rate: "1520", effective_at: minutesAgo(5), confirm: true });
    expect(confirmed.status).toBe(201);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "exchange_rate"), eq(auditLog.entity_id, confirmed.body.rate.id)));
    expect(audit!.cause).toMatch(/^staff confirmed: It takes effect before the rate in force did/);
  });

  it("an automatic source publishes only when configured and asked; manual fetches nothing", async () => {
    const before = await count();
    const feed = jsonFeedProvider("http://rates.example/feed.json", async () =>
      Response.json({ rates: { USD: "1605.25", GBP: 0, XYZ: "12", CNY: "-3" } }),
    );
    expect(await importProviderRates(contextOf(app), feed)).toBe(1);
    expect(await count()).toBe(before + 1);
    expect(await rateInForce(app.db, "USD")).toMatchObject({ rate: "1605.25" });
    const [row] = await app.db.select().from(exchangeRates).where(eq(exchangeRates.source, "json-feed"));
    expect(row).toMatchObject({ currency: "USD", created_by: null });
  });
});

describe("customs exchange rates: the same machinery, a separate series", () => {
  it("a customs rate is published, dated and audited, and never prices a payment (nor a payment rate customs)", async () => {
    const owner = await signInAdmin(app, "owner");
    const res = await client(app, owner.token).post(URL, {
      kind: "customs",
      currency: "USD",
      rate: "1550.5",
      effective_at: hoursAgo(1),
      confirm: true,
    });
    expect(res.status).toBe(201);
    expect(res.body.rate).toMatchObject({ kind: "customs", currency: "USD", rate: "1550.5" });
    expect(await rateInForce(app.db, "USD", new Date(), "customs")).toMatchObject({ rate: "1550.5" });
    expect(await rateInForce(app.db, "USD")).not.toMatchObject({ rate: "1550.5" });
    expect(await rateInForce(app.db, "GBP", new Date(), "customs")).toBeNull();
    const view = (await client(app, owner.token).get(URL)).body;
    expect(view.customs.find((c: { currency: string }) => c.currency === "USD")).toMatchObject({
      in_force: { rate: "1550.5", kind: "customs" },
      stale: false,
    });
    expect(view.customs.find((c: { currency: string }) => c.currency === "GBP").warning).toBe(
      "No customs GBP rate has been published: publish one before duty on GBP values can be estimated.",
    );
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "exchange_rate"), eq(auditLog.entity_id, res.body.rate.id)));
    expect(audit!.new_value).toContain("customs USD → NGN 1550.5");
    const bad = await client(app, owner.token).post(URL, { kind: "duty", currency: "USD", rate: "1" });
    expect(bad.body.fields).toEqual({ kind: "Choose what the rate is for: payment or customs" });
  });
});
