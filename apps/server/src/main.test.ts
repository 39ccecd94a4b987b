import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { childEnv, freePort, REPO_ROOT, waitForExit, waitForOutput, waitUntilHealthy } from "../test/processes.js";
import { DEMO_LOGINS } from "./cli/demo-data.js";
import { openDatabase } from "./db/client.js";
import { customers, sessions } from "./db/schema.js";

/**
 * Graceful shutdown of the real server process: a request that is still arriving when SIGTERM
 * comes is answered in full (on a keep-alive connection, as browsers use), the process exits 0
 * soon after, its log is written out to the last line, and the embedded database directory opens cleanly again
 * with that request's write.
 * Timeouts are generous on purpose: CI machines are slow and shared.
 */
const dataDir = mkdtempSync(join(tmpdir(), "freight-main-"));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

// The process runs on its embedded database in both vitest projects; once is enough.
describe.skipIf(process.env.TEST_DRIVER === "postgres")("graceful shutdown", () => {
  it("finishes the in-flight request on SIGTERM, exits 0 and leaves the database clean", async () => {
    const port = await freePort();
    // node --import tsx: one process, so the signal reaches the server itself (no wrapper in between).
    const proc = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: REPO_ROOT,
      env: childEnv({ DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "info" }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;
    const exit = waitForExit(proc, 180_000);
    await waitUntilHealthy(port, () => proc.exitCode !== null, 120_000);

    // A log-in whose body is still arriving when the signal comes: the request is in flight.
    const customer = DEMO_LOGINS[1];
    const body = JSON.stringify({ email_address: customer.email, password: customer.password });
    const agent = new http.Agent({ keepAlive: true });
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/api/users/login",
      agent,
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        "x-request-id": "in-flight-login",
      },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on("response", (res) => {
        let text = "";
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      request.on("error", reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 300));

    const draining = waitForOutput(proc, /SIGTERM received/, 30_000);
    proc.kill("SIGTERM");
    await draining;
    await new Promise((r) => setTimeout(r, 300));
    request.end(body.slice(10));

    const answered = await response;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ user: { email_address: customer.email } });

    const finished = await exit;
    agent.destroy();
    expect(finished.stderr).not.toMatch(/Error/);
    // 0, not the forced exit 1 after 20 s: the keep-alive connection did not hold the shutdown up.
    expect(finished.code).toBe(0);

    // The log as shipped (info, written asynchronously): one access line for that request, and every line up to the
    // last one before the exit was written out.
    const logLines = finished.stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logLines.filter((line) => line.reqId === "in-flight-login")).toEqual([
      expect.objectContaining({
        msg: "request completed",
        method: "POST",
        route: "/api/users/login",
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(logLines.at(-1)?.msg).toBe("stopped cleanly");

    // The directory opens again (only one process may hold it) with the write of that last request.
    const database = await openDatabase({ dataDir: join(dataDir, "db") });
    try {
      const [user] = await database.db.select().from(customers).where(eq(customers.email_address, customer.email));
      expect(user).toBeDefined();
      const userSessions = await database.db.select().from(sessions).where(eq(sessions.customer_id, user!.id));
      expect(userSessions).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 240_000);
});
