import { IMAGE_RULES, RECEIPT_RULES } from "@app/shared/core/form-values";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../db/client.js";
import { uploads } from "../db/schema.js";
import type { uploadEntity } from "../db/schema/enums.js";
import { badRequest, HttpError, isDiskFull } from "./errors.js";
import { assertStorableText } from "./text.js";
import { MAX_INPUT_PIXELS } from "./image-jobs.js";
import { imagePixels, reencodeImage } from "./image-pool.js";

/** The same rules and messages as the browser's early check (IMAGE_RULES in @app/shared/core/form-values). */
export const MAX_IMAGE_BYTES = IMAGE_RULES.maxBytes;
export const MAX_IMAGES = IMAGE_RULES.maxCount;
const ALLOWED = new Map([
  ["image/jpeg", "jpg"],
  ["image/png", "png"],
  ["image/gif", "gif"],
  ["image/webp", "webp"],
]);
export const IMAGES_ONLY = IMAGE_RULES.imagesOnly;
export const IMAGE_TOO_LARGE = IMAGE_RULES.tooLarge;
const MALFORMED_FORM = "The form could not be read: send it as multipart/form-data with a boundary.";
export const TOO_MANY_IMAGES = IMAGE_RULES.tooMany;
export const ONE_PHOTO_ONLY = "Attach one photo.";
export const IMAGE_UNREADABLE = "An image could not be read. Please attach a photo or picture file that opens.";
/**
 * One submission's images together: ten 12-megapixel phone photos pass, ten 25-megapixel renders do not. Read from
 * each image's header before any is decoded, so a refused submission costs no decoding.
 */
export const MAX_SUBMISSION_PIXELS = 150_000_000;
/** An image over the decoder's bound (MAX_INPUT_PIXELS): said as such, not as unreadable. */
export const imageTooManyPixels = (pixels: number) =>
  `An image is too large: ${megapixels(pixels)} megapixels, at most ${megapixels(MAX_INPUT_PIXELS)} megapixels each. Please send a smaller picture (phone photos are fine).`;
const megapixels = (pixels: number) => (Math.round(pixels / 100_000) / 10).toLocaleString("en-US");
export const IMAGES_TOO_LARGE_TOGETHER =
  "These images are too large together. Please send fewer or smaller photos (phone photos are fine).";

export interface IncomingImage {
  buffer: Buffer;
  originalName: string;
  mime: string;
  ext: string;
}

/** What an upload belongs to: every value of the upload_entity enum (a package's photos, a pre-alert's receipt...). */
export type UploadEntity = (typeof uploadEntity.enumValues)[number];

/** A PDF is kept as sent (never re-encoded): it is served only as a download, never shown inline. */
export const PDF_MIME = "application/pdf";

/** How long a submission with images may wait for its answer without a byte on its connection. */
const IMAGE_ANSWER_TIMEOUT_MS = 180_000;

export interface MultipartOptions {
  /** Also take PDF documents (a pre-alert's receipt), checked by content like images. */
  pdf?: boolean;
  /** At most this many files (MAX_IMAGES by default). */
  maxFiles?: number;
}

/** The messages of a file field: image ones, or the receipt's when PDFs are taken too. */
function fileMessages(pdf: boolean | undefined, maxFiles: number) {
  if (pdf)
    return {
      wrongType: RECEIPT_RULES.imageOrPdfOnly,
      unreadable: RECEIPT_RULES.unreadable,
      tooLarge: RECEIPT_RULES.tooLarge,
      tooMany: maxFiles === 1 ? RECEIPT_RULES.tooMany : TOO_MANY_IMAGES,
    };
  // The route's own limit: one photo (proof of delivery), or at most N images.
  const tooMany =
    maxFiles === 1
      ? ONE_PHOTO_ONLY
      : maxFiles === MAX_IMAGES
        ? TOO_MANY_IMAGES
        : `At most ${maxFiles} images can be attached.`;
  return { wrongType: IMAGES_ONLY, unreadable: IMAGE_UNREADABLE, tooLarge: IMAGE_TOO_LARGE, tooMany };
}

/** A PDF by content: it starts with the %PDF- header (file-type's magic bytes) and has an end-of-file marker. */
function isPdf(buffer: Buffer): boolean {
  return buffer.subarray(0, 5).toString("latin1") === "%PDF-" && buffer.includes("%%EOF", 0, "latin1");
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A file part's bytes, taken one chunk per turn of the event loop. Read as fast as they arrive, ten uploads over a
 * fast link kept the loop parsing and copying for up to 100 ms at a time (libuv reads a ready socket up to 32 times
 * a turn), and every other request waited meanwhile. Waiting a turn between chunks lets the stream's backpressure
 * pause the sender's socket, so a turn takes about one chunk from each upload (decision 0086).
 */
async function readFilePart(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    await nextTurn();
  }
  return Buffer.concat(chunks, size);
}

/**
 * Reads a multipart form: text fields, and image files (with `pdf`, PDF documents too) checked by their content
 * (magic bytes), never by the name or the browser's content type. Any bad file rejects the whole submission.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField = "images",
  options: MultipartOptions = {},
): Promise<{ fields: Record<string, string>; images: IncomingImage[] }> {
  if (!request.isMultipart()) throw badRequest("Send the form as multipart/form-data.");
  // Images wait their turn for a decoder (lib/image-pool.ts): the connection stays open meanwhile, longer than the
  // server's idle bound (connectionTimeout), so a sender at the back of a full queue still gets its answer.
  // (A request made in-process by app.inject has no connection to keep.)
  request.raw.socket?.setTimeout?.(IMAGE_ANSWER_TIMEOUT_MS);
  const maxFiles = options.maxFiles ?? MAX_IMAGES;
  const text = fileMessages(options.pdf, maxFiles);
  const fail = (message: string) => badRequest(message, { [fileField]: message });
  const fields: Record<string, string> = {};
  const images: IncomingImage[] = [];
  const toDecode: Array<{ buffer: Buffer; originalName: string; mime: string; ext: string }> = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        assertStorableText(part.fieldname, String(part.value ?? ""));
        fields[part.fieldname] = String(part.value ?? "");
        continue;
      }
      assertStorableText(part.fieldname, part.filename);
      const buffer = await readFilePart(part);
      // Past the size limit the stream ends early, marked truncated.
      if (part.file.truncated) throw fail(text.tooLarge);
      if (buffer.length === 0) continue; // an empty file input
      if (part.fieldname !== fileField) throw badRequest(`Unexpected file field '${part.fieldname}'.`);
      const detected = await (await import("file-type")).fileTypeFromBuffer(buffer);
      const originalName = (part.filename ?? "image").slice(0, 200);
      if (options.pdf && detected?.mime === PDF_MIME) {
        if (!isPdf(buffer)) throw fail(text.unreadable);
        images.push({ buffer, originalName, mime: PDF_MIME, ext: "pdf" });
        continue;
      }
      const ext = detected ? ALLOWED.get(detected.mime) : undefined;
      if (!detected || !ext) throw fail(text.wrongType);
      toDecode.push({ buffer, originalName, mime: detected.mime, ext });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw fail(text.tooLarge);
    if (code === "FST_FILES_LIMIT") throw fail(text.tooMany);
    if (/^(Multipart: |Malformed|Unexpected end)/.test((error as Error).message)) throw badRequest(MALFORMED_FORM);
    throw error;
  }
  if (images.length + toDecode.length > maxFiles) throw fail(text.tooMany);
  let pixels = 0;
  for (const image of toDecode) {
    const each = await imagePixels(image.buffer, image.ext);
    // The decoder refuses it (limitInputPixels); 0 is an unreadable header, which the re-encode reports.
    if (each > MAX_INPUT_PIXELS) throw fail(imageTooManyPixels(each));
    pixels += each;
  }
  if (pixels > MAX_SUBMISSION_PIXELS) throw fail(IMAGES_TOO_LARGE_TOGETHER);
  for (const image of toDecode) {
    const clean = await reencodeImage(image.buffer, image.ext).catch((error) => {
      // A full disk (the temporary folder the image passes through) is the server's trouble (507), not the image's.
      throw error instanceof HttpError || isDiskFull(error) ? error : fail(text.unreadable);
    });
    images.push({ ...image, buffer: clean });
  }
  return { fields, images };
}

export const uploadUrl = (storageName: string) => `/api/uploads/${storageName}`;

/** The images of several records of one kind, grouped by record id, as URLs the API serves. */
export async function imagesOf(db: DbOrTx, entityType: UploadEntity, entityIds: number[]) {
  const byEntity = new Map<number, Array<{ id: number; url: string; name: string | null }>>();
  if (entityIds.length === 0) return byEntity;
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.entity_type, entityType), inArray(uploads.entity_id, entityIds)))
    .orderBy(asc(uploads.id));
  for (const row of rows) {
    const list = byEntity.get(row.entity_id) ?? [];
    list.push({ id: row.id, url: uploadUrl(row.storage_name), name: row.original_name });
    byEntity.set(row.entity_id, list);
  }
  return byEntity;
}
