import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WAREHOUSES } from "@app/shared/company";
import { PACKAGE_STATUSES } from "@app/shared/enums";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/build-app.js";
import { customers, packages, uploads } from "../db/schema.js";
import { packageViews } from "../features/packages/package-records.js";
import { DEMO_LOGINS, seedDemoData } from "./demo-data.js";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const dataDir = mkdtempSync(join(tmpdir(), "freight-demo-"));
beforeAll(async () => {
  database = await freshDatabase();
  await seedDemoData(database.db, dataDir);
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("demo packages", () => {
  it("has a parcel in every status and one of unknown owner at each warehouse", async () => {
    const rows = await database.db.select().from(packages);
    for (const { city } of WAREHOUSES) {
      const here = rows.filter((p) => p.warehouse === city);
      expect(new Set(here.map((p) => p.status)), city).toEqual(new Set(PACKAGE_STATUSES));
      expect(
        here.some((p) => p.user_id == null && p.label_owner_text),
        city,
      ).toBe(true);
    }
  });

  it("gives every parcel on our shelves a photo stored as a real upload", async () => {
    const rows = await database.db.select().from(packages);
    const photos = await database.db.select().from(uploads).where(eq(uploads.entity_type, "package"));
    for (const p of rows.filter((r) => r.status !== "expected")) {
      const mine = photos.filter((u) => u.entity_id === p.id);
      expect(mine.length, p.package_code).toBeGreaterThan(0);
      for (const u of mine) {
        expect(u.owner_user_id).toBe(p.user_id);
        expect(existsSync(join(dataDir, "uploads", u.storage_name))).toBe(true);
      }
    }
  });

  it("gives the demo customer pre-alerts and received parcels, one near its last free day and one paying fees", async () => {
    const [me] = await database.db.select().from(customers).where(eq(customers.email_address, DEMO_LOGINS[1].email));
    const views = await packageViews(
      database.db,
      await database.db.select().from(packages).where(eq(packages.user_id, me!.id)),
    );
    expect(views.filter((v) => v.status === "expected").length).toBeGreaterThanOrEqual(1);
    const stored = views.filter((v) => v.storage);
    expect(stored.some((v) => v.storage!.free_days_left > 0 && v.storage!.free_days_left <= 7)).toBe(true);
    expect(stored.some((v) => v.storage!.free_days_left === 0 && Number(v.storage!.fees_so_far) > 0)).toBe(true);
    expect(views.some((v) => v.status === "received" && v.photos.length === 2)).toBe(true);
  });
});
