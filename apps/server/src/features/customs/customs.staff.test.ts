import { todayText } from "@app/shared/rates/staff";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { auditLog, customsTariffs } from "../../db/schema.js";
import { tariffInForce } from "./public.js";

const { app } = await buildTestApp();
const URL = "/api/admin/customs/tariff";
const tomorrow = () => todayText(new Date(Date.now() + 86_400_000));

describe("customs tariff: seeded, versioned, audited; levies as settings", () => {
  it("a fresh install has the headings customers send most, used clothing prohibited", async () => {
    const res = await client(app).get("/api/customs/tariff");
    expect(res.status).toBe(200);
    const byHeading = new Map(res.body.headings.map((h: { heading: string }) => [h.heading, h]));
    for (const heading of ["8517", "8471", "6109", "6403", "4202", "3304", "3303", "2106", "8708", "9102", "4901"]) {
      expect(byHeading.has(heading), heading).toBe(true);
    }
    expect(byHeading.get("6309")).toMatchObject({ restriction: "prohibited", duty_rate: "35" });
    expect(byHeading.get("3004")).toMatchObject({ restriction: "restricted" });
    expect(res.body.levies).toEqual({
      surcharge_percent: "7",
      ciss_percent: "1",
      ciss_base: "fob",
      etls_percent: "0.5",
      etls_base: "cif",
      vat_percent: "7.5",
      insurance_percent: "1.5",
    });
    expect(res.body.rates).toMatchObject({ NGN: "1", USD: null });
  });

  it("owners and managers add a version from today or later; the earlier one keeps pricing until then", async () => {
    const manager = await signInAdmin(app, "manager");
    const worker = await signInAdmin(app, "worker");
    const body = {
      heading: "8517",
      description: "Telephones",
      keywords: "phone",
      duty_rate: "20",
      valid_from: tomorrow(),
    };
    expect((await client(app, worker.token).post(URL, body)).status).toBe(403);
    const res = await client(app, manager.token).post(URL, body);
    expect(res.status).toBe(201);
    expect(res.body.version).toMatchObject({ heading: "8517", duty_rate: "20", state: "scheduled" });
    const now = (await tariffInForce(app.db)).find((h) => h.heading === "8517");
    const later = (await tariffInForce(app.db, new Date(Date.now() + 2 * 86_400_000))).find(
      (h) => h.heading === "8517",
    );
    expect(now).toMatchObject({ duty_rate: "10" });
    expect(later).toMatchObject({ duty_rate: "20", id: res.body.version.id });
    const view = (await client(app, manager.token).get(URL)).body;
    expect(view.current.find((v: { heading: string }) => v.heading === "8517")).toMatchObject({ duty_rate: "10" });
    expect(
      view.versions.filter((v: { heading: string }) => v.heading === "8517").map((v: { state: string }) => v.state),
    ).toEqual(["scheduled", "current"]);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "customs_tariff"), eq(auditLog.entity_id, res.body.version.id)));
    expect(audit!.new_value).toBe(`HS 8517 20 %, valid from ${tomorrow()}`);
    // Versions are never changed.
    await expect(
      app.db.execute(sql`update customs_tariffs set duty_rate = 1 where heading = '8517'`),
    ).rejects.toThrow();
  });

  it("refuses bad input naming the field, storing nothing", async () => {
    const owner = await signInAdmin(app, "owner");
    const before = await app.db.$count(customsTariffs);
    const good = { heading: "8517", description: "Phones", duty_rate: "10", valid_from: todayText() };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, heading: "85" }, "heading", "Enter the heading's 4 or 6 digits, e.g. 8517"],
      [{ ...good, duty_rate: "101" }, "duty_rate", "The duty rate cannot be more than 100 %"],
      [
        { ...good, duty_rate: "7.55555" },
        "duty_rate",
        "Enter the duty rate in percent with at most 4 decimals, e.g. 7.5",
      ],
      [
        { ...good, restriction: "prohibited" },
        "restriction_note",
        "Say why it is restricted or prohibited and what is needed",
      ],
      [
        { ...good, valid_from: "2020-01-01" },
        "valid_from",
        "Valid from must be today or later: past duty is kept as it was priced.",
      ],
      // A day that does not exist (Date.parse rolled it over to 2 March) answered 500 from the database.
      [
        { ...good, valid_from: "2099-02-30" },
        "valid_from",
        "Enter the date from which this version prices, e.g. 2026-12-01",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await client(app, owner.token).post(URL, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toEqual({ [field]: message });
    }
    expect(await app.db.$count(customsTariffs)).toBe(before);
  });

  it("the levies are settings: changed by managers, audited, read by the public tariff", async () => {
    const manager = await signInAdmin(app, "manager");
    const levies = {
      surcharge_percent: "7",
      ciss_percent: "1",
      ciss_base: "fob",
      etls_percent: "0.5",
      etls_base: "cif",
      vat_percent: "10",
      insurance_percent: "1",
    };
    const res = await client(app, manager.token).put("/api/admin/customs/levies", levies);
    expect(res.status).toBe(200);
    expect((await client(app).get("/api/customs/tariff")).body.levies).toEqual(levies);
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.entity_type, "app_setting"));
    expect(audits.at(-1)!.new_value).toContain("VAT 10 %");
    const bad = await client(app, manager.token).put("/api/admin/customs/levies", { ...levies, vat_percent: "abc" });
    expect(bad.body.fields).toEqual({ vat_percent: "Enter the VAT in percent with at most 4 decimals, e.g. 7.5" });
  });
});
