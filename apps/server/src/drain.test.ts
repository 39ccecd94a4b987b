import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../test/processes.js";

/**
 * What a load balancer sees when the server is told to stop (decision 0065): from SIGTERM on, readiness answers 503
 * while liveness and every other route still answer, for SHUTDOWN_DRAIN_MS; then the server stops and exits 0.
 */
const root = mkdtempSync(join(tmpdir(), "freight-drain-"));
let server: RunningServer | undefined;

afterAll(() => {
  server?.kill();
  rmSync(root, { recursive: true, force: true });
});

const status = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 0,
  );

describe.skipIf(process.env.TEST_DRIVER === "postgres")("SIGTERM with SHUTDOWN_DRAIN_MS", () => {
  it("answers 503 on readiness, 200 on liveness while it drains, then exits 0", async () => {
    server = await startServer(
      { DATA_DIR: join(root, "data"), WEB_DIST: root, SHUTDOWN_DRAIN_MS: "4000" },
      { timeoutMs: 180_000 },
    );
    const { url, proc } = server;
    expect(await status(`${url}/api/health/ready`)).toBe(200);
    const signalled = Date.now();
    proc.kill("SIGTERM");
    await expect.poll(() => status(`${url}/api/health/ready`), { timeout: 2000, interval: 50 }).toBe(503);
    const ready = await fetch(`${url}/api/health/ready`);
    expect(await ready.json()).toMatchObject({ status: "not ready", draining: true, error: "Shutting down" });
    expect(await status(`${url}/api/health/live`)).toBe(200);
    expect(await status(`${url}/api/track/SWNOTHERE`)).toBe(404);
    expect(Date.now() - signalled).toBeLessThan(3500);
    const exit = await server.exit;
    expect(exit.code).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(4000);
  }, 240_000);
});
