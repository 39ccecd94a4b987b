import type { AdminRole } from "@app/shared/core/enums";
import { rolesFor, STAFF_ACTION_SCOPES } from "@app/shared/core/roles";
import { beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { GOOD, preAlertCalls } from "../../../test/pre-alerts.js";
import { staffActionsByRoute } from "../../../test/staff-actions.js";
import { matrixRecords } from "../../../test/staff-routes.records.js";
import { type MatrixRecords, STAFF_ROUTES, type StaffRouteRow } from "../../../test/staff-routes.table.js";
import { eq } from "drizzle-orm";
import { createPackage, insertDemoRateCards } from "../../db/factories/index.js";
import { customers } from "../../db/schema.js";
import { createVerifiedAdmin } from "../admins/public.js";

/*
 * The role matrix's scope dimension (issue 36, docs/decisions/0069): every staff route, called by a worker at
 * Stafford, a worker at London, an agent at Guangzhou, a manager of all warehouses, the owner and a manager of
 * Stafford (the reports, decision 0076), against records
 * of Stafford and of London. A warehouse route answers another warehouse's record 404, leaves it out of lists and
 * refuses to create at another warehouse (403); a company route (customers, money, staff, settings) is for
 * accounts of all warehouses (403 for others).
 */
const { app } = await buildTestApp();
await insertDemoRateCards(app.db, "2026-01-01");
const actions = await staffActionsByRoute();
const owner = await signInAdmin(app, "owner");

interface Caller {
  name: string;
  role: AdminRole;
  warehouses: string[] | null;
  token: string;
}

/** A staff member of `role` whom the owner assigns to `warehouses` through the API (null: all). */
async function caller(name: string, role: AdminRole, warehouses: string[] | null): Promise<Caller> {
  const signedIn = await signInAdmin(app, role);
  if (role !== "owner") {
    const set = await client(app, owner.token).patch(`/api/admins/${signedIn.admin.id}/warehouses`, { warehouses });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }
  return { name, role, warehouses, token: signedIn.token };
}

const callers = [
  await caller("worker at Stafford", "worker", ["Trail Richmond"]),
  await caller("worker at London", "worker", ["Brixton"]),
  await caller("agent at Guangzhou", "agent", ["Guangzhou"]),
  await caller("manager of all warehouses", "manager", null),
  await caller("owner", "owner", null),
  await caller("manager at Stafford", "manager", ["Trail Richmond"]),
];
const staff = await createVerifiedAdmin(app.db, {
  email: "scope-matrix-staff@staff.test",
  password: "Matrix1234",
  role: "worker",
  firstname: "Scope",
  lastname: "Staff",
});
type ListRecords = MatrixRecords & { contested?: string };
const stafford: ListRecords = await matrixRecords(app, {
  warehouse: "Trail Richmond",
  owner: owner.admin,
  staffId: staff.id,
});
const london: ListRecords = await matrixRecords(app, { warehouse: "Brixton", owner: owner.admin, staffId: staff.id });

/** The last eight Lagos days: the matrix's parcels were received within them (three days ago). */
function reportRange(now = Date.now()) {
  const day = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 10);
  return `from=${day(now - 7 * 86_400_000)}&to=${day(now)}`;
}

async function call(who: Caller, row: StaffRouteRow, records: MatrixRecords) {
  const url = typeof row.url === "function" ? row.url(records) : row.url;
  const res = await app.inject({
    method: row.method,
    url,
    headers: { authorization: `Bearer ${who.token}` },
    ...(row.body ? { payload: row.body(records) } : {}),
  });
  return { status: res.statusCode, body: res.body };
}

type Expected = { status: number } | { list: true } | { allowed: true; found: boolean };

/** What the matrix says `who` gets from `row` over `records`. */
function expected(who: Caller, row: StaffRouteRow, records: MatrixRecords): Expected {
  const action = actions.get(`${row.method} ${row.route}`);
  if (!action) throw new Error(`no staff operation declares ${row.method} ${row.route}`);
  if (!rolesFor(action).includes(who.role)) return { status: 403 };
  const scope = STAFF_ACTION_SCOPES[action];
  const scoped = who.warehouses !== null;
  if (scope === "company" && scoped) return { status: 403 };
  const theirs = !scoped || who.warehouses!.includes(records.warehouse);
  if (scope === "warehouse" && !theirs) {
    if (row.scoped === "record") return { status: 404 };
    if (row.scoped === "create") return { status: 403 };
    if (row.scoped === "list") return { list: true };
  }
  return { allowed: true, found: row.scoped === "record" };
}

describe("every staff route by scope: workers at Stafford and London, an agent at Guangzhou, managers of all and of Stafford, the owner", () => {
  for (const row of STAFF_ROUTES) {
    it(`${row.method} ${row.route}`, async () => {
      const wrong: string[] = [];
      for (const records of [stafford, london]) {
        for (const who of callers) {
          const want = expected(who, row, records);
          const got = await call(who, row, records);
          const at = `${who.name} on ${records.warehouse}'s records: ${got.status} ${got.body.slice(0, 160)}`;
          if ("status" in want) {
            if (got.status !== want.status) wrong.push(`${at} (expected ${want.status})`);
          } else if ("list" in want) {
            const shown = records.markers.filter((marker) => got.body.includes(marker));
            if (got.status !== 200 || shown.length) wrong.push(`${at} (a list showing ${shown.join(", ")})`);
          } else if ([401, 403].includes(got.status) || got.status >= 500 || (want.found && got.status === 404)) {
            wrong.push(`${at} (expected allowed${want.found ? ", record found" : ""})`);
          }
        }
      }
      expect(wrong, "wrong answers").toEqual([]);
    });
  }
});

describe("staff lists by scope: the same filter and search for two warehouses never share a row", () => {
  const [atStafford, atLondon] = callers as [Caller, Caller];
  const lists = [
    "/api/admin/packages?pageSize=100",
    "/api/admin/packages/unknown-owner?pageSize=100",
    "/api/admin/ship-requests?pageSize=100",
    "/api/admin/master-shipments?pageSize=100",
    "/api/shipment?pageSize=100",
    "/api/procurement?pageSize=100",
  ];
  const csvLists = ["/api/admin/packages", "/api/admin/master-shipments", "/api/shipment", "/api/procurement"];
  const get = (who: Caller, url: string) => client(app, who.token).get(url);
  const shownOf = (body: unknown, records: MatrixRecords) => {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    return records.markers.filter((marker) => text.includes(marker));
  };

  // The matrix's unknown-owner parcels were assigned by its calls: one more of each warehouse waits in the queue,
  // and one of each is contested.
  beforeAll(async () => {
    for (const records of [stafford, london]) {
      const waiting = await createPackage(app.db, { owner: null, warehouse: records.warehouse });
      const contested = await createPackage(app.db, {
        owner: null,
        warehouse: records.warehouse,
        contested_since: new Date(),
      });
      records.markers.push(waiting.package_code, contested.package_code);
      records.contested = contested.package_code;
    }
  });

  for (const url of lists) {
    it(`${url}: each worker sees their warehouse's rows and counts, never the other's`, async () => {
      for (const [who, own, other] of [
        [atStafford, stafford, london],
        [atLondon, london, stafford],
      ] as const) {
        const page = await get(who, url);
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        expect(shownOf(page.body, other), `${who.name} sees the other warehouse`).toEqual([]);
        expect(shownOf(page.body, own).length, `${who.name} sees their own`).toBeGreaterThan(0);
        // The count is the scope's: searching for the other warehouse's records finds none.
        for (const marker of other.markers) {
          const searched = await get(who, `${url}&q=${encodeURIComponent(marker)}`);
          expect(searched.status).toBe(200);
          expect(searched.body.pagination.total, `${who.name} searching ${marker}`).toBe(0);
        }
      }
    });
  }

  for (const url of csvLists) {
    it(`${url} as CSV holds only the caller's warehouse`, async () => {
      const stafford_csv = await get(atStafford, `${url}?format=csv`);
      const london_csv = await get(atLondon, `${url}?format=csv`);
      expect(stafford_csv.status).toBe(200);
      expect(shownOf(stafford_csv.body, london)).toEqual([]);
      expect(shownOf(london_csv.body, stafford)).toEqual([]);
      expect(shownOf(stafford_csv.body, stafford).length).toBeGreaterThan(0);
      expect(shownOf(london_csv.body, london).length).toBeGreaterThan(0);
    });
  }

  it("the contested queue and its count hold only the caller's warehouse", async () => {
    for (const [who, own, other] of [
      [atStafford, stafford, london],
      [atLondon, london, stafford],
    ] as const) {
      const queue = await get(who, "/api/admin/packages/contested?pageSize=100");
      expect(queue.status, JSON.stringify(queue.body)).toBe(200);
      expect(shownOf(queue.body, other), `${who.name} sees the other warehouse`).toEqual([]);
      expect(queue.body.packages.map((p: { package_code: string }) => p.package_code)).toEqual([own.contested]);
      expect(queue.body.pagination.total).toBe(1);
    }
  });

  it("the reports, their CSVs and the accountant's export hold only the caller's warehouse", async () => {
    const atStaffordManager = callers[5]!;
    const atLondonManager = await caller("manager at London", "manager", ["Brixton"]);
    const ownerCaller = callers[4]!;
    const range = reportRange();
    for (const [who, own, other] of [
      [atStaffordManager, stafford, london],
      [atLondonManager, london, stafford],
    ] as const) {
      const theirs = await get(who, `/api/admin/reports?${range}`);
      expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
      // The same figures as the owner's filtered to their warehouse, without the company's customer figures.
      const filtered = await get(
        ownerCaller,
        `/api/admin/reports?${range}&warehouse=${encodeURIComponent(own.warehouse)}`,
      );
      expect(theirs.body.tables).toEqual({
        ...filtered.body.tables,
        customers_summary: { rows: [] },
        top_customers: { rows: [] },
      });
      expect(theirs.body.tables.received_per_day.rows.some((row: { parcels: number }) => row.parcels > 0)).toBe(true);
      // Asking for the other warehouse answers as a list does: none of its parcels.
      const asked = await get(
        who,
        `/api/admin/reports/table/received_per_day?${range}&warehouse=${encodeURIComponent(other.warehouse)}`,
      );
      expect(asked.body.rows.every((row: { parcels: number }) => row.parcels === 0)).toBe(true);
      const desk = await get(who, `/api/admin/reports/table/desk?${range}&format=csv`);
      const ownDesk = await get(
        ownerCaller,
        `/api/admin/reports/table/desk?${range}&warehouse=${encodeURIComponent(own.warehouse)}&format=csv`,
      );
      expect(desk.body).toBe(ownDesk.body);
      for (const layout of ["xero_invoices", "xero_bank_statement"]) {
        const csv = await get(who, `/api/admin/reports/accounting/${layout}?${range}&format=csv`);
        expect(csv.status).toBe(200);
        expect(shownOf(csv.body, other)).toEqual([]);
      }
    }
  });

  it("the admin home counts the caller's warehouse only", async () => {
    const all = await get(callers[4]!, "/api/admin/summary");
    const one = await get(atLondon, "/api/admin/summary");
    expect(one.status).toBe(200);
    expect(one.body.totals.shipments).toBeGreaterThan(0);
    expect(one.body.totals.shipments).toBeLessThan(all.body.totals.shipments);
    // What an account of some warehouses may not open is left out (null), not shown as 0.
    expect(one.body.totals.invoices).toBeNull();
    expect(one.body.unpaid_invoices).toBeNull();
    expect(one.body.totals.parcels).toBeGreaterThan(0);
    expect(one.body.totals.parcels).toBeLessThan(all.body.totals.parcels);
    expect(one.body.totals.to_pack).toBeLessThanOrEqual(all.body.totals.to_pack);
    const agent = await get(callers[2]!, "/api/admin/summary");
    expect(agent.body.totals.shipments).toBeNull();
    expect(agent.body.pending_shipments).toBeNull();
    expect(typeof agent.body.totals.parcels).toBe("number");
  });

  it("an assignment holds from the account's next request, and is audited", async () => {
    const moved = await signInAdmin(app, "worker");
    const see = () => get({ ...atLondon, token: moved.token }, `/api/admin/packages/${stafford.packageId}`);
    expect((await see()).status).toBe(200);
    const set = await client(app, owner.token).patch(`/api/admins/${moved.admin.id}/warehouses`, {
      warehouses: ["Brixton"],
    });
    expect(set.body.staff.warehouses).toEqual(["Brixton"]);
    expect((await see()).status).toBe(404);
    await client(app, owner.token).patch(`/api/admins/${moved.admin.id}/warehouses`, { warehouses: null });
    expect((await see()).status).toBe(200);
    const me = await client(app, moved.token).get("/api/admins/me");
    expect(me.body.admin.warehouses).toBeNull();
    const owners = await client(app, owner.token).patch(`/api/admins/${owner.admin.id}/warehouses`, {
      warehouses: ["Brixton"],
    });
    expect(owners.status).toBe(409);
  });
});

describe("a partner agent at Guangzhou sees a customer's name and suite, never their e-mail, phone or money", () => {
  it("on every route an agent may call, over Guangzhou's records, CSV exports included", async () => {
    const agent = callers[2]!;
    const guangzhou = await matrixRecords(app, { warehouse: "Guangzhou", owner: owner.admin, staffId: staff.id });
    const [customer] = await app.db.select().from(customers).where(eq(customers.id, guangzhou.customerId));
    const leaks: string[] = [];
    for (const row of STAFF_ROUTES) {
      const action = actions.get(`${row.method} ${row.route}`)!;
      if (!rolesFor(action).includes("agent")) continue;
      for (const url of [typeof row.url === "function" ? row.url(guangzhou) : row.url]) {
        const got = await call(agent, { ...row, url }, guangzhou);
        const seen = [
          got.body.includes(customer!.email_address) && "e-mail",
          got.body.includes(customer!.number) && "phone",
          /"(total_minor|unit_value_minor)":[1-9]/.test(got.body) && "an amount",
          /"(fee_per_day|fees_so_far|declared_value)":"[^"]/.test(got.body) && "a fee or value",
        ].filter(Boolean);
        if (seen.length || got.status >= 500)
          leaks.push(`${row.method} ${url}: ${got.status} shows ${seen.join(", ")}`);
      }
    }
    // The name and suite number are what the desk works with.
    const detail = await client(app, agent.token).get(`/api/admin/packages/${guangzhou.packageId}`);
    expect(detail.body.package.owner.suite_number).toBe(customer!.suite_number);
    expect(detail.body.package.owner.name).toContain(customer!.firstname);
    const csv = await client(app, agent.token).get("/api/admin/packages?format=csv");
    expect(csv.body).not.toContain(customer!.email_address);
    expect(csv.body).toContain(customer!.suite_number);
    expect(leaks).toEqual([]);
  });

  it("in a package's history: the customer's e-mail (who made a change) and a declared value's figures", async () => {
    const agent = callers[2]!;
    const shopper = await signUpCustomer(app);
    const { preAlert, edit } = preAlertCalls(app, "");
    const form = { ...GOOD, carrier_tracking_number: "1Z999AA10123456799", warehouse: "Guangzhou" };
    const created = await preAlert(shopper.token, form);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await edit(shopper.token, created.body.package.id, { ...form, declared_value: "999.99" })).status).toBe(
      200,
    );
    const detail = await client(app, agent.token).get(`/api/admin/packages/${created.body.package.id}`);
    expect(detail.status).toBe(200);
    const text = JSON.stringify(detail.body);
    expect(text).not.toContain(shopper.email.toLowerCase());
    expect(text).not.toContain("999.99");
    const change = detail.body.package.audit.find((a: { field: string }) => a.field === "declared_value");
    expect(change).toMatchObject({ old_value: null, new_value: null, summary: "Declared value changed" });
    // Staff of the company see the figures.
    const full = await client(app, owner.token).get(`/api/admin/packages/${created.body.package.id}`);
    expect(JSON.stringify(full.body)).toContain("£999.99");
  });
});
