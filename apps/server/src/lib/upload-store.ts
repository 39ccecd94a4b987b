import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { DbOrTx } from "../db/client.js";
import { uploads } from "../db/schema.js";
import { HttpError, tooManyRequests } from "./errors.js";
import { assertFileName, type FileStore, fileStoreAt, thumbKeyOf, uploadNameOf } from "./storage/index.js";
import { thumbnailImage } from "./image-pool.js";
import { THUMB_MIME } from "./storage/thumbnails.js";
import { PDF_MIME, type IncomingImage, type UploadEntity } from "./uploads.js";

/**
 * Files of an upload are staged in the file store (lib/storage) first and published only once the record that names
 * them is committed; a failure removes them. Each photo gets its thumbnail (`<name>.thumb.jpg`) made and stored with
 * it, once.
 */

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

/** The keys an upload's images take: each image, and a photo's (not a PDF's) thumbnail beside it. */
const keysOf = (images: IncomingImage[], names: string[]) =>
  images.flatMap((image, i) => (image.mime === PDF_MIME ? [names[i]!] : [names[i]!, thumbKeyOf(names[i]!)]));

/** A 503: the store does not answer (or the image decoders are overrun); nothing is gained by waiting for the rest. */
const isUnavailable = (error: unknown) => error instanceof HttpError && error.statusCode === 503;

/**
 * Stages each image at once and its thumbnail as soon as it is made. Every write settles before a failure is handled,
 * so none creates its file after the clean-up (a full disk); but a store that does not answer fails the upload as soon
 * as one write says so (503 within the store's bound, decision 0067), not after the thumbnails too.
 */
async function stageAll(store: FileStore, images: IncomingImage[], names: string[]) {
  const writes = images.flatMap((image, i) => {
    const name = names[i]!;
    const original = store.stage(name, image.buffer, image.mime);
    if (image.mime === PDF_MIME) return [original];
    return [original, thumbnailImage(image.buffer).then((bytes) => store.stage(thumbKeyOf(name), bytes, THUMB_MIME))];
  });
  const unavailable = new Promise<never>((_, reject) => {
    for (const write of writes) write.catch((error) => isUnavailable(error) && reject(error));
  });
  const settled = await Promise.race([Promise.allSettled(writes), unavailable]);
  const failed = settled.find((write) => write.status === "rejected");
  if (failed) throw failed.reason;
}

/**
 * Stages the images (and their thumbnails) in the file store under new names, then runs `work` (the transaction
 * that creates their record; it calls `record` once). The files are published only when `work` succeeded; on any
 * failure they are removed.
 */
export async function withStagedImages<T>(
  config: { DATA_DIR: string; UPLOAD_QUOTA_MB: number },
  images: IncomingImage[],
  work: (record: (tx: DbOrTx, owner: ImageOwner) => Promise<string[]>) => Promise<T>,
): Promise<T> {
  const store = fileStoreAt(config.DATA_DIR);
  const names = images.map((image) => `${randomUUID()}.${image.ext}`);
  const quotaBytes = config.UPLOAD_QUOTA_MB * 1024 * 1024;
  const keys = keysOf(images, names);
  let result: T;
  try {
    await stageAll(store, images, names);
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
    const discards = Promise.all(keys.map((key) => store.discard(key)));
    // A store that does not answer would hold the answer for another bound: what it may have kept of these files is
    // removed in the background (no record names them; the start-up sweep removes any the discard misses).
    if (!isUnavailable(error)) await discards;
    if ((error as { code?: string }).code === "ENOSPC") throw new HttpError(507, NO_ROOM);
    throw error;
  }
  // Committed: the files are the record's now. Should a publish fail, the start-up sweep finishes it.
  await Promise.all(keys.map((key) => store.publish(key)));
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

const isRemovable = (name: string) => {
  try {
    return assertFileName(name) === name;
  } catch {
    return false;
  }
};

/** Which of these upload names a record names. */
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
 * At start: removes what no record will ever name (staged files and stored files without a record, thumbnails of
 * photos without one, once older than ORPHAN_AGE_MS so another process's upload in flight is left alone), finishes
 * the publish of a committed upload interrupted by a crash, and keeps every kept file private.
 */
export async function sweepUploads(db: DbOrTx, store: FileStore, log: FastifyBaseLogger, now = Date.now()) {
  const files = [];
  for await (const file of store.list()) files.push(file);
  const known = await referenced(db, [...new Set(files.map((f) => uploadNameOf(f.key)))]);
  let removed = 0;
  // Staged files first: a published one is then secured with the others.
  for (const file of files.sort((a, b) => Number(b.staged) - Number(a.staged))) {
    if (known.has(uploadNameOf(file.key))) {
      if (file.staged) await store.publish(file.key);
      await store.secure?.(file.key);
      continue;
    }
    if (now - file.modifiedAt.getTime() < ORPHAN_AGE_MS) continue;
    if (!isRemovable(file.key)) continue;
    await (file.staged ? store.discard(file.key) : store.delete(file.key));
    removed++;
  }
  if (removed > 0) log.info({ removed }, `removed ${removed} upload file(s) that no record names (${store.describe})`);
  return removed;
}

/** Deletes the files (and thumbnails) of upload records removed in a committed transaction (the sweep catches a miss). */
export async function removeStoredFiles(dataDir: string, names: string[]) {
  const store = fileStoreAt(dataDir);
  await Promise.all(
    names.flatMap((name) => [name, thumbKeyOf(name)]).map((key) => store.delete(key).catch(() => undefined)),
  );
}
