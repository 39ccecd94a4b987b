#!/usr/bin/env node
// Runs each e2e spec file in its own Playwright run, so every file gets a fresh server and a fresh
// embedded database seeded with demo data: files cannot disturb each other's records.
// Usage: node scripts/e2e.mjs [spec files...]   (default: every e2e/*.spec.ts)
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const root = new URL("..", import.meta.url).pathname;
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(`${root}e2e`)
      .filter((f) => f.endsWith(".spec.ts"))
      .sort()
      .map((f) => `e2e/${f}`);

const failed = [];
for (const file of files) {
  console.log(`\n=== ${file}`);
  const env = { ...process.env };
  delete env.E2E_PORT;
  delete env.E2E_DATA_DIR;
  const run = spawnSync("npx", ["playwright", "test", file], { cwd: root, stdio: "inherit", env });
  if (run.status !== 0) failed.push(file);
}
console.log(`\nE2E spec files: ${files.length - failed.length} passed, ${failed.length} failed`);
if (failed.length) {
  console.log(`Failed files:\n  ${failed.join("\n  ")}`);
  process.exit(1);
}
