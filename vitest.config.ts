import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const shared = {
  include: [
    "apps/server/src/**/*.test.ts",
    "apps/server/test/**/*.test.ts",
    "packages/shared/src/**/*.test.ts",
    "apps/web/src/**/*.test.ts",
    "scripts/**/*.test.ts",
  ],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // One migrated database, copied for each test file (apps/server/test/migrated-template.ts).
  globalSetup: ["apps/server/test/migrated-template.ts"],
  setupFiles: ["apps/server/test/deprecations.ts"],
  // Test files share their worker's loaded modules instead of loading the whole server again for each file
  // (decision 0085): about 60 % of the unit stage's CPU was that loading. Each file still builds its own app on its
  // own database, and product code keeps no per-process state that one file's app could leave for another's.
  isolate: false,
};

/** API tests always run on PGlite; with TEST_DATABASE_URL they run again on that PostgreSQL. */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, which left the CPU a
    // third idle while tests waited on PostgreSQL, child processes and timers (decision 0126).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { ...shared, name: "pglite", env: { TEST_DRIVER: "pglite" } } },
      // The web app's component and hook tests: in a simulated browser (happy-dom), the API faked at fetch.
      {
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["apps/web/test/setup.ts"],
          testTimeout: 10_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: "postgres",
                env: { TEST_DRIVER: "postgres" },
                include: ["apps/server/**/*.test.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
