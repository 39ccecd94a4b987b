import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, DEFAULT_PASSWORD, signUpCustomer } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { auditLog } from "../../db/schema.js";
import { CODE_SENT, MAX_CODE_REQUESTS } from "../accounts/public.js";

/** Staff forgot-password: the customers' code mechanism and rules, with staff's own codes. */
const { app } = await buildTestApp();

let ip = 0;
const fromNewIp = () => ({ "x-forwarded-for": `10.9.${Math.floor(++ip / 250)}.${ip % 250}` });
const send = (email: string) => client(app).post("/api/admins/otp/send-otp", { email_address: email }, fromNewIp());
const verify = (email: string, otp: string) =>
  client(app).post("/api/admins/otp/verify-otp", { email_address: email, otp }, fromNewIp());
const reset = (token: string, new_password: string) =>
  client(app).post("/api/admins/password/reset-password", { new_password }, { authorization: `Bearer ${token}` });

async function codeMailedTo(email: string) {
  await app.backgroundIdle();
  const [mail] = await mailsTo(app, email);
  return /reset code is (\d{6})/.exec(mail?.text_body ?? "")?.[1];
}

describe("staff forgot-password by e-mailed code", () => {
  it("code, token, new password: every session ends, the old password stops working, audited", async () => {
    const staff = await signInAdmin(app, "manager");
    const res = await send(staff.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(CODE_SENT);
    const code = await codeMailedTo(staff.email);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await verify(staff.email, String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("Invalid code. Please check the code and try again.");
    const ok = await verify(staff.email, code!);
    expect(ok.status).toBe(200);
    expect((await verify(staff.email, code!)).status).toBe(400);

    expect((await reset(ok.body.token, "weak")).status).toBe(400);
    const done = await reset(ok.body.token, "Recovered9");
    expect(done.status).toBe(200);
    expect((await reset(ok.body.token, "Recovered9")).status).toBe(401);

    expect((await client(app, staff.token).get("/api/admins/me")).status).toBe(401);
    const login = (password: string) => client(app).post("/api/admins/login", { email: staff.email, password });
    expect((await login(DEFAULT_PASSWORD)).status).toBe(401);
    expect((await login("Recovered9")).status).toBe(200);
    const actions = await app.db.select().from(auditLog).where(eq(auditLog.entity_id, staff.admin.id));
    expect(actions.map((a) => a.action)).toContain("password_reset");
  });

  it("answers alike for unknown and deactivated addresses (verified or never), which get no code", async () => {
    const owner = await signInAdmin(app, "owner");
    const gone = await signInAdmin(app, "worker");
    await client(app, owner.token).post(`/api/admins/${gone.admin.id}/deactivate`);
    const invited = await client(app, owner.token).post("/api/admins/signup", {
      firstname: "Nora",
      lastname: "Neververified",
      email: "nora@staff.test",
      password: "Invited123",
      role: "worker",
      warehouses: null,
    });
    await client(app, owner.token).post(`/api/admins/${invited.body.admin.id}/deactivate`);
    for (const email of ["nobody@staff.test", gone.email, "nora@staff.test"]) {
      const res = await send(email);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(CODE_SENT);
      expect(await codeMailedTo(email)).toBeUndefined();
    }
  });

  it("a staff code does not reset a customer account with the same e-mail, nor the other way round", async () => {
    const staff = await signInAdmin(app, "worker");
    await signUpCustomer(app, { email_address: staff.email });
    await send(staff.email);
    const staffCode = await codeMailedTo(staff.email);
    const asCustomer = await client(app).post("/api/otp/verify-otp?otp_purpose=reset_password", {
      email_address: staff.email,
      otp: staffCode,
    });
    expect(asCustomer.status).toBe(400);
    expect((await verify(staff.email, staffCode!)).status).toBe(200);
  });

  it("keeps the customers' per-address request limit", async () => {
    const staff = await signInAdmin(app, "worker");
    for (let i = 0; i < MAX_CODE_REQUESTS; i++) expect((await send(staff.email)).status).toBe(200);
    const limited = await send(staff.email);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many reset codes/);
  });
});
