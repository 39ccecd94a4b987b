import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base } from "@playwright/test";
import { loginAdminByApi, loginCustomerByApi } from "./auth";

export { expect } from "@playwright/test";

export interface AppServer {
  url: string;
  dataDir: string;
}

interface WorkerFixtures {
  /**
   * Which server a spec file runs on. Files on the default, "shared", read the demo records without changing what
   * another file asserts on, and share one server per worker. A file that changes demo records (or needs the
   * demo's exact counts after its own changes) names itself here, `test.use({ dataset: "<file>" })`: Playwright then
   * gives it workers of its own, so it gets a server and a freshly seeded database that no other file touches.
   */
  dataset: string;
  server: AppServer;
  /** Cookies of the demo customer and the demo owner, signed in once per worker (log-ins are rate limited). */
  demoSession: StorageState;
}

type StorageState = Awaited<ReturnType<import("@playwright/test").BrowserContext["storageState"]>>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`the server stopped at start:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * The built app (npm run build first) on a free port with a fresh DATA_DIR holding a copy of the run's demo database
 * (the demo seed, built with the factories of apps/server/src/db/factories). One per worker.
 */
async function startServer(): Promise<{ server: AppServer; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "freight-e2e-"));
  // The demo DATA_DIR (database and photos) made once for the run (global-setup.ts); without it the server creates
  // and seeds its own.
  const template = process.env.E2E_DEMO_TEMPLATE;
  if (template) cpSync(template, dataDir, { recursive: true });
  // Through scripts/start.mjs (as `npm start`): it stops the server when this worker dies without tearing down.
  // WEB_DIST names the build, so it serves that build as it is and never starts building one itself.
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      WEB_DIST: join(process.cwd(), "apps/web/dist"),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      MAIL_POLL_MS: "200",
      PAYMENT_PROVIDER: "sandbox",
      // No daily backup of a test server's database (lib/backup; e2e never looks at it).
      BACKUP_KEEP: "0",
      // The demo's USD invoices are paid in dollars (a merchant whose Paystack takes USD); GBP and CNY in naira.
      PAYSTACK_ACCEPTS_USD: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk) => (printed += chunk));
  child.stderr?.on("data", (chunk) => {
    printed += chunk;
    process.stderr.write(chunk);
  });
  const stop = async () => {
    if (child.exitCode === null && !child.signalCode) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // start.mjs passes SIGTERM on and exits with the server (which closes the database first).
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, () => printed, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { server: { url, dataDir }, stop };
}

/**
 * The test of every spec file: `page`, `request` and `baseURL` point at this worker's server, and the mail helpers
 * read this server's DATA_DIR (E2E_DATA_DIR is set in the worker process).
 */
export const test = base.extend<object, WorkerFixtures>({
  dataset: ["shared", { scope: "worker", option: true }],
  server: [
    // Depending on `dataset` keys the server to it: a file with its own dataset never shares this server.
    async ({ dataset: _dataset }, use) => {
      const { server, stop } = await startServer();
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await stop();
    },
    { scope: "worker", timeout: 150_000 },
  ],
  demoSession: [
    async ({ browser, server }, use) => {
      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      await loginCustomerByApi(page);
      await loginAdminByApi(page);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: "worker" },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});
