#!/usr/bin/env node
// Runs the e2e suite (or the spec files named) in one Playwright run, on the built app: first it builds what is
// missing or older than its sources (as `npm start` does), so a build the CI gates just made is not made again.
// Files run in parallel on Playwright's workers; each worker starts its own server on a fresh, demo-seeded DATA_DIR
// (e2e/support/fixtures.ts), and a file that changes demo records gets a server of its own, so files cannot disturb
// each other's records.
// Usage: node scripts/e2e.mjs [spec files...]   (default: every e2e/*.spec.ts; E2E_WORKERS=<n> sets the workers)
import { spawnSync } from "node:child_process";
import { buildIfStale } from "./lib/build.mjs";

const root = new URL("..", import.meta.url).pathname;
await buildIfStale();
const run = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
process.exit(run.status ?? 1);
