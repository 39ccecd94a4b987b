import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SETUP_TEXTS } from "@app/shared/setup/texts";
import { afterAll, describe, expect, it } from "vitest";
import { childEnv, freePort, REPO_ROOT, run, waitForExit } from "../test/processes.js";
import { DEMO_LOGINS } from "./cli/demo-data.js";

/**
 * The real server process started as the world would reach it (an https PUBLIC_URL): no demo data, no known
 * log-ins, a one-time setup link in the log, and no silent payment sandbox. Timeouts are generous: CI is slow.
 */
const dataDir = mkdtempSync(join(tmpdir(), "freight-public-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

const PUBLIC_URL = "https://freight.example.com";
const owner = { firstname: "Ada", lastname: "Obi", email: "boss@example.com", password: "S3curePassw0rd" };

/** Resolves with everything printed so far once `pattern` shows up on stdout. */
function outputUntil(proc: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} on stdout within ${timeoutMs} ms:\n${seen}`)),
      timeoutMs,
    );
    proc.stdout?.on("data", (chunk) => {
      seen += chunk;
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve(seen);
      }
    });
  });
}

// The process runs on its embedded database in both vitest projects; once is enough.
describe.skipIf(process.env.TEST_DRIVER === "postgres")("a public start", () => {
  it("refuses to run the payment sandbox unless PAYMENT_PROVIDER=sandbox is set", async () => {
    const result = await run(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      PUBLIC_URL,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^ {2}PAYMENT_PROVIDER: must be set on a public start/m);
  }, 120_000);

  it("holds no demo log-ins and lets the first owner in once through the printed setup link", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const proc = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: REPO_ROOT,
      env: childEnv({
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL,
        PAYMENT_PROVIDER: "sandbox",
      }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(proc);
    const exit = waitForExit(proc, 240_000);
    const printed = await outputUntil(proc, /run npm run admin:create/, 180_000);
    for (const login of DEMO_LOGINS) expect(printed).not.toContain(login.password);
    expect(printed).toMatch(/TEST MODE/);
    const link = /(https:\/\/freight\.example\.com\/admin\/setup#)(\S+)/.exec(printed);
    expect(link).not.toBeNull();
    const token = link![2]!;

    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    for (const login of DEMO_LOGINS) {
      const path = login.path.startsWith("/admin") ? "/api/admins/login" : "/api/users/login";
      const body =
        path === "/api/admins/login"
          ? { email: login.email, password: login.password }
          : { email_address: login.email, password: login.password };
      expect((await post(path, body)).status).toBe(401);
    }
    const config = await (await fetch(`${base}/api/site-config`)).json();
    expect(config).toEqual({ payment_provider: "sandbox", test_mode: true });

    expect((await post("/api/setup", { ...owner, token: `${token}x` })).status).toBe(400);
    const created = await post("/api/setup", { ...owner, token });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      message: SETUP_TEXTS.created,
      admin: { email: owner.email, role: "owner" },
    });
    const again = await post("/api/setup", { ...owner, email: "second@example.com", token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: SETUP_TEXTS.invalid });
    const login = await post("/api/admins/login", { email: owner.email, password: owner.password });
    expect(login.status).toBe(200);

    proc.kill("SIGTERM");
    expect((await exit).code).toBe(0);
  }, 300_000);
});
