import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Once per run: the compiled server when it is stale, and the demo DATA_DIR (database and uploaded photos) every worker's server starts from (a copy of it: see
 * fixtures.ts). The folder is named in E2E_DEMO_TEMPLATE, which the workers inherit, and removed after the run.
 */
export default async function globalSetup() {
  // The compiled server, built once here when stale: every worker's server runs it (through scripts/start.mjs),
  // and workers building it at once would each do the same work.
  const { buildIfStale } = (await import(join(process.cwd(), "scripts/lib/build.mjs"))) as {
    buildIfStale(options: { web: boolean }): Promise<void>;
  };
  await buildIfStale({ web: false });
  const root = mkdtempSync(join(tmpdir(), "freight-e2e-template-"));
  const dir = join(root, "data");
  execFileSync(process.execPath, ["--import", "tsx", "e2e/support/demo-template.ts", dir], { stdio: "inherit" });
  process.env.E2E_DEMO_TEMPLATE = dir;
  return () => rmSync(root, { recursive: true, force: true });
}
