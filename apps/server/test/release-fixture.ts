import { execFileSync } from "node:child_process";
import { defaultPreferenceGrid } from "@app/shared/notifications/notifications";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.js";
import { DEMO_LOGINS, DEMO_TRACKING_NUMBER, seedDemoData } from "../src/cli/demo-data.js";
import { loadConfig } from "../src/config.js";
import { type Db, openDatabase } from "../src/db/client.js";
import { insertPickup, insertTicket } from "../src/db/factories/index.js";
import { migrateDatabase } from "../src/db/migrate.js";
import { customers, sessions, shipments } from "../src/db/schema.js";
import { signSessionToken } from "../src/lib/auth/tokens.js";
import { createIsolationRecords } from "./customer-isolation.records.js";
import { APP_VERSION } from "../src/version.js";

/**
 * A release's database kept as test data (decision 0068): `node scripts/make-release-fixture.mjs` runs this at a
 * release. It writes `apps/server/test/fixtures/releases/<version>/`: `data.tar.gz`, a whole DATA_DIR as the
 * release stores it (the embedded database folder `db/`, `uploads/`, `jwt-secret`), and `expected.json`, what the
 * upgrade test (test/upgrade.test.ts) must find in it after the newer code has started on it.
 */

/** Every table of the product's schema with its row count and, where it has an `id`, a digest of its ids. */
export async function tableCensus(db: Db): Promise<Record<string, { rows: number; ids?: string }>> {
  const tables = await db.execute(
    sql`select table_name as name,
          exists (select 1 from information_schema.columns c
                  where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'id') as has_id
        from information_schema.tables t
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const census: Record<string, { rows: number; ids?: string }> = {};
  for (const { name, has_id } of (tables as unknown as { rows: { name: string; has_id: boolean }[] }).rows) {
    const table = sql.identifier(name);
    const [row] = (
      (await db.execute(
        has_id
          ? sql`select count(*)::int as rows, md5(coalesce(string_agg(id::text, ',' order by id::text), '')) as ids from ${table}`
          : sql`select count(*)::int as rows from ${table}`,
      )) as unknown as { rows: { rows: number; ids?: string }[] }
    ).rows;
    census[name] = has_id ? { rows: row!.rows, ids: row!.ids } : { rows: row!.rows };
  }
  return census;
}

/** A session made by signing in, kept valid for the fixture's life (its record's end and the token's). */
async function lastingSession(app: FastifyInstance, db: Db, url: string, body: object) {
  const login = await app.inject({ method: "POST", url, payload: body });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  const { sid, sub, kind } = JSON.parse(Buffer.from(login.json().token.split(".")[1], "base64url").toString());
  const end = new Date("2099-12-31T00:00:00Z");
  await db.update(sessions).set({ expires_at: end }).where(eq(sessions.id, sid));
  return signSessionToken(app.config.JWT_SECRET, { sid, sub, kind }, end);
}

export async function makeReleaseFixture(outRoot: string, version = APP_VERSION) {
  const out = join(outRoot, version);
  if (existsSync(out)) throw new Error(`${out} exists already: a release's fixture is written once`);
  const dataDir = mkdtempSync(join(tmpdir(), "freight-release-"));
  try {
    const database = await openDatabase({ dataDir: join(dataDir, "db") });
    await migrateDatabase(database);
    const { db } = database;
    await seedDemoData(db, dataDir);
    // As test/build-app.ts: the isolation records pay a USD invoice in dollars.
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      PAYMENT_PROVIDER: "sandbox",
      PAYSTACK_ACCEPTS_USD: "true",
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();

    // Beyond the demo seed: records the public site and the portal make through the API, and a few more factories.
    const [owner, customer] = DEMO_LOGINS;
    const post = (url: string, payload: object, ip: string) =>
      app.inject({ method: "POST", url, payload, headers: { "x-forwarded-for": ip } });
    await post("/api/subscribe", { email_address: "reader@example.com" }, "203.0.113.1");
    await post(
      "/api/mail/contact-email",
      { kind: "contact", name: "Ngozi Eze", email: "ngozi@example.com", subject: "Rates", message: "Rates to Abuja?" },
      "203.0.113.2",
    );
    const signup = await post(
      "/api/users/signup",
      {
        firstname: "Bola",
        lastname: "Ade",
        email_address: "bola@example.com",
        number: "08023456789",
        password: "Bola12345",
      },
      "203.0.113.3",
    );
    if (signup.statusCode !== 201) throw new Error(`sign-up failed: ${signup.body}`);
    const [demoCustomer] = await db.select().from(customers).where(eq(customers.email_address, customer.email));
    await insertTicket(db, demoCustomer!.id, { subject: "Kept across releases" });
    await insertPickup(db, demoCustomer!.id);
    // Two more customers with a record of every kind through the portal and staff APIs (the isolation test's set:
    // procurement, pickup, ticket with reply, pre-alert with receipt, parcels received with photos, ship request with
    // packing photo, shipment, invoices, a started payment).
    await createIsolationRecords(app);
    // A published exchange rate and a customer's notification choices with a phone number.
    const signIn = async (url: string, body: object) =>
      (await app.inject({ method: "POST", url, payload: body })).json().token as string;
    const staffToken = await signIn("/api/admins/login", { email: owner.email, password: owner.password });
    const customerLogin = await signIn("/api/users/login", {
      email_address: customer.email,
      password: customer.password,
    });
    const expectOk = async (what: string, answer: Promise<{ statusCode: number; body: string }>) => {
      const { statusCode, body } = await answer;
      if (statusCode >= 300) throw new Error(`${what}: ${statusCode} ${body}`);
    };
    await expectOk(
      "publish a rate",
      app.inject({
        method: "POST",
        url: "/api/admin/exchange-rates",
        headers: { authorization: `Bearer ${staffToken}` },
        payload: { currency: "GBP", rate: "2010.5" },
      }),
    );
    const preferences = defaultPreferenceGrid();
    preferences.milestones.sms = true;
    await expectOk(
      "notification choices",
      app.inject({
        method: "PUT",
        url: "/api/notifications/preferences",
        headers: { authorization: `Bearer ${customerLogin}` },
        payload: { preferences, sms_phone: "0803 123 4567", whatsapp_phone: "" },
      }),
    );
    // A failed sign-in is kept too (the log-in throttle's record).
    await post("/api/users/login", { email_address: customer.email, password: "Wrong-password1" }, "203.0.113.4");

    const ownerToken = await lastingSession(app, db, "/api/admins/login", {
      email: owner.email,
      password: owner.password,
    });
    const customerToken = await lastingSession(app, db, "/api/users/login", {
      email_address: customer.email,
      password: customer.password,
    });
    const [tracked] = await db.select().from(shipments).where(eq(shipments.tracking_number, DEMO_TRACKING_NUMBER));
    const customerShipments = await db.select().from(shipments).where(eq(shipments.user_id, demoCustomer!.id));
    const expected = {
      version,
      madeBy: "scripts/make-release-fixture.mjs",
      commit: execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim(),
      census: await tableCensus(db),
      uploads: readdirSync(join(dataDir, "uploads"))
        .filter((f) => !f.startsWith("."))
        .sort(),
      logins: { owner: { email: owner.email, password: owner.password }, customer },
      sessions: { owner: ownerToken, customer: customerToken },
      tracked: { tracking_number: DEMO_TRACKING_NUMBER, shipment_status: tracked!.shipment_status },
      customerShipments: customerShipments.length,
    };
    await app.close();
    await database.close();

    mkdirSync(out, { recursive: true });
    execFileSync("tar", ["-czf", join(out, "data.tar.gz"), "-C", dataDir, "db", "uploads", "jwt-secret"]);
    writeFileSync(join(out, "expected.json"), `${JSON.stringify(expected, null, 2)}\n`);
    return out;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("release-fixture.ts")) {
  const out = await makeReleaseFixture(process.argv[2] ?? join(import.meta.dirname, "fixtures", "releases"));
  console.log(`release fixture written: ${out}`);
  process.exit(0);
}
