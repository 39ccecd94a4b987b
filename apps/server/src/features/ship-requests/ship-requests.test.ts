import { SHIP_REQUEST_TEXTS } from "@app/shared/ship-requests/ship-requests";
import { SAMPLE_SHIP_REQUEST_FORM } from "@app/shared/ship-requests/sample";
import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { expressCardTerms } from "../../../test/rate-cards.js";
import { addCardVersion } from "../rates/public.js";
import {
  auditLog,
  customsDeclarationItems,
  packageStatusHistory,
  packages,
  shipRequestPackages,
  shipRequests,
} from "../../db/schema.js";

const { app } = await buildTestApp();

type PackageStatus = (typeof packages.$inferInsert)["status"];

/** A parcel on our shelves, as the receiving desk leaves it. */
async function parcel(userId: number, over: Partial<typeof packages.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(packages)
    .values({
      user_id: userId,
      status: "received" as PackageStatus,
      warehouse: "Trail Richmond",
      description: "Parcel",
      weight_grams: 1500,
      length_mm: 300,
      width_mm: 200,
      height_mm: 150,
      received_at: new Date(),
      ...over,
    })
    .returning();
  return row!;
}

const GOOD_ITEMS = [
  { description: "Men's leather shoes", quantity: 2, unit_value: "45.50", currency: "USD", hs_code: "640399" },
  { description: "Wireless headphones", quantity: "1", unit_value: 120, currency: "USD", hs_code: "" },
];

const form = (package_ids: number[], over: Record<string, unknown> = {}) => ({
  ...SAMPLE_SHIP_REQUEST_FORM,
  package_ids,
  insurance: true,
  items: GOOD_ITEMS,
  ...over,
});

const requestsOf = (userId: number) => app.db.select().from(shipRequests).where(eq(shipRequests.user_id, userId));
const statusesOf = async (ids: number[]) =>
  (await app.db.select().from(packages).where(inArray(packages.id, ids)).orderBy(asc(packages.id))).map(
    (p) => p.status,
  );

describe("ship requests", () => {
  it("submits two received packages consolidated: stored, packages ready to ship with history, audit and a quote", async () => {
    const card = await addCardVersion(app.db, {
      terms: expressCardTerms(1000),
      valid_from: "2026-01-01",
      created_by: null,
    });
    const { token, user } = await signUpCustomer(app);
    const a = await parcel(user.id, { weight_grams: 2000 });
    const b = await parcel(user.id, { weight_grams: 1250, length_mm: 500, width_mm: 400, height_mm: 300 });
    const res = await client(app, token).post("/api/ship-requests", form([a.id, b.id]));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toMatch(/submitted/);
    const sr = res.body.ship_request;
    expect(sr).toMatchObject({
      status: "submitted",
      warehouse: "Trail Richmond",
      consolidate: true,
      repack: "keep_retail_box",
      insurance: true,
      service: "air_express",
      delivery: "door",
      state: "Lagos",
      lga: "Eti-Osa",
      phone: "+2348031234567",
      office: null,
      declared_total_minor: 2 * 4550 + 12000,
      declared_currency: "USD",
    });
    // The customer's HS code is kept; a line without one gets the heading its description suggests (issue 37).
    expect(sr.items).toEqual([
      {
        description: "Men's leather shoes",
        quantity: 2,
        unit_value_minor: 4550,
        currency: "USD",
        hs_code: "640399",
        hs_code_source: "customer",
      },
      {
        description: "Wireless headphones",
        quantity: 1,
        unit_value_minor: 12000,
        currency: "USD",
        hs_code: "8518",
        hs_code_source: "suggested",
      },
    ]);
    expect(sr.packages.map((p: { id: number }) => p.id).sort()).toEqual([a.id, b.id].sort());
    // 3,250 g actual; the box the packing allowance models (decision 0030; retail boxes kept): 9,000 + 60,000 cm³
    // + 10 % shaped like the 50 × 40 × 30 cm parcel with 2 cm of padding = 58.1 × 47.3 × 36.5 cm ÷ 5,000 = 20.061 kg
    // volumetric → 21 kg × $10 = $210.00, consolidation 2 × $5.00, repack of one box $3.00.
    expect(res.body.quote).toMatchObject({
      available: true,
      rate_card_id: card.id,
      currency: "USD",
      total_minor: 22_300,
      transit_days: "3–5 days",
    });
    expect(res.body.quote.parcels).toHaveLength(1);
    expect(res.body.quote.parcels[0]).toMatchObject({
      weight_grams: 3250,
      length_mm: 581,
      actual: "3.25",
      volumetric: "20.061",
      chargeable: "21",
      unit: "kg",
      divisor: "5,000 cm³/kg",
      rounding: "rounded up to the next 1 kg",
    });
    expect(res.body.quote.parcels[0].lines.map((l: { amount_minor: number }) => l.amount_minor)).toEqual([
      21_000, 1000, 300,
    ]);
    const [stored] = await requestsOf(user.id);
    expect(stored).toMatchObject({ rate_card_id: card.id, quote_total_minor: 22_300, currency: "USD" });

    expect(await statusesOf([a.id, b.id])).toEqual(["ready_to_ship", "ready_to_ship"]);
    const history = await app.db
      .select()
      .from(packageStatusHistory)
      .where(and(eq(packageStatusHistory.package_id, a.id), eq(packageStatusHistory.status, "ready_to_ship")));
    expect(history[0]?.note).toBe(`In ship request #${sr.id}`);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "ship_request"), eq(auditLog.entity_id, sr.id)));
    expect(audit.map((e) => e.action)).toEqual(["submitted"]);

    const list = await client(app, token).get("/api/ship-requests");
    expect(list.body.ship_requests.map((r: { id: number }) => r.id)).toEqual([sr.id]);
    expect(list.body.pagination.total).toBe(1);
    // A new card version later does not change the quote the request was priced with.
    await addCardVersion(app.db, { terms: expressCardTerms(2000), valid_from: "2026-02-01", created_by: null });
    const detail = await client(app, token).get(`/api/ship-requests/${sr.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.quote).toMatchObject({ rate_card_id: card.id, total_minor: 22_300 });
    expect(detail.body.ship_request.items).toHaveLength(2);

    // A package already in an active request cannot join another.
    const again = await client(app, token).post("/api/ship-requests", form([a.id]));
    expect(again.status).toBe(400);
    expect(again.body.fields.package_ids).toBe(
      `Package ${a.package_code} is already in ship request #${sr.id}. Cancel that request first, or leave the package out.`,
    );
  });

  it("refuses insurance on a declaration in another currency than the route's prices, storing nothing", async () => {
    const { token, user } = await signUpCustomer(app);
    const a = await parcel(user.id);
    const inPounds = GOOD_ITEMS.map((item) => ({ ...item, currency: "GBP" }));
    const refused = await client(app, token).post("/api/ship-requests", form([a.id], { items: inPounds }));
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ insurance: SHIP_REQUEST_TEXTS.insuranceCurrency("USD") });
    expect(await requestsOf(user.id)).toEqual([]);
    expect(await statusesOf([a.id])).toEqual(["received"]);
    // Without insurance, the same declaration is taken.
    const taken = await client(app, token).post(
      "/api/ship-requests",
      form([a.id], { items: inPounds, insurance: false }),
    );
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  });

  it("cancels while submitted: packages back to their status before with history; a second cancel answers 409", async () => {
    const { token, user } = await signUpCustomer(app);
    const a = await parcel(user.id);
    const b = await parcel(user.id, { status: "ready_to_ship" });
    const created = await client(app, token).post(
      "/api/ship-requests",
      form([a.id, b.id], { consolidate: false, delivery: "office_pickup", office: "yaba", street: "" }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.ship_request).toMatchObject({ delivery: "office_pickup", office: "yaba", street: null });
    const id = created.body.ship_request.id;

    const res = await client(app, token).post(`/api/ship-requests/${id}/cancel`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ship_request.status).toBe("cancelled");
    expect(await statusesOf([a.id, b.id])).toEqual(["received", "ready_to_ship"]);
    const links = await app.db.select().from(shipRequestPackages).where(eq(shipRequestPackages.ship_request_id, id));
    expect(links.every((l) => !l.active)).toBe(true);

    const twice = await client(app, token).post(`/api/ship-requests/${id}/cancel`);
    expect(twice.status).toBe(409);
    // Said as it is (it said 'it has been packed').
    expect(twice.body.error).toBe("This ship request is already cancelled.");
    // Freed: the packages may go in a new request.
    const again = await client(app, token).post("/api/ship-requests", form([a.id, b.id]));
    expect(again.status).toBe(201);
    // My Ship Requests lists each parcel once in each request, the cancelled one and the new one (it listed both
    // parcels twice in each, '4 packages').
    const list = await client(app, token).get("/api/ship-requests");
    const listed = list.body.ship_requests.map((r: { id: number; packages: { id: number }[] }) => [
      r.id,
      r.packages.map((p) => p.id),
    ]);
    expect(listed).toEqual([
      [again.body.ship_request.id, [a.id, b.id]],
      [id, [a.id, b.id]],
    ]);
  });

  it("refuses to cancel a packed, paid or shipped request, saying which it is", async () => {
    const { token, user } = await signUpCustomer(app);
    const created = await client(app, token).post("/api/ship-requests", form([(await parcel(user.id)).id]));
    const id = created.body.ship_request.id;
    for (const status of ["packed", "paid", "shipped"] as const) {
      await app.db.update(shipRequests).set({ status }).where(eq(shipRequests.id, id));
      const res = await client(app, token).post(`/api/ship-requests/${id}/cancel`);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(`This ship request can no longer be cancelled: it has been ${status}.`);
    }
  });

  it("My Packages names the open ship request holding a package, until it is cancelled", async () => {
    const { token, user } = await signUpCustomer(app);
    const held = await parcel(user.id);
    const free = await parcel(user.id);
    const created = await client(app, token).post("/api/ship-requests", form([held.id]));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.ship_request.id;
    const requestOf = async () => {
      const list = await client(app, token).get("/api/packages?tab=warehouse");
      expect(list.status).toBe(200);
      return Object.fromEntries(
        list.body.packages.map((p: { id: number; ship_request_id: number | null }) => [p.id, p.ship_request_id]),
      );
    };
    expect(await requestOf()).toEqual({ [held.id]: id, [free.id]: null });
    const one = await client(app, token).get(`/api/packages/${held.id}`);
    expect(one.body.package.ship_request_id).toBe(id);

    expect((await client(app, token).post(`/api/ship-requests/${id}/cancel`)).status).toBe(200);
    expect(await requestOf()).toEqual({ [held.id]: null, [free.id]: null });
  });

  it("another customer's request is 404 for detail and cancel, and absent from their list", async () => {
    const owner = await signUpCustomer(app);
    const other = await signUpCustomer(app);
    const a = await parcel(owner.user.id);
    const created = await client(app, owner.token).post("/api/ship-requests", form([a.id]));
    const id = created.body.ship_request.id;
    expect((await client(app, other.token).get(`/api/ship-requests/${id}`)).status).toBe(404);
    expect((await client(app, other.token).post(`/api/ship-requests/${id}/cancel`)).status).toBe(404);
    expect((await client(app, other.token).get("/api/ship-requests")).body.ship_requests).toEqual([]);
    expect((await client(app).get("/api/ship-requests")).status).toBe(401);
    const [row] = await app.db.select().from(shipRequests).where(eq(shipRequests.id, id));
    expect(row?.status).toBe("submitted");
  });

  describe("bad input answers 400 naming the field and stores nothing", async () => {
    const { token, user } = await signUpCustomer(app);
    const mine = await parcel(user.id);
    const mine2 = await parcel(user.id);
    const inLondon = await parcel(user.id, { warehouse: "Brixton" });
    const expected = await parcel(user.id, {
      status: "expected",
      weight_grams: null,
      length_mm: null,
      width_mm: null,
      height_mm: null,
      received_at: null,
    });
    const shipped = await parcel(user.id, { status: "shipped" });
    const stranger = await signUpCustomer(app);
    const theirs = await parcel(stranger.user.id);

    const cases: [string, Record<string, unknown>, string, string | RegExp][] = [
      ["no packages", form([]), "package_ids", "Choose at least one package to ship."],
      [
        "packages of two warehouses",
        form([mine.id, inLondon.id]),
        "package_ids",
        /^Choose packages at one warehouse: these are at Stafford, Texas, USA \(SWP\d+\) and London, UK \(SWP\d+\)\.$/,
      ],
      ["a package still expected", form([mine.id, expected.id]), "package_ids", /is expected and cannot be shipped/],
      ["a package already shipped", form([shipped.id]), "package_ids", /is shipped and cannot be shipped/],
      ["another customer's package", form([mine.id, theirs.id]), "package_ids", /was not found/],
      // Ids are PostgreSQL integers: a larger one reached the query and answered 500.
      ["a package id past the ids' range", form([mine.id, 2_147_483_648]), "package_ids", SHIP_REQUEST_TEXTS.notYours],
      [
        "no declaration items",
        form([mine.id], { items: [] }),
        "items",
        "Declare at least one item in the customs declaration.",
      ],
      [
        "a declaration without value",
        form([mine.id], { items: [{ description: "Cotton T-shirts", quantity: 3, unit_value: "", currency: "USD" }] }),
        "items.0.unit_value",
        "Enter the value of one item (more than 0).",
      ],
      [
        "a declaration of value 0",
        form([mine.id], { items: [{ description: "Cotton T-shirts", quantity: 3, unit_value: "0", currency: "USD" }] }),
        "items.0.unit_value",
        "Enter the value of one item (more than 0).",
      ],
      [
        "a vague description",
        form([mine.id], { items: [{ description: " Gift ", quantity: 1, unit_value: "10", currency: "USD" }] }),
        "items.0.description",
        /'Gift' is too vague for customs/,
      ],
      [
        "quantity 0",
        form([mine.id], {
          items: [{ description: "Cotton T-shirts", quantity: 0, unit_value: "10", currency: "USD" }],
        }),
        "items.0.quantity",
        "Quantity must be a whole number of at least 1.",
      ],
      [
        "a short HS code",
        form([mine.id], { items: [{ ...GOOD_ITEMS[0], hs_code: "640" }] }),
        "items.0.hs_code",
        "An HS code has 4 to 10 digits.",
      ],
      [
        "no confirmation",
        form([mine.id], { confirm_true: false }),
        "confirm_true",
        /Confirm that the customs declaration/,
      ],
      ["a foreign phone", form([mine.id], { phone: "+44 20 7946 0321" }), "phone", /Enter a Nigerian phone number/],
      ["a short phone", form([mine.id], { phone: "0803 123" }), "phone", /Enter a Nigerian phone number/],
      ["a state that is not one", form([mine.id], { state: "Lagoss" }), "state", "Choose the state."],
      ["door without LGA", form([mine.id], { lga: "  " }), "lga", "Enter the local government area (LGA)."],
      ["door without landmark", form([mine.id], { landmark: "" }), "landmark", "Enter the nearest landmark."],
      ["pickup without office", form([mine.id], { delivery: "office_pickup" }), "office", "Choose the office."],
      ["an unknown service", form([mine.id], { service: "rocket" }), "service", "Choose a shipping service."],
    ];
    for (const [name, body, field, message] of cases) {
      it(name, async () => {
        const res = await client(app, token).post("/api/ship-requests", body);
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        if (typeof message === "string") expect(res.body.fields[field]).toBe(message);
        else expect(res.body.fields[field]).toMatch(message);
        expect(await requestsOf(user.id)).toEqual([]);
        expect(await app.db.select().from(customsDeclarationItems)).not.toContainEqual(
          expect.objectContaining({ description: "Cotton T-shirts" }),
        );
        expect(await statusesOf([mine.id, mine2.id, inLondon.id])).toEqual(["received", "received", "received"]);
      });
    }
  });
});
