import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { insertCustomer, insertStaff } from "../src/db/factories/index.js";
import { type RunningServer, type ServerProcesses, scratchPostgres, startServersOnOneDatabase } from "./processes.js";

/**
 * Every signed-in request reads its session and account from the database, the one source of truth for who is
 * signed in (docs/decisions/0027-sessions-read-from-the-database.md): whatever ends a session or changes its
 * account, through one process or straight in the database, holds on every process's very next request, with no
 * listener or notification involved. Runs in the 'postgres' project.
 */
const scratch = await scratchPostgres();
const SECRET = "sessions-two-processes-".padEnd(48, "x");
const OWNER = { email: "owner@sessions.test", password: "SessionsOwner1" };
const WORKER = { email: "worker@sessions.test", password: "SessionsWorker1" };
const CUSTOMER = { email_address: "customer@sessions.test", password: "SessionsCustomer1" };
let workerId: number;

async function login(server: RunningServer, path: string, body: object) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function call(server: RunningServer, token: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${server.url}/api${path}`, {
    ...init,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the answer's JSON
  return { status: res.status, body: (await res.json()) as any };
}

/** Asked twice (once a process remembered sessions between requests): both answers alike. */
async function twice(server: RunningServer, token: string, path: string) {
  const first = await call(server, token, path);
  expect((await call(server, token, path)).status).toBe(first.status);
  return first;
}

async function inDatabase(statement: string) {
  const database = await openDatabase({ url: scratch!.url });
  try {
    await database.db.execute(sql.raw(statement));
  } finally {
    await database.close();
  }
}

describe.skipIf(!scratch)("sessions checked by two server processes on one PostgreSQL", () => {
  let processes: ServerProcesses | undefined;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    processes = await startServersOnOneDatabase(scratch!.url, {
      env: { JWT_SECRET: SECRET },
      seed: async (db) => {
        await insertStaff(db, { ...OWNER, role: "owner" });
        workerId = (await insertStaff(db, { ...WORKER, role: "worker" })).id;
        await insertCustomer(db, CUSTOMER);
      },
    });
    [a, b] = processes.servers as [RunningServer, RunningServer];
  }, 240_000);

  afterAll(async () => {
    processes?.stop();
    await scratch?.drop();
  });

  it("ends a session logged out on A at once on B", async () => {
    const token = await login(a, "/admins/login", OWNER);
    expect((await twice(b, token, "/admins/me")).status).toBe(200);
    expect((await call(a, token, "/admins/logout", { method: "POST", body: "{}" })).status).toBe(200);
    expect((await call(b, token, "/admins/me")).status).toBe(401);
    expect((await call(a, token, "/admins/me")).status).toBe(401);
  });

  it("applies a new role and a deactivation made on A to B's very next request", async () => {
    const owner = await login(a, "/admins/login", OWNER);
    const worker = await login(b, "/admins/login", WORKER);
    expect((await twice(b, worker, "/admins")).status).toBe(403);
    const promoted = await call(a, owner, `/admins/${workerId}/role`, {
      method: "PATCH",
      body: JSON.stringify({ role: "owner" }),
    });
    expect(promoted.status).toBe(200);
    expect((await twice(b, worker, "/admins")).status).toBe(200);
    const demoted = await call(a, owner, `/admins/${workerId}/role`, {
      method: "PATCH",
      body: JSON.stringify({ role: "worker" }),
    });
    expect(demoted.status).toBe(200);
    expect((await call(b, worker, "/admins")).status).toBe(403);
    expect((await twice(b, worker, "/admins/me")).status).toBe(200);
    expect((await call(a, owner, `/admins/${workerId}/deactivate`, { method: "POST", body: "{}" })).status).toBe(200);
    const refused = await call(b, worker, "/admins/me");
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe("Your staff account has been deactivated.");
  });

  it("sees sessions ended and accounts changed straight in the database on both processes", async () => {
    const token = await login(a, "/users/login", CUSTOMER);
    for (const server of [a, b]) expect((await twice(server, token, "/users/me")).body.user.firstname).toBe("Ada");
    await inDatabase("update customers set firstname = 'Adaeze' where email_address = 'customer@sessions.test'");
    for (const server of [b, a]) expect((await twice(server, token, "/users/me")).body.user.firstname).toBe("Adaeze");
    await inDatabase("update sessions set revoked_at = now() where customer_id is not null");
    for (const server of [b, a]) expect((await call(server, token, "/users/me")).status).toBe(401);
  });

  it("leaves no session notifications in the database (migration 0034 drops those of 0029)", async () => {
    const direct = new pg.Client({ connectionString: scratch!.url });
    await direct.connect();
    try {
      const found = await direct.query(
        "select tgname as name from pg_trigger where tgname like '%sessions_notify%' union all select proname from pg_proc where proname = 'sessions_notify'",
      );
      expect(found.rows).toEqual([]);
    } finally {
      await direct.end();
    }
  });
});
