import { randomUUID } from "node:crypto";
import { chmodSync, mkdirSync } from "node:fs";
import { chmod, open, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { DbOrTx } from "../db/client.js";
import { uploads } from "../db/schema.js";
import { HttpError, tooManyRequests } from "./errors.js";
import type { IncomingImage, UploadEntity } from "./uploads.js";

/**
 * Files of an upload are written under `uploads/.incoming/` first and moved to `uploads/` only once the record
 * that names them is committed; a failure removes them. Nothing but the server's user may read them.
 */
const INCOMING = ".incoming";
/** Files this old that no record names are left from a crash (an upload in flight never takes this long). */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/** Per account: at most UPLOADS_PER_MINUTE upload requests a minute, counted on each of the three upload routes. */
export const UPLOAD_RATE_LIMIT = {
  max: (request: FastifyRequest) => request.server.config.UPLOADS_PER_MINUTE,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) => `upload:${request.customer?.id ?? request.ip}`,
  errorResponseBuilder: () =>
    tooManyRequests("Too many uploads from your account. Please wait a minute and try again."),
};

function privateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}

export const uploadsDir = (dataDir: string) => privateDir(join(dataDir, "uploads"));
const incomingDir = (dataDir: string) => privateDir(join(dataDir, "uploads", INCOMING));

export const NO_ROOM = "The server has no room to store these images right now. Please try again later.";

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** 413 when the account's stored images plus these would pass its quota. Serialised per account. */
async function checkQuota(tx: DbOrTx, ownerUserId: number, incomingBytes: number, quotaBytes: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('upload-quota'), ${ownerUserId})`);
  const [row] = await tx
    .select({ used: sql<string>`coalesce(sum(${uploads.size_bytes}), 0)` })
    .from(uploads)
    .where(eq(uploads.owner_user_id, ownerUserId));
  const used = Number(row?.used ?? 0);
  if (used + incomingBytes <= quotaBytes) return;
  throw new HttpError(
    413,
    `Your account has room for ${sizeOf(quotaBytes)} of images and ${sizeOf(used)} is used; these images ` +
      `need ${sizeOf(incomingBytes)}. Send fewer or smaller images, or contact us for more room.`,
  );
}

/**
 * Writes the images under temporary names, then runs `work` (the transaction that creates their record; it calls
 * `record` once). The files are kept only when `work` succeeded; on any failure they are removed.
 */
export async function withStagedImages<T>(
  config: { DATA_DIR: string; UPLOAD_QUOTA_MB: number },
  images: IncomingImage[],
  work: (record: (tx: DbOrTx, owner: ImageOwner) => Promise<string[]>) => Promise<T>,
): Promise<T> {
  const names = images.map((image) => `${randomUUID()}.${image.ext}`);
  const staging = incomingDir(config.DATA_DIR);
  const final = uploadsDir(config.DATA_DIR);
  const quotaBytes = config.UPLOAD_QUOTA_MB * 1024 * 1024;
  const discard = () => Promise.all(names.map((n) => unlink(join(staging, n)).catch(() => undefined)));
  let result: T;
  try {
    // Every write settles before a failure is handled, so none creates its file after the clean-up (disk full).
    const writes = await Promise.allSettled(
      images.map((image, i) => writeFile(join(staging, names[i]!), image.buffer, { mode: 0o600, flag: "wx" })),
    );
    const failed = writes.find((w) => w.status === "rejected");
    if (failed) throw failed.reason;
    result = await work(async (tx, owner) => {
      if (images.length === 0) return names;
      // PDFs are taken for a pre-alert's receipt only (readMultipart's `pdf` option); never as a record's images.
      if (owner.entityType !== "package_receipt" && images.some((image) => image.ext === "pdf"))
        throw new Error(`a PDF cannot be stored as a ${owner.entityType} image`);
      if (owner.ownerUserId != null && owner.countsTowardQuota !== false)
        await checkQuota(
          tx,
          owner.ownerUserId,
          images.reduce((sum, image) => sum + image.buffer.length, 0),
          quotaBytes,
        );
      await tx.insert(uploads).values(
        images.map((image, i) => ({
          storage_name: names[i]!,
          original_name: image.originalName,
          mime_type: image.mime,
          size_bytes: image.buffer.length,
          owner_user_id: owner.ownerUserId,
          entity_type: owner.entityType,
          entity_id: owner.entityId,
        })),
      );
      return names;
    });
  } catch (error) {
    await discard();
    if ((error as { code?: string }).code === "ENOSPC") throw new HttpError(507, NO_ROOM);
    throw error;
  }
  // Committed: the files are the record's now. Should a move fail, the start-up sweep finishes it.
  await Promise.all(names.map((n) => rename(join(staging, n), join(final, n))));
  return result;
}

export interface ImageOwner {
  entityType: UploadEntity;
  entityId: number;
  ownerUserId: number | null;
  /**
   * Whether the images count toward the owner's upload quota (default true). Photos staff take of a customer's
   * parcel are the warehouse's record, not the customer's uploads: a full quota must not stop the desk.
   */
  countsTowardQuota?: boolean;
}

/** Opens a stored image for reading; undefined when its file is missing. */
export async function openStoredImage(dataDir: string, name: string) {
  for (const dir of [uploadsDir(dataDir), join(dataDir, "uploads", INCOMING)]) {
    const handle = await open(join(dir, name), "r").catch(() => undefined);
    if (handle) return handle.createReadStream();
  }
  return undefined;
}

/** Which of these file names a record names. */
async function referenced(db: DbOrTx, names: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < names.length; i += 500) {
    const rows = await db
      .select({ name: uploads.storage_name })
      .from(uploads)
      .where(inArray(uploads.storage_name, names.slice(i, i + 500)));
    for (const row of rows) found.add(row.name);
  }
  return found;
}

/**
 * At start: removes what no record will ever name (temporary files and stored files without a record, once older
 * than ORPHAN_AGE_MS so another process's upload in flight is left alone), finishes the move of a committed
 * upload interrupted by a crash, and makes every kept file readable by the server's user only.
 */
export async function sweepUploads(db: DbOrTx, dataDir: string, log: FastifyBaseLogger, now = Date.now()) {
  const final = uploadsDir(dataDir);
  const staging = incomingDir(dataDir);
  let removed = 0;
  const sweep = async (dir: string, onKept: (name: string) => Promise<unknown>) => {
    const names = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    const known = await referenced(db, names);
    for (const name of names) {
      const path = join(dir, name);
      if (known.has(name)) {
        await onKept(name);
        continue;
      }
      if (now - (await stat(path)).mtimeMs < ORPHAN_AGE_MS) continue;
      await unlink(path);
      removed++;
    }
  };
  await sweep(staging, (name) => rename(join(staging, name), join(final, name)));
  await sweep(final, async (name) => {
    const path = join(final, name);
    if (((await stat(path)).mode & 0o077) !== 0) await chmod(path, 0o600);
  });
  if (removed > 0) log.info({ removed }, `removed ${removed} upload file(s) that no record names`);
  return removed;
}

/** Deletes the files of upload records removed in a committed transaction (the start-up sweep catches a miss). */
export async function removeStoredFiles(dataDir: string, names: string[]) {
  const dir = uploadsDir(dataDir);
  await Promise.all(names.map((name) => unlink(join(dir, name)).catch(() => undefined)));
}
