import { existsSync } from "node:fs";
import { join } from "node:path";
import { PACKAGE_STATUSES } from "@app/shared/core/enums";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { packageViews } from "../../features/packages/package-records.js";
import { packageStatusHistory, uploads } from "../schema.js";
import { createPackage, packagePhotoJpeg } from "./index.js";

let t: TestApp;
let customer: Awaited<ReturnType<typeof signUpCustomer>>;
beforeAll(async () => {
  t = await buildTestApp();
  customer = await signUpCustomer(t.app);
});

describe("createPackage", () => {
  it("makes a package in every status, with the history that leads there", async () => {
    for (const status of PACKAGE_STATUSES) {
      const pkg = await createPackage(t.database.db, { owner: customer.user, status });
      expect(pkg.status).toBe(status);
      expect(pkg.package_code).toMatch(/^SWP\d+$/);
      const history = await t.database.db
        .select()
        .from(packageStatusHistory)
        .where(eq(packageStatusHistory.package_id, pkg.id))
        .orderBy(asc(packageStatusHistory.id));
      if (status === "expected") {
        expect(pkg.received_at).toBeNull();
        expect(pkg.weight_grams).toBeNull();
        expect(history.map((h) => h.status)).toEqual(["expected"]);
      } else {
        expect(pkg.received_at).toBeInstanceOf(Date);
        expect(pkg.weight_grams).toBeGreaterThan(0);
        expect(pkg.received_by).not.toBeNull();
        expect(history.map((h) => h.status)).toEqual(status === "received" ? ["received"] : ["received", status]);
      }
    }
  });

  it("puts a parcel without owner in the unknown-owner queue with its label text, and refuses an unowned pre-alert", async () => {
    const pkg = await createPackage(t.database.db, { owner: null, label_owner_text: "SW00000 Mr Nobody" });
    expect(pkg.user_id).toBeNull();
    expect(pkg.label_owner_text).toBe("SW00000 Mr Nobody");
    await expect(createPackage(t.database.db, { owner: null, status: "expected" })).rejects.toThrow();
  });

  it("stores generated photos as real uploads that the owner can fetch and another customer cannot", async () => {
    const pkg = await createPackage(t.database.db, {
      owner: customer.user,
      receivedDaysAgo: 10,
      photos: { dataDir: t.dataDir, count: 2 },
    });
    const rows = await t.database.db.select().from(uploads).where(eq(uploads.entity_id, pkg.id));
    expect(rows.filter((r) => r.entity_type === "package")).toHaveLength(2);
    for (const row of rows) {
      expect(row.owner_user_id).toBe(customer.user.id);
      expect(existsSync(join(t.dataDir, "uploads", row.storage_name))).toBe(true);
    }
    const [view] = await packageViews(t.database.db, [pkg]);
    expect(view!.photos).toHaveLength(2);
    expect(view!.storage?.free_days_left).toBe(20);

    const photo = await client(t.app, customer.token).get(view!.photos[0]!.url);
    expect(photo.status).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(photo.raw.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 320, 240]);

    const other = await signUpCustomer(t.app);
    expect((await client(t.app, other.token).get(view!.photos[0]!.url)).status).toBe(404);
  });

  it("draws distinct photos for distinct codes", async () => {
    const [a, b] = await Promise.all([packagePhotoJpeg("SWP1"), packagePhotoJpeg("SWP2")]);
    expect(a.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(a.equals(b)).toBe(false);
  });
});
