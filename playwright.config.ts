import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

/**
 * E2E tests run the real built app (npm run build first). There is no server here: each worker starts its own on a
 * free port with a fresh DATA_DIR seeded with demo data (e2e/support/fixtures.ts), so spec files run in parallel,
 * one file per worker at a time, and a file that changes demo records gets a server of its own.
 * E2E_WORKERS sets how many run at once (default: one per two cores, at least 2: each worker is a browser and a
 * server, and a screens test keeps both busy).
 */
const workers = Number(process.env.E2E_WORKERS) || Math.max(2, Math.floor(availableParallelism() / 2));

export default defineConfig({
  testDir: "./e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
