import { type ChildProcess, spawn } from "node:child_process";
import { cpSync } from "node:fs";
import { expect } from "@playwright/test";
import { childEnv, freePort, REPO_ROOT } from "../../apps/server/test/processes";

export interface OwnServer {
  url: string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * A server of a spec's own (the same built app, with the run's demo data when there is a template) for walks that
 * need settings the shared e2e servers do not have, e.g. a real SMTP peer. `prepare` runs on the data folder before
 * the server holds it. Resolves once the server is ready.
 */
export async function startOwnServer(
  dataDir: string,
  env: (url: string) => Record<string, string>,
  prepare?: () => void,
): Promise<OwnServer> {
  const template = process.env.E2E_DEMO_TEMPLATE;
  if (template) cpSync(template, dataDir, { recursive: true });
  prepare?.();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The server itself, not npx: SIGTERM at the end must reach it (npx would exit and leave it running).
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: REPO_ROOT,
    stdio: "ignore",
    env: childEnv({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: url, ...env(url) }),
  });
  await expect
    .poll(
      () =>
        fetch(`${url}/api/health/ready`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
  return {
    url,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    },
  };
}
