import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, DEFAULT_PASSWORD, signUpCustomer } from "../../../test/http.js";
import { mailOutbox, oneTimeCodes } from "../../db/schema.js";
import { CLIENT_MAX_FAILURES, TOO_MANY_FROM_CLIENT } from "../../lib/auth/login-throttle.js";
import {
  MAX_CODE_REQUESTS,
  MAX_CODE_REQUESTS_PER_DAY,
  TOO_MANY_CODE_REQUESTS_TODAY,
} from "./password-reset.service.js";

const { app } = await buildTestApp();

const SEND = "/api/otp/send-otp?otp_purpose=reset_password";
let ipCounter = 0;
const fromNewIp = () => ({ "x-forwarded-for": `10.4.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });
const sendCode = (email: string) => client(app).post(SEND, { email_address: email }, fromNewIp());
/** Moves every code of this address an hour and a minute into the past, out of the hourly window. */
const ageCodes = (email: string) =>
  app.db
    .update(oneTimeCodes)
    .set({ created_at: sql`${oneTimeCodes.created_at} - interval '61 minutes'` })
    .where(eq(oneTimeCodes.email, email));

describe("reset codes and log-in limits", () => {
  it(`caps reset codes at ${MAX_CODE_REQUESTS_PER_DAY} a day per address, known or not`, async () => {
    const { email } = await signUpCustomer(app);
    const ghost = "ghost-daily@example.com";
    for (const address of [email, ghost]) {
      for (let sent = 0; sent < MAX_CODE_REQUESTS_PER_DAY; sent++) {
        if (sent > 0 && sent % MAX_CODE_REQUESTS === 0) await ageCodes(address);
        expect((await sendCode(address)).status).toBe(200);
      }
      await ageCodes(address); // the hourly limit is free again, the daily one is not
    }
    const known = await sendCode(email);
    const unknown = await sendCode(ghost);
    expect(known.status).toBe(429);
    expect(known.body).toEqual({ error: TOO_MANY_CODE_REQUESTS_TODAY });
    expect(unknown.body).toEqual(known.body);
    await app.backgroundIdle();
    expect(await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email))).toHaveLength(
      MAX_CODE_REQUESTS_PER_DAY,
    );
  });

  it(`holds the hourly cap when requests arrive together: 20 at once for one address store ${MAX_CODE_REQUESTS} codes`, async () => {
    const { email } = await signUpCustomer(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendCode(email)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_CODE_REQUESTS);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - MAX_CODE_REQUESTS);
    const codes = await app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, email));
    expect(codes).toHaveLength(MAX_CODE_REQUESTS);
  });

  it("a successful password reset clears the log-in limits of the account", async () => {
    const { email } = await signUpCustomer(app);
    const attacker = { "x-forwarded-for": "10.5.5.5" };
    for (let i = 0; i < CLIENT_MAX_FAILURES; i++) {
      await client(app).post("/api/users/login", { email_address: email, password: "Wrong1234" }, attacker);
    }
    const blocked = await client(app).post(
      "/api/users/login",
      { email_address: email, password: DEFAULT_PASSWORD },
      attacker,
    );
    expect(blocked.body).toEqual({ error: TOO_MANY_FROM_CLIENT });

    expect((await sendCode(email)).status).toBe(200);
    await app.backgroundIdle();
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email));
    const code = /reset code is (\d{6})/.exec(mail!.text_body)![1]!;
    const verified = await client(app).post(
      "/api/otp/verify-otp?otp_purpose=reset_password",
      { email_address: email, otp: code },
      fromNewIp(),
    );
    const reset = await client(app, verified.body.token).post("/api/password/reset-password", {
      new_password: "Fresh9Password",
    });
    expect(reset.status).toBe(200);
    const after = await client(app).post(
      "/api/users/login",
      { email_address: email, password: "Fresh9Password" },
      attacker,
    );
    expect(after.status).toBe(200);
  });
});
