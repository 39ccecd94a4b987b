// What the image worker (src/image-worker.ts) does with an image, run in that process: the only code of the server
// that decodes pixels. The server asks through lib/image-pool.ts.
import { writeFile } from "node:fs/promises";
import { loadSharp } from "./sharp.js";

/** Larger images (about 50 megapixels) are refused: decoding one takes hundreds of MB of memory. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Lists show photos at most 80 px wide; 320 px stays sharp on a 3x screen and weighs a few KB. */
const THUMB_BOX = 320;

/**
 * A job names files, never carries bytes (decision 0079): `input` is the image, `output` where the new image goes.
 * Copying megabytes through the IPC channel blocked the server's event loop ~8 ms per image sent.
 */
export type ImageJob =
  | { id: number; kind: "reencode"; input: string; output: string; ext: string }
  | { id: number; kind: "thumbnail"; input: string; output: string }
  | { id: number; kind: "pixels"; input: string; ext: string };

const isAnimated = (ext: string) => ext === "gif" || ext === "webp";

/**
 * Decodes the image and encodes its pixels again in the same format. What is not pixels is dropped: EXIF (with GPS
 * position and camera serials), XMP, comments, and any bytes appended after the image (a polyglot file). The
 * picture is turned upright first, since the EXIF orientation that told viewers how to turn it is gone.
 */
async function reencode(sharp: Awaited<ReturnType<typeof loadSharp>>, image: string, ext: string) {
  const pipeline = sharp(image, { animated: isAnimated(ext), limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const upright = pipeline.rotate();
  if (ext === "jpg") return upright.jpeg({ quality: 90 }).toBuffer();
  if (ext === "png") return upright.png().toBuffer();
  if (ext === "gif") return upright.gif().toBuffer();
  return upright.webp({ quality: 90 }).toBuffer();
}

/** The pixels an image will decode to (every frame of an animation), from its header; 0 when unreadable. */
async function pixelsOf(sharp: Awaited<ReturnType<typeof loadSharp>>, image: string, ext: string) {
  const animated = isAnimated(ext);
  const meta = await sharp(image, { animated })
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) return 0;
  return meta.width * (meta.pageHeight && animated ? meta.pageHeight * (meta.pages ?? 1) : meta.height);
}

/** A small JPEG of a photo (its first frame, on white where it was transparent), never larger than the photo. */
function thumbnail(sharp: Awaited<ReturnType<typeof loadSharp>>, image: string) {
  return sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize(THUMB_BOX, THUMB_BOX, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 75 })
    .toBuffer();
}

export async function runImageJob(job: ImageJob): Promise<number> {
  const sharp = await loadSharp();
  // One libvips thread per image: parallelism comes from the pool's jobs at once, not from inside one decode.
  sharp.concurrency(1);
  if (job.kind === "pixels") return pixelsOf(sharp, job.input, job.ext);
  const image =
    job.kind === "thumbnail" ? await thumbnail(sharp, job.input) : await reencode(sharp, job.input, job.ext);
  await writeFile(job.output, image, { mode: 0o600 });
  return image.length;
}
