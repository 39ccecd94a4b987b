#!/usr/bin/env node
// The database of this release, kept as test data (decision 0068): run once per release, after its version is set in
// package.json and CHANGELOG.md. Writes apps/server/test/fixtures/releases/<version>/ (data.tar.gz: a DATA_DIR made
// by the demo seed, factories and API calls, on this release's code; expected.json: its table census, sign-ins,
// sessions and key records), which test/upgrade.test.ts starts every later release on. Commit the folder.
//
//   node scripts/make-release-fixture.mjs [folder]     (default apps/server/test/fixtures/releases)
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const result = spawnSync(
  process.execPath,
  ["--import", "tsx", "apps/server/test/release-fixture.ts", ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit" },
);
process.exit(result.status ?? 1);
