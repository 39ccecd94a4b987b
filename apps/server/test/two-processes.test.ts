import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { migrateDatabase } from "../src/db/migrate.js";
import { insertShipmentInvoice } from "../src/db/factories/index.js";
import { VISITOR_RATE_LIMIT } from "../src/features/visitors/visitors.routes.js";
import { childEnv, freePort, REPO_ROOT, scratchPostgres, waitForExit } from "./processes.js";

/**
 * Two real server processes on one PostgreSQL database share what used to live in one process's memory: a client
 * gets a rate limit once in total, not once per process, and a sandbox checkout started on one process is paid
 * and verified through the other. Runs in the 'postgres' vitest project.
 */
const scratch = await scratchPostgres();
const SECRET = "two-processes-secret-".padEnd(48, "x");

interface Server {
  url: string;
  child: ChildProcess;
  dataDir: string;
}

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "freight-two-"));
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: REPO_ROOT,
    env: childEnv({
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  void waitForExit(child, 600_000).catch(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("a server exited during start");
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, child, dataDir };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("a server did not become healthy within 120 s");
}

async function call(server: Server, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads whatever JSON each route answers
  return { status: res.status, body: (await res.json()) as any };
}

describe.skipIf(!scratch)("two server processes on one PostgreSQL", () => {
  let a: Server;
  let b: Server;

  beforeAll(async () => {
    // Migrated once up front, so the two starts do not race each other's migration.
    const database = await openDatabase({ url: scratch!.url });
    await migrateDatabase(database);
    await database.close();
    [a, b] = await Promise.all([startServer(scratch!.url), startServer(scratch!.url)]);
  }, 240_000);

  afterAll(async () => {
    for (const server of [a, b]) {
      if (!server) continue;
      server.child.kill("SIGKILL");
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    await scratch?.drop();
  });

  it("counts one client's requests against one limit in total, whichever process answers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < VISITOR_RATE_LIMIT.max + 4; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await call(server, "POST", "/api/subscribe", { email_address: `reader${i}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(VISITOR_RATE_LIMIT.max);
    expect(statuses.slice(VISITOR_RATE_LIMIT.max)).toEqual([429, 429, 429, 429]);
  });

  it("completes a sandbox checkout started on one process through the other", async () => {
    const email = `payer${Date.now()}@example.com`;
    const password = "Passw0rdX";
    const signup = await call(a, "POST", "/api/users/signup", {
      firstname: "Ada",
      lastname: "Lovelace",
      email_address: email,
      number: "08012345678",
      password,
    });
    expect(signup.status).toBe(201);
    const login = await call(b, "POST", "/api/users/login", { email_address: email, password });
    expect(login.status).toBe(200);
    const token = login.body.token as string;

    const database = await openDatabase({ url: scratch!.url });
    const { invoice } = await insertShipmentInvoice(database.db, login.body.user).finally(() => database.close());

    const started = await call(a, "POST", "/api/payments/initialize", { invoice_id: invoice.id }, token);
    expect(started.status).toBe(200);
    const paid = await call(
      b,
      "POST",
      "/api/payments/sandbox/checkout",
      {
        access_code: started.body.access_code,
        outcome: "success",
      },
      token,
    );
    expect(paid.body).toMatchObject({ status: "success", reference: started.body.reference });

    const verified = await call(a, "POST", "/api/payments/verify", { reference: started.body.reference }, token);
    expect(verified.body).toMatchObject({ paid: true, status: "success" });
    const seenFromB = await call(b, "GET", `/api/invoices/${invoice.id}`, undefined, token);
    expect(seenFromB.body.invoice.status).toBe("paid");
  });
});
