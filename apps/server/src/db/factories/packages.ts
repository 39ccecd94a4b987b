import type { PackageStatus } from "@app/shared/core/enums";
import { loadSharp } from "../../lib/sharp.js";
import { withStagedImages } from "../../lib/upload-store.js";
import type { DbOrTx } from "../client.js";
import { packageStatusHistory, packages } from "../schema.js";
import { anyStaffId } from "./accounts.js";
import { daysAgo, uniqueSuffix } from "./unique.js";

type PackageInsert = typeof packages.$inferInsert;
export type PackageRecord = typeof packages.$inferSelect;

export interface PackageOptions extends Partial<Omit<PackageInsert, "user_id">> {
  /** The customer; `null` makes a parcel of the unknown-owner queue (never with status 'expected'). */
  owner?: { id: number } | null;
  /** For every status but 'expected': received this many days before now (default 3); `received_at` wins. */
  receivedDaysAgo?: number;
  /** Generated photos (a box with the package code) stored as real uploads under `dataDir`/uploads. */
  photos?: { dataDir: string; count?: number };
}

const COLOURS = ["#b5895a", "#8a6d4b", "#c9a36b", "#6b8fb5", "#7a9a6b", "#b56b6b"];
const HOUR_MS = 3_600_000;

/**
 * A small JPEG (320×240 by default) of a brown box with `text` on its label: a stand-in for a desk photo in the
 * demo and in tests that upload one. `variant` picks the box colour, so a parcel's photos differ.
 */
export async function packagePhotoJpeg(text: string, variant = 0, size = { width: 320, height: 240 }) {
  const { width, height } = size;
  const colour = COLOURS[Math.abs(variant) % COLOURS.length];
  const label = text.replace(/[<>&"']/g, "");
  const svg = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
    <rect width="100%" height="100%" fill="#ece4d6"/>
    <rect x="${width * 0.18}" y="${height * 0.2}" width="${width * 0.64}" height="${height * 0.6}" rx="6"
      fill="${colour}" stroke="#5b3f22" stroke-width="4"/>
    <rect x="${width * 0.27}" y="${height * 0.39}" width="${width * 0.46}" height="${height * 0.22}" fill="#fff"/>
    <text x="50%" y="${height * 0.53}" font-family="sans-serif" font-size="${Math.round(height / 12)}"
      font-weight="bold" text-anchor="middle" fill="#111">${label}</text></svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).jpeg({ quality: 80 }).toBuffer();
}

/** Stores generated photos of a package the way the desk stores real ones (uploads rows, files under DATA_DIR). */
export async function insertPackagePhotos(db: DbOrTx, pkg: PackageRecord, dataDir: string, count = 1) {
  const images = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      buffer: await packagePhotoJpeg(pkg.package_code, pkg.id + i),
      originalName: `${pkg.package_code}-${i + 1}.jpg`,
      mime: "image/jpeg",
      ext: "jpg",
    })),
  );
  // Like the desk's photos, they do not count toward the customer's upload quota.
  return withStagedImages({ DATA_DIR: dataDir, UPLOAD_QUOTA_MB: 100 }, images, (record) =>
    record(db, { entityType: "package", entityId: pkg.id, ownerUserId: pkg.user_id, countsTowardQuota: false }),
  );
}

/**
 * A package in any status, with its history. 'expected' is a customer's pre-alert (no measures, nothing received);
 * every other status is a parcel the desk received (weight, dimensions, bin, condition, received_at/by), then
 * moved on to `status`. `owner: null` puts it in the unknown-owner queue with the label's text. Any column may be
 * overridden; `photos` adds generated photos stored as real uploads.
 */
export async function createPackage(db: DbOrTx, options: PackageOptions = {}): Promise<PackageRecord> {
  const { owner, receivedDaysAgo = 3, photos, ...overrides } = options;
  const status: PackageStatus = overrides.status ?? "received";
  if (owner === undefined) throw new Error("createPackage needs an owner (a customer, or null for unknown owner)");
  const expected = status === "expected";
  const receivedAt = expected ? null : (overrides.received_at ?? daysAgo(receivedDaysAgo));
  const receivedBy = expected ? null : (overrides.received_by ?? (await anyStaffId(db)));
  const suffix = uniqueSuffix();
  const created = overrides.created_at ?? (receivedAt ? new Date(receivedAt.getTime()) : new Date());
  const values: PackageInsert = {
    status,
    user_id: owner?.id ?? null,
    warehouse: "Trail Richmond",
    carrier: "UPS",
    carrier_tracking_number: `1Z${suffix}`,
    store: "Amazon",
    description: "Household goods",
    created_at: created,
    updated_at: created,
    ...(expected
      ? { declared_value: 4999, declared_currency: "USD ($)" }
      : {
          weight_grams: 2_450,
          length_mm: 400,
          width_mm: 300,
          height_mm: 200,
          bin_location: "A-01",
          condition: "good",
          label_owner_text: owner ? null : "SW99999 J. Doe",
        }),
    ...overrides,
    received_at: receivedAt,
    received_by: receivedBy,
  };
  const [row] = await db.insert(packages).values(values).returning();
  const pkg = row!;

  const history: Array<typeof packageStatusHistory.$inferInsert> = [];
  if (expected) history.push({ package_id: pkg.id, status: "expected", created_at: created });
  else {
    history.push({ package_id: pkg.id, status: "received", changed_by: receivedBy, created_at: receivedAt! });
    if (status !== "received") {
      const movedAt = new Date(Math.min(Date.now(), receivedAt!.getTime() + HOUR_MS));
      history.push({ package_id: pkg.id, status, changed_by: receivedBy, created_at: movedAt });
    }
  }
  await db.insert(packageStatusHistory).values(history);
  if (photos) await insertPackagePhotos(db, pkg, photos.dataDir, photos.count ?? 1);
  return pkg;
}
