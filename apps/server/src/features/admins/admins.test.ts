import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { admins, auditLog, mailOutbox, oneTimeCodes } from "../../db/schema.js";

const { app } = await buildTestApp({ PUBLIC_URL: "https://staff.example.test" });

const newAdmin = (overrides: Record<string, string> = {}) => ({
  firstname: "Grace",
  lastname: "Hopper",
  email: `grace-${Math.random().toString(36).slice(2, 8)}@staff.test`,
  password: "Manager123",
  role: "manager",
  warehouses: null,
  ...overrides,
});

/** The verification link of the newest e-mail queued for `email`. */
async function verificationLink(email: string) {
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const link = /https:\/\/staff\.example\.test\/admin\/verify\/([\w-]+)/.exec(mail!.text_body);
  expect(link).not.toBeNull();
  expect(mail!.html).toContain(link![0]);
  return { url: link![0], token: link![1]! };
}

describe("admin accounts: owner-only signup, e-mail verification", () => {
  it("an owner creates an unverified admin who cannot log in until the e-mailed link is opened once", async () => {
    const owner = await signInAdmin(app, "owner");
    const body = newAdmin({ email: "  Grace.Mixed@Staff.TEST " });
    const created = await client(app, owner.token).post("/api/admins/signup", body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: "Signup Success!",
      admin: { email: "grace.mixed@staff.test", role: "manager" },
    });
    const [row] = await app.db.select().from(admins).where(eq(admins.email, "grace.mixed@staff.test"));
    expect(row!.verified_at).toBeNull();
    expect(row!.created_by).toBe(owner.admin.id);
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);

    const before = await client(app).post("/api/admins/login", {
      email: "grace.mixed@staff.test",
      password: body.password,
    });
    expect(before.status).toBe(403);
    expect(before.body.error).toBe("Please verify your email address before logging in.");

    const { token } = await verificationLink("grace.mixed@staff.test");
    // Only the hash is stored: the plain token is in the e-mail alone.
    const codes = await app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, "grace.mixed@staff.test"));
    expect(codes).toHaveLength(1);
    expect(codes[0]!.purpose).toBe("admin_verify");
    expect(codes[0]!.code_hash).not.toContain(token);
    const ttl = codes[0]!.expires_at.getTime() - codes[0]!.created_at.getTime();
    expect(Math.abs(ttl - 48 * 3600 * 1000)).toBeLessThan(60_000);

    const verified = await client(app).get(`/api/admins/verify/${token}`);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe("Your email address has been verified. You can now log in.");
    const login = await client(app).post("/api/admins/login", {
      email: "grace.mixed@staff.test",
      password: body.password,
    });
    expect(login.status).toBe(200);
    expect(login.body.admin.role).toBe("manager");

    const again = await client(app).get(`/api/admins/verify/${token}`);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("This verification link is invalid, has expired or has already been used.");

    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entity_id, row!.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["created", "created", "verified"]);
  });

  it("refuses a name longer than 100 characters, naming the field (it prints on proofs of delivery)", async () => {
    const owner = await signInAdmin(app, "owner");
    const long = newAdmin({ firstname: "G".repeat(101), lastname: "H".repeat(2_000) });
    const refused = await client(app, owner.token).post("/api/admins/signup", long);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      firstname: "First name can't exceed 100 characters",
      lastname: "Last name can't exceed 100 characters",
    });
    expect(await app.db.select().from(admins).where(eq(admins.email, long.email))).toHaveLength(0);
    const longest = newAdmin({ firstname: "G".repeat(100) });
    expect((await client(app, owner.token).post("/api/admins/signup", longest)).status).toBe(201);
  });

  it("refuses an expired link and a made-up one", async () => {
    const owner = await signInAdmin(app, "owner");
    const body = newAdmin({ role: "worker" });
    expect((await client(app, owner.token).post("/api/admins/signup", body)).status).toBe(201);
    const { token } = await verificationLink(body.email);
    await app.db
      .update(oneTimeCodes)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.email, body.email));
    expect((await client(app).get(`/api/admins/verify/${token}`)).status).toBe(400);
    const fake = await client(app).get("/api/admins/verify/not-a-real-token");
    expect(fake.status).toBe(400);
    expect(fake.body.error).toMatch(/invalid/);
    expect((await client(app).post("/api/admins/login", { email: body.email, password: body.password })).status).toBe(
      403,
    );
  });

  it("only an owner creates admins: managers and workers get 403, customers and anonymous callers 401", async () => {
    const body = newAdmin();
    for (const role of ["manager", "worker"] as const) {
      const { token } = await signInAdmin(app, role);
      const res = await client(app, token).post("/api/admins/signup", body);
      expect(res.status, role).toBe(403);
    }
    const customer = await signUpCustomer(app);
    expect((await client(app, customer.token).post("/api/admins/signup", body)).status).toBe(401);
    expect((await client(app).post("/api/admins/signup", body)).status).toBe(401);
    expect(await app.db.select().from(admins).where(eq(admins.email, body.email))).toHaveLength(0);
  });

  it("answers the spec's validation messages and a clear 409 for a taken e-mail", async () => {
    const owner = await signInAdmin(app, "owner");
    const api = client(app, owner.token);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ firstname: "Al" }, "firstname", "First name must be at least 3 characters long"],
      [{ lastname: "Bo" }, "lastname", "Last name must be at least 3 characters long"],
      [{ email: "nope" }, "email", "Please enter a valid email address"],
      [{ password: "Short1" }, "password", "Password must be at least 8 characters"],
      [{ password: "lowercase123" }, "password", "Password must contain at least one uppercase letter"],
      [{ password: "UPPERCASE123" }, "password", "Password must contain at least one lowercase letter"],
      [{ password: "NoNumbersHere" }, "password", "Password must contain at least one number"],
      [{ role: "boss" }, "role", "Role must be one of: owner, manager, worker, or agent"],
    ];
    for (const [override, field, message] of cases) {
      const res = await api.post("/api/admins/signup", newAdmin(override));
      expect(res.status, message).toBe(400);
      expect(res.body.fields[field]).toBe(message);
    }
    const taken = await api.post("/api/admins/signup", newAdmin({ email: owner.email }));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("An admin with this email already exists.");
  });
});
