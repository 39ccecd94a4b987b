import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./config.js";

/**
 * The release this code is (the root package.json's `version`, kept with CHANGELOG.md): printed at start, for the
 * system page and monitors. A release's database is kept as test data (apps/server/test/fixtures/releases/<version>).
 */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { version: string }
).version;
