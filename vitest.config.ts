import { defineConfig } from "vitest/config";

const shared = {
  include: [
    "apps/server/src/**/*.test.ts",
    "apps/server/test/**/*.test.ts",
    "packages/shared/src/**/*.test.ts",
    "apps/web/src/**/*.test.ts",
  ],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** Every kept list search is checked against a fresh build of it (apps/server/src/lib/list.ts keptSearch). */
const verify = { LIST_VERIFY_KEPT_SEARCHES: "1", VERIFY_ROW_MAPPERS: "1" };

/** API tests always run on PGlite; with TEST_DATABASE_URL they run again on that PostgreSQL. */
export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: "pglite", env: { TEST_DRIVER: "pglite", ...verify } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: "postgres",
                env: { TEST_DRIVER: "postgres", ...verify },
                include: ["apps/server/**/*.test.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
