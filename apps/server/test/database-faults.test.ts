import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { databaseTimeouts, loadConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/client.js";
import { migrateDatabase } from "../src/db/migrate.js";
import type { FastifyInstance } from "fastify";
import { client, signUpCustomer } from "./http.js";
import { scratchPostgres } from "./processes.js";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.js";

/**
 * PostgreSQL behind a TCP proxy the test cuts (unreachable) and freezes (hung), with the server's default wait
 * bounds: ordinary routes, public and signed-in, answer 503 with Retry-After within 5 s, and work again once the
 * database is back, without a restart. Runs in the 'postgres' vitest project (a real PostgreSQL server).
 */
const scratch = await scratchPostgres();

describe.skipIf(!scratch)("database faults", () => {
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    const direct = await openDatabase({ url: scratch!.url });
    await migrateDatabase(direct);
    await direct.close();
    const url = new URL(scratch!.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    const config = loadConfig({
      LOG_LEVEL: "silent",
      JWT_SECRET: "fault-test-secret-".padEnd(48, "x"),
      DATA_DIR: "/tmp",
    });
    database = await openDatabase({ url: url.toString(), timeouts: databaseTimeouts(config) });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    token = (await signUpCustomer(app)).token;
  });

  afterAll(async () => {
    await proxy?.restore();
    await app?.close();
    await database?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  /** Ordinary routes: a public lookup, a log-in and a visitor form (both rate-limited), a signed-in list. */
  const calls = () => [
    client(app).get("/api/health"),
    client(app).get("/api/track/SW-NOT-THERE"),
    client(app).post("/api/users/login", { email_address: "someone@example.com", password: "Whatever123" }),
    client(app).post("/api/subscribe", { email: "reader@example.com" }),
    client(app, token).get("/api/shipments"),
  ];

  async function expectUnavailableQuickly() {
    const started = Date.now();
    const answers = await Promise.all(calls().map(async (call) => ({ res: await call, ms: Date.now() - started })));
    for (const { res, ms } of answers) {
      expect(res.status).toBe(503);
      expect(res.headers["retry-after"]).toMatch(/^\d+$/);
      expect(typeof res.body.error).toBe("string");
      expect(ms).toBeLessThan(5000);
    }
  }

  async function expectRecovered() {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const answers = await Promise.all(calls());
      if (answers.every((res) => res.status < 500)) {
        expect(answers[0]!.status).toBe(200);
        expect(answers[4]!.status).toBe(200);
        return;
      }
      if (Date.now() > deadline) throw new Error(`not recovered: ${answers.map((a) => a.status).join(", ")}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it("answers normally before any fault", async () => {
    await expectRecovered();
  });

  it("answers 503 within 5 s while PostgreSQL is unreachable, and recovers without a restart", async () => {
    await proxy.cut();
    await expectUnavailableQuickly();
    await expectUnavailableQuickly();
    await proxy.restore();
    await expectRecovered();
  });

  it("answers 503 within 5 s while PostgreSQL hangs, and recovers without a restart", async () => {
    proxy.freeze();
    await expectUnavailableQuickly();
    // Connections opened while it hangs wait at the handshake: bounded too.
    await expectUnavailableQuickly();
    await proxy.restore();
    await expectRecovered();
  });
});
