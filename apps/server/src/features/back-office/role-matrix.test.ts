import { ADMIN_ROLES, type AdminRole } from "@app/shared/core/enums";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { signUpCustomer } from "../../../test/http.js";
import { rolesFor } from "@app/shared/core/roles";
import { staffActionsByRoute } from "../../../test/staff-actions.js";
import { matrixRecords } from "../../../test/staff-routes.records.js";
import { insertDemoRateCards } from "../../db/factories/index.js";
import { createVerifiedAdmin } from "../admins/public.js";
import { isStaffRoute, MATRIX_EXEMPT, STAFF_ROUTES, type StaffRouteRow } from "../../../test/staff-routes.table.js";

const { app } = await buildTestApp();

const sessions = Object.fromEntries(
  await Promise.all(ADMIN_ROLES.map(async (role) => [role, await signInAdmin(app, role)] as const)),
) as Record<AdminRole, Awaited<ReturnType<typeof signInAdmin>>>;
const customer = await signUpCustomer(app);
await insertDemoRateCards(app.db, "2026-01-01");
const actions = await staffActionsByRoute();

const staff = await createVerifiedAdmin(app.db, {
  email: "matrix-staff@staff.test",
  password: "Matrix1234",
  role: "worker",
  firstname: "Matrix",
  lastname: "Staff",
});
const fixtures = await matrixRecords(app, {
  warehouse: "Trail Richmond",
  owner: sessions.owner.admin,
  staffId: staff.id,
});

/** The roles the row's operation allows (its action in roles.ts). */
function allowedOf(row: StaffRouteRow): readonly AdminRole[] {
  const action = actions.get(`${row.method} ${row.route}`);
  if (!action) throw new Error(`no staff operation declares ${row.method} ${row.route}`);
  return rolesFor(action);
}

type Caller = AdminRole | "customer" | "anonymous";
const tokenOf = (caller: Caller) =>
  caller === "anonymous" ? undefined : caller === "customer" ? customer.token : sessions[caller].token;

async function call(caller: Caller, row: (typeof STAFF_ROUTES)[number]) {
  const url = typeof row.url === "function" ? row.url(fixtures) : row.url;
  const token = tokenOf(caller);
  const res = await app.inject({
    method: row.method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(row.body ? { payload: row.body(fixtures) } : {}),
  });
  return { status: res.statusCode, body: res.body };
}

describe("role matrix over every staff route (docs/ROLES.md)", () => {
  it("has a row for every staff route the API serves", async () => {
    const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ["get", "post", "put", "patch", "delete"].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const staffRoutes = served.filter((key) => isStaffRoute(key.split(" ")[1]!) && !MATRIX_EXEMPT.has(key));
    const inTable = new Set(STAFF_ROUTES.map((r) => `${r.method} ${r.route}`));
    expect(
      staffRoutes.filter((key) => !inTable.has(key)),
      "staff routes without a row in staff-routes.table.ts",
    ).toEqual([]);
    // And every row names a served route, so a typo cannot hide an unguarded one.
    expect(
      [...inTable].filter((key) => !served.includes(key)),
      "rows for routes the API does not serve",
    ).toEqual([]);
  });

  for (const row of STAFF_ROUTES) {
    const name = `${row.method} ${row.route} → ${allowedOf(row).join(", ")}`;
    it(name, async () => {
      const anon = await call("anonymous", row);
      expect(anon.status, `anonymous: ${anon.body}`).toBe(401);
      expect((await call("customer", row)).status, "customer").toBe(401);
      for (const role of ADMIN_ROLES) {
        const res = await call(role, row);
        if (allowedOf(row).includes(role)) {
          expect([401, 403], `${role} is allowed: ${res.body}`).not.toContain(res.status);
          expect(res.status, `${role}: ${res.body}`).toBeLessThan(500);
        } else {
          expect(res.status, `${role} is not allowed`).toBe(403);
        }
      }
    });
  }

  it("the allowed roles really succeed on the matrix's key actions", async () => {
    const create = STAFF_ROUTES.find((r) => r.method === "POST" && r.route === "/api/shipment")!;
    expect((await call("worker", create)).status).toBe(201);
    const signup = STAFF_ROUTES.find((r) => r.route === "/api/admins/signup")!;
    expect((await call("owner", signup)).status).toBe(201);
    const summary = await call("worker", STAFF_ROUTES.find((r) => r.route === "/api/admin/summary")!);
    expect(summary.status).toBe(200);
  });
});
