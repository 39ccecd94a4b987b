import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { migrateDatabase } from "../src/db/migrate.js";
import { startServer } from "./processes.js";
import { tableCensus } from "./release-fixture.js";

/**
 * The upgrade test (decision 0068): every release's database kept under fixtures/releases/<version>/ (made by
 * scripts/make-release-fixture.mjs with that release's code) is started on with this code: migrated in place, every
 * record of every table still there (row counts and ids), then the real server started on it: the same sign-ins,
 * sessions from before the upgrade, the demo tracking number and every stored image.
 */
const releasesDir = join(import.meta.dirname, "fixtures", "releases");
const releases = existsSync(releasesDir) ? readdirSync(releasesDir).sort() : [];

interface Expected {
  version: string;
  census: Record<string, { rows: number; ids?: string }>;
  uploads: string[];
  logins: { owner: { email: string; password: string }; customer: { email: string; password: string } };
  sessions: { owner: string; customer: string };
  tracked: { tracking_number: string; shipment_status: string };
  customerShipments: number;
}

describe.skipIf(process.env.TEST_DRIVER === "postgres")("upgrade from a release's database", () => {
  it("there is a kept database of at least one release", () => {
    expect(releases.length).toBeGreaterThan(0);
  });

  for (const version of releases) {
    describe(`release ${version}`, () => {
      const expected = JSON.parse(readFileSync(join(releasesDir, version, "expected.json"), "utf8")) as Expected;
      const dataDir = mkdtempSync(join(tmpdir(), `freight-upgrade-${version}-`));
      afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
      execFileSync("tar", ["-xzf", join(releasesDir, version, "data.tar.gz"), "-C", dataDir]);

      it("migrates in place and keeps every record of every table", { timeout: 120_000 }, async () => {
        const database = await openDatabase({ dataDir: join(dataDir, "db") });
        try {
          await migrateDatabase(database);
          const census = await tableCensus(database.db);
          // A table a later release deliberately drops or empties would be named here, with its decision.
          for (const [table, before] of Object.entries(expected.census)) expect(census[table], table).toEqual(before);
        } finally {
          await database.close();
        }
      });

      it("the server starts on it: sign-ins, earlier sessions, tracking and images are all there", {
        timeout: 180_000,
      }, async () => {
        const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
        try {
          const call = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
          const json = { "content-type": "application/json" };
          const owner = await call("/api/admins/login", {
            method: "POST",
            headers: json,
            body: JSON.stringify({ email: expected.logins.owner.email, password: expected.logins.owner.password }),
          });
          expect(owner.status).toBe(200);
          const customer = await call("/api/users/login", {
            method: "POST",
            headers: json,
            body: JSON.stringify({
              email_address: expected.logins.customer.email,
              password: expected.logins.customer.password,
            }),
          });
          expect(customer.status).toBe(200);

          const me = await call("/api/admins/me", { headers: { authorization: `Bearer ${expected.sessions.owner}` } });
          expect(me.status).toBe(200);
          const list = await call("/api/shipments", {
            headers: { authorization: `Bearer ${expected.sessions.customer}` },
          });
          expect(list.status).toBe(200);
          expect(JSON.stringify(await list.json())).toContain(expected.tracked.tracking_number);

          const tracked = await call(`/api/track/${expected.tracked.tracking_number}`);
          expect(tracked.status).toBe(200);
          expect(JSON.stringify(await tracked.json())).toContain(expected.tracked.shipment_status);

          const stored = readdirSync(join(dataDir, "uploads")).filter((f) => !f.startsWith("."));
          expect(stored.sort()).toEqual(expected.uploads);
        } finally {
          server.proc.kill("SIGTERM");
          await server.exit;
        }
      });
    });
  }
});
