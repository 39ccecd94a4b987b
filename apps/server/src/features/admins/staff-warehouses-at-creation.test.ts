import { AGENT_WAREHOUSES_MESSAGE, STAFF_TEXTS, WAREHOUSES_MESSAGE } from "@app/shared/admins/admins";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { createPackage } from "../../db/factories/index.js";
import { admins, auditLog } from "../../db/schema.js";

/**
 * Decision 0069: owners assign each staff account to one or more warehouses, or to all. Creating an account takes
 * that choice explicitly (no silent "all"), and a partner agent is never of all warehouses (decision 0070).
 */
const { app } = await buildTestApp();
const owner = await signInAdmin(app, "owner");
const api = client(app, owner.token);
const PASSWORD = "Passw0rd123";
const newStaff = (role: string, warehouses?: unknown) => ({
  firstname: "Partner",
  lastname: "Agent",
  email: `staff-${Math.random().toString(36).slice(2, 8)}@staff.test`,
  password: PASSWORD,
  role,
  ...(warehouses === undefined ? {} : { warehouses }),
});
const created = async (email: string) => app.db.select().from(admins).where(eq(admins.email, email));

/** Opens the account's e-mailed verification link, signs it in and chooses its own password, as at first sign-in. */
async function verifyAndSignIn(email: string) {
  const [mail] = await mailsTo(app, email);
  const token = /\/admin\/verify\/([\w-]+)/.exec(mail!.text_body)![1]!;
  expect((await client(app).get(`/api/admins/verify/${token}`)).status).toBe(200);
  const login = await client(app).post("/api/admins/login", { email, password: PASSWORD });
  expect(login.status).toBe(200);
  const staff = client(app, login.body.token as string);
  const own = { old_password: PASSWORD, new_password: `${PASSWORD}x` };
  expect((await staff.post("/api/admins/password/change-password", own)).status).toBe(200);
  return staff;
}

describe("creating a staff account names its warehouses", () => {
  it("refuses a staff account without warehouses (400 naming warehouses), creating nothing", async () => {
    for (const role of ["manager", "worker", "agent"]) {
      const body = newStaff(role);
      const res = await api.post("/api/admins/signup", body);
      expect(res.status, role).toBe(400);
      expect(res.body.fields.warehouses, role).toBe(WAREHOUSES_MESSAGE);
      expect(await created(body.email)).toHaveLength(0);
    }
    const none = await api.post("/api/admins/signup", newStaff("worker", []));
    expect(none.status).toBe(400);
    expect(none.body.fields.warehouses).toBe(WAREHOUSES_MESSAGE);
    const unknown = await api.post("/api/admins/signup", newStaff("worker", ["Atlantis"]));
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(["warehouses.0"]);
  });

  it("refuses a partner agent of all warehouses: an agent works at the warehouses it runs", async () => {
    const body = newStaff("agent", null);
    const res = await api.post("/api/admins/signup", body);
    expect(res.status).toBe(400);
    expect(res.body.fields.warehouses).toBe(AGENT_WAREHOUSES_MESSAGE);
    expect(await created(body.email)).toHaveLength(0);
  });

  it("an agent created at Guangzhou counts and lists Guangzhou's parcels only", async () => {
    const customer = await signUpCustomer(app);
    const parcel = { owner: { id: customer.user.id } };
    const guangzhou = await createPackage(app.db, { ...parcel, warehouse: "Guangzhou" });
    await createPackage(app.db, { ...parcel, warehouse: "Trail Richmond" });
    await createPackage(app.db, { ...parcel, warehouse: "Brixton" });
    const body = newStaff("agent", ["Guangzhou"]);
    const res = await api.post("/api/admins/signup", body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.admin.warehouses).toEqual(["Guangzhou"]);
    expect((await created(body.email))[0]!.warehouses).toEqual(["Guangzhou"]);

    const agent = await verifyAndSignIn(body.email);
    const listed = await agent.get("/api/admin/packages");
    expect(listed.status).toBe(200);
    expect(listed.body.packages.map((p: { id: number }) => p.id)).toEqual([guangzhou.id]);
    const summary = await agent.get("/api/admin/summary");
    expect(summary.body.totals.parcels).toBe(1);
  });

  it("keeps a manager's or worker's choice: some warehouses (each once, sorted) or all", async () => {
    const some = await api.post("/api/admins/signup", newStaff("manager", ["Brixton", "Guangzhou", "Brixton"]));
    expect(some.status).toBe(201);
    expect(some.body.admin.warehouses).toEqual(["Brixton", "Guangzhou"]);
    const all = await api.post("/api/admins/signup", newStaff("worker", null));
    expect(all.status).toBe(201);
    expect(all.body.admin.warehouses).toBeNull();
  });

  it("audits the access an account is created with: its role and its warehouses, by whom", async () => {
    const creation = async (id: number) =>
      (
        await app.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity_type, "admin"), eq(auditLog.entity_id, id), eq(auditLog.action, "created")))
          .orderBy(auditLog.id)
      ).map((a) => [a.field, a.new_value, a.actor_id]);
    const some = await api.post("/api/admins/signup", newStaff("worker", ["Guangzhou", "Brixton"]));
    expect(await creation(some.body.admin.id)).toEqual([
      ["role", "worker", owner.admin.id],
      ["warehouses", "Brixton, Guangzhou", owner.admin.id],
    ]);
    const all = await api.post("/api/admins/signup", newStaff("manager", null));
    expect(await creation(all.body.admin.id)).toEqual([
      ["role", "manager", owner.admin.id],
      ["warehouses", "all", owner.admin.id],
    ]);
    const another = await api.post("/api/admins/signup", newStaff("owner"));
    expect(await creation(another.body.admin.id)).toEqual([
      ["role", "owner", owner.admin.id],
      ["warehouses", "all", owner.admin.id],
    ]);
  });

  it("an owner is of all warehouses: the field may be left out or null, a list is refused", async () => {
    const left = await api.post("/api/admins/signup", newStaff("owner"));
    expect(left.status).toBe(201);
    expect(left.body.admin.warehouses).toBeNull();
    expect((await api.post("/api/admins/signup", newStaff("owner", null))).status).toBe(201);
    const body = newStaff("owner", ["Brixton"]);
    const listed = await api.post("/api/admins/signup", body);
    expect(listed.status).toBe(400);
    expect(listed.body.fields.warehouses).toBe(STAFF_TEXTS.ownerAllWarehouses);
    expect(await created(body.email)).toHaveLength(0);
  });

  it("an agent is not given all warehouses later either: by assignment or by a change of role", async () => {
    const agent = await signInAdmin(app, "agent", ["Guangzhou"]);
    const all = await api.patch(`/api/admins/${agent.admin.id}/warehouses`, { warehouses: null });
    expect(all.status).toBe(400);
    expect(all.body.fields.warehouses).toBe(AGENT_WAREHOUSES_MESSAGE);
    expect((await created(agent.email))[0]!.warehouses).toEqual(["Guangzhou"]);

    const worker = await signInAdmin(app, "worker");
    const toAgent = await api.patch(`/api/admins/${worker.admin.id}/role`, { role: "agent" });
    expect(toAgent.status).toBe(409);
    expect(toAgent.body.error).toBe(STAFF_TEXTS.agentNeedsWarehouses);
    expect((await created(worker.email))[0]!.role).toBe("worker");
    const scoped = await signInAdmin(app, "worker", ["Brixton"]);
    expect((await api.patch(`/api/admins/${scoped.admin.id}/role`, { role: "agent" })).status).toBe(200);
  });
});
