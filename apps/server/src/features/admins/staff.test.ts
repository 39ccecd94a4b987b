import { STAFF_TEXTS } from "@app/shared/admins/admins";
import { STAFF_STATE_LABELS, staffState } from "@app/shared/admins/staff-state";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { parseCsv } from "../../../test/csv.js";
import { client, DEFAULT_PASSWORD, signUpCustomer } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { admins, auditLog, mailOutbox } from "../../db/schema.js";
import { INVALID_ADMIN_LOGIN } from "./admins.service.js";

/** Staff accounts over their life: the owners' list, roles, deactivation, re-sent links, own password changes. */
const { app } = await buildTestApp({ PUBLIC_URL: "https://staff.example.test" });

/**
 * A client address of its own for each test's log-ins: every log-in from one address counts against the route's
 * limit of 20 a minute (AUTH_RATE_LIMIT, rate-limits.ts), and a wrong password against that address's allowance for
 * the account (login-throttle.ts). The file's sign-ins (signInAdmin) already spend most of the default address's
 * minute, so a test logging in from there would leave the next test added to the file a 429.
 */
let clients = 0;
const newClient = () => `10.9.8.${++clients}`;
const login = async (from: string, email: string, password = DEFAULT_PASSWORD) => {
  const res = await app.inject({
    method: "POST",
    url: "/api/admins/login",
    payload: { email, password },
    remoteAddress: from,
  });
  return { status: res.statusCode, body: res.json() };
};
const auditActions = async (id: number) =>
  (
    await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "admin"), eq(auditLog.entity_id, id)))
      .orderBy(auditLog.id)
  ).map((a) => a.action);

describe("the owners' staff list", () => {
  it("shows name, e-mail, role, verified, active and last log-in; owners only", async () => {
    const owner = await signInAdmin(app, "owner");
    const worker = await signInAdmin(app, "worker");
    const invited = await client(app, owner.token).post("/api/admins/signup", {
      firstname: "Ines",
      lastname: "Invited",
      email: "ines@staff.test",
      password: "Invited123",
      role: "manager",
      warehouses: null,
    });
    expect(invited.status).toBe(201);

    const list = await client(app, owner.token).get("/api/admins?pageSize=100");
    expect(list.status).toBe(200);
    const row = (email: string) => list.body.staff.find((s: { email: string }) => s.email === email);
    expect(row(worker.email)).toMatchObject({ role: "worker", verified: true, active: true });
    expect(row(worker.email).last_login_at).not.toBeNull();
    expect(row("ines@staff.test")).toMatchObject({
      firstname: "Ines",
      lastname: "Invited",
      verified: false,
      last_login_at: null,
    });
    expect(row(worker.email)).not.toHaveProperty("password_hash");

    const unverified = await client(app, owner.token).get("/api/admins?status=unverified&q=ines");
    expect(unverified.body.staff.map((s: { email: string }) => s.email)).toEqual(["ines@staff.test"]);
    expect((await client(app, owner.token).get("/api/admins?status=gone")).status).toBe(400);
    const csv = await client(app, owner.token).get("/api/admins?format=csv&q=ines");
    expect(String(csv.raw.body).split("\r\n")[1]).toContain("ines@staff.test");
    for (const role of ["manager", "worker"] as const) {
      expect((await client(app, (await signInAdmin(app, role)).token).get("/api/admins")).status).toBe(403);
    }
    expect((await client(app, (await signUpCustomer(app)).token).get("/api/admins")).status).toBe(401);
  });
});

describe("each account's state, as the list's badge tells it (decision 0155)", () => {
  it("the CSV's Status column and the status filter agree with the badge: invited, deactivated, active", async () => {
    const owner = await signInAdmin(app, "owner");
    const worker = await signInAdmin(app, "worker");
    const api = client(app, owner.token);
    const invite = async (firstname: string, email: string) => {
      const res = await api.post("/api/admins/signup", {
        firstname,
        lastname: "Statecheck",
        email,
        password: "Invited123",
        role: "worker",
        warehouses: ["Brixton"],
      });
      expect(res.status).toBe(201);
      const [row] = await app.db.select().from(admins).where(eq(admins.email, email));
      return row!.id;
    };
    await invite("Ivy", "ivy-invited@staff.test");
    const gone = await invite("Gus", "gus-gone@staff.test");
    expect((await api.post(`/api/admins/${gone}/deactivate`)).status).toBe(200);
    await app.db.update(admins).set({ lastname: "Statecheck" }).where(eq(admins.id, worker.admin.id));

    const rows = parseCsv(String((await api.get("/api/admins?format=csv&q=Statecheck")).raw.body));
    const header = rows[0]!;
    const status = (email: string) => rows.find((r) => r.includes(email))?.[header.indexOf("Status")];
    expect(header).not.toContain("Active");
    expect(status("ivy-invited@staff.test")).toBe(STAFF_STATE_LABELS.unverified);
    expect(status("gus-gone@staff.test")).toBe(STAFF_STATE_LABELS.deactivated);
    expect(status(worker.email)).toBe(STAFF_STATE_LABELS.active);

    // Each filter lists exactly the accounts whose badge it names: a deactivated invitation is not "invited".
    for (const state of ["active", "unverified", "deactivated"] as const) {
      const listed = (await api.get(`/api/admins?pageSize=100&status=${state}`)).body.staff;
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.map(staffState)).toEqual(listed.map(() => state));
    }
  });
});

describe("roles and the last owner", () => {
  it("an owner changes a role (audited); the last active owner can be neither demoted nor deactivated", async () => {
    // A fresh app's owners: make this owner the only active one by deactivating the others first.
    const owner = await signInAdmin(app, "owner");
    const others = await app.db.select().from(admins).where(eq(admins.role, "owner"));
    for (const other of others.filter((o) => o.id !== owner.admin.id)) {
      await app.db.update(admins).set({ deactivated_at: new Date() }).where(eq(admins.id, other.id));
    }
    const api = client(app, owner.token);
    const demote = await api.patch(`/api/admins/${owner.admin.id}/role`, { role: "manager" });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toBe("The last active owner cannot be demoted or deactivated. Make another owner first.");

    const colleague = await signInAdmin(app, "manager");
    const promoted = await api.patch(`/api/admins/${colleague.admin.id}/role`, { role: "owner" });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ message: "Role updated.", staff: { role: "owner" } });
    // The promoted owner's open session has the new rights at once.
    expect((await client(app, colleague.token).get("/api/admins")).status).toBe(200);
    expect((await api.patch(`/api/admins/${colleague.admin.id}/role`, { role: "boss" })).body.fields.role).toBe(
      "Role must be one of: owner, manager, worker, or agent",
    );

    // With two active owners, the colleague can demote the first; then the colleague is the last one.
    expect(
      (await client(app, colleague.token).patch(`/api/admins/${owner.admin.id}/role`, { role: "worker" })).status,
    ).toBe(200);
    const last = await client(app, colleague.token).post(`/api/admins/${colleague.admin.id}/deactivate`);
    expect(last.status).toBe(409);
    const self = await client(app, colleague.token).patch(`/api/admins/${colleague.admin.id}/role`, { role: "worker" });
    expect(self.status).toBe(409);
    const [trail] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, colleague.admin.id), eq(auditLog.action, "role_changed")));
    expect(trail).toMatchObject({ field: "role", old_value: "manager", new_value: "owner" });
    expect(trail!.actor_label).toContain("(owner)");
    expect((await api.patch("/api/admins/987654/role", { role: "worker" })).status).toBe(403);
  });
});

describe("deactivation", () => {
  it("ends open sessions at once, refuses log-in with a clear message, and reactivation lets her back", async () => {
    const owner = await signInAdmin(app, "owner");
    const worker = await signInAdmin(app, "worker");
    const from = newClient();
    const second = await login(from, worker.email);
    expect((await client(app, worker.token).get("/api/shipment")).status).toBe(200);

    const off = await client(app, owner.token).post(`/api/admins/${worker.admin.id}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ staff: { active: false } });

    for (const token of [worker.token, second.body.token]) {
      const refused = await client(app, token).get("/api/shipment");
      expect(refused.status).toBe(401);
      expect(refused.body.error).toBe("Your staff account has been deactivated.");
    }
    const denied = await login(from, worker.email);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe("This staff account has been deactivated. Ask an owner to reactivate it.");
    expect(denied.body).not.toHaveProperty("token");

    const self = await client(app, owner.token).post(`/api/admins/${owner.admin.id}/deactivate`);
    expect(self.status).toBe(409);
    expect(self.body.error).toBe("You cannot deactivate your own account.");

    expect((await client(app, owner.token).post(`/api/admins/${worker.admin.id}/reactivate`)).status).toBe(200);
    expect((await login(from, worker.email)).status).toBe(200);
    // A session ended by deactivation stays ended.
    expect((await client(app, worker.token).get("/api/shipment")).status).toBe(401);
    expect(await auditActions(worker.admin.id)).toEqual(["deactivated", "reactivated"]);
  });

  it("says the account is deactivated only to whoever gives its password: a wrong one answers as for a stranger", async () => {
    const owner = await signInAdmin(app, "owner");
    const worker = await signInAdmin(app, "worker");
    expect((await client(app, owner.token).post(`/api/admins/${worker.admin.id}/deactivate`)).status).toBe(200);

    const from = newClient();
    const right = await login(from, worker.email);
    expect(right.status).toBe(403);
    expect(right.body.error).toBe(STAFF_TEXTS.loginDeactivated);
    expect(STAFF_TEXTS.loginDeactivated).toMatch(/deactivated.*owner/);

    // A wrong password, or an address with no account, learns nothing of the account (decision 0022).
    for (const email of [worker.email, "nobody-here@staff.test"]) {
      const refused = await login(from, email, "Not-her-password1");
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ error: INVALID_ADMIN_LOGIN });
    }
  });
});

describe("verification links", () => {
  it("an owner re-sends an expired link: the new one works, the old one no longer does", async () => {
    const owner = await signInAdmin(app, "owner");
    const email = "late@staff.test";
    await client(app, owner.token).post("/api/admins/signup", {
      firstname: "Lara",
      lastname: "Late",
      email,
      password: "LateComer1",
      role: "worker",
      warehouses: ["Brixton"],
    });
    const links = async () =>
      (await mailsTo(app, email)).map((m) => /\/admin\/verify\/([\w-]+)/.exec(m.text_body)![1]!);
    const [first] = await links();
    const [row] = await app.db.select().from(admins).where(eq(admins.email, email));
    const resent = await client(app, owner.token).post(`/api/admins/${row!.id}/resend-verification`);
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe("A new verification link has been sent.");
    const [second] = await links();
    expect(second).not.toBe(first);
    expect((await client(app).get(`/api/admins/verify/${first}`)).status).toBe(400);
    expect((await client(app).get(`/api/admins/verify/${second}`)).status).toBe(200);
    const again = await client(app, owner.token).post(`/api/admins/${row!.id}/resend-verification`);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("This staff member has already verified their e-mail address.");
    expect(await auditActions(row!.id)).toEqual(["created", "created", "verification_resent", "verified"]);
  });
});

describe("verification links of a deactivated account", () => {
  const invite = async (ownerToken: string, email: string) => {
    const created = await client(app, ownerToken).post("/api/admins/signup", {
      firstname: "Dora",
      lastname: "Departed",
      email,
      password: "Departed12",
      role: "worker",
      warehouses: ["Brixton"],
    });
    expect(created.status).toBe(201);
    return created.body.admin.id as number;
  };
  const linksTo = async (email: string) =>
    (await mailsTo(app, email)).map((m) => /\/admin\/verify\/([\w-]+)/.exec(m.text_body)![1]!);
  const verifiedAt = async (id: number) =>
    (await app.db.select().from(admins).where(eq(admins.id, id)))[0]!.verified_at;

  it("gets no new link, and the link it was sent stays dead, even once reactivated: it answers as a made-up one", async () => {
    const owner = await signInAdmin(app, "owner");
    const email = "dora@staff.test";
    const id = await invite(owner.token, email);
    const [sent] = await linksTo(email);
    expect((await client(app, owner.token).post(`/api/admins/${id}/deactivate`)).status).toBe(200);

    const resend = await client(app, owner.token).post(`/api/admins/${id}/resend-verification`);
    expect(resend.status).toBe(409);
    expect(resend.body.error).toBe(STAFF_TEXTS.resendDeactivated);
    expect(await linksTo(email)).toHaveLength(1);

    // Deactivation ended the link: reactivated, the account still cannot be verified with it.
    expect((await client(app, owner.token).post(`/api/admins/${id}/reactivate`)).status).toBe(200);
    const madeUp = await client(app).get("/api/admins/verify/no-such-link-token");
    const opened = await client(app).get(`/api/admins/verify/${sent}`);
    expect(opened.status).toBe(400);
    expect(opened.body).toEqual(madeUp.body);
    expect(await verifiedAt(id)).toBeNull();

    // The owner sends a new one, and that one works.
    expect((await client(app, owner.token).post(`/api/admins/${id}/resend-verification`)).status).toBe(200);
    const [fresh] = await linksTo(email);
    expect((await client(app).get(`/api/admins/verify/${fresh}`)).status).toBe(200);
    expect(await verifiedAt(id)).not.toBeNull();
  });

  it("a link still live on a deactivated account (deactivated before links were ended) verifies nothing", async () => {
    const owner = await signInAdmin(app, "owner");
    const email = "dina@staff.test";
    const id = await invite(owner.token, email);
    const [sent] = await linksTo(email);
    // Deactivated the way it was before deactivation revoked links: the row only.
    await app.db.update(admins).set({ deactivated_at: new Date() }).where(eq(admins.id, id));

    const opened = await client(app).get(`/api/admins/verify/${sent}`);
    expect(opened.status).toBe(400);
    expect(opened.body.error).toBe("This verification link is invalid, has expired or has already been used.");
    expect(await verifiedAt(id)).toBeNull();
    expect(await auditActions(id)).not.toContain("verified");
  });
});

describe("change my password", () => {
  it("needs the current password; my other sessions end, this one stays; audited and e-mailed", async () => {
    const me = await signInAdmin(app, "worker");
    const from = newClient();
    const other = await login(from, me.email);
    const change = (body: unknown) => client(app, me.token).post("/api/admins/password/change-password", body);
    const wrong = await change({ old_password: "Nope12345", new_password: "Brand4New" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.old_password).toBe("Your current password is incorrect.");
    expect((await change({ old_password: DEFAULT_PASSWORD, new_password: "short" })).status).toBe(400);

    const ok = await change({ old_password: DEFAULT_PASSWORD, new_password: "Brand4New" });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Password changed. Your other sessions have been signed out.");
    expect((await client(app, me.token).get("/api/admins/me")).status).toBe(200);
    expect((await client(app, other.body.token).get("/api/admins/me")).status).toBe(401);
    expect((await login(from, me.email)).status).toBe(401);
    expect((await login(from, me.email, "Brand4New")).status).toBe(200);
    expect(await auditActions(me.admin.id)).toEqual(["password_changed"]);
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, me.email));
    expect(mail!.subject).toMatch(/staff password was changed/);
  });
});
