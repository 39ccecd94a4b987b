import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Once per run: the demo DATA_DIR (database and uploaded photos) every worker's server starts from (a copy of it: see
 * fixtures.ts). The folder is named in E2E_DEMO_TEMPLATE, which the workers inherit, and removed after the run.
 */
export default function globalSetup() {
  const root = mkdtempSync(join(tmpdir(), "freight-e2e-template-"));
  const dir = join(root, "data");
  execFileSync(process.execPath, ["--import", "tsx", "e2e/support/demo-template.ts", dir], { stdio: "inherit" });
  process.env.E2E_DEMO_TEMPLATE = dir;
  return () => rmSync(root, { recursive: true, force: true });
}
