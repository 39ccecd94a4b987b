import { mkdtempSync, rmSync } from "node:fs";
import { readFile, unlink, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { HttpError } from "./errors.js";
import type { ImageJob } from "./image-jobs.js";
import { type JobRequest, workerProcess } from "./worker-process.js";

/**
 * How many images are decoded at once: one per core. They are decoded in the image worker, a child process whose
 * threads all run at the lowest CPU priority (src/image-worker.ts), so they take only the CPU that requests, garbage
 * collection and the database leave: a burst of large photos queues here and keeps every core busy without slowing
 * anyone else (docs/decisions/0055-images-in-a-low-priority-process.md).
 */
export const IMAGE_DECODERS = Math.max(1, availableParallelism());
/** Images waiting beyond this many answer 503: the queue must not hold minutes of work and its memory. */
export const IMAGE_QUEUE_LIMIT = 200;
export const IMAGES_BUSY = "The server is busy processing images. Please try again in a minute.";
/** The worker is stopped after this long without a job, so an idle server holds no decoder's memory. */
export const IMAGE_WORKER_IDLE_MS = 30_000;

let running = 0;
const waiting: Array<() => void> = [];

/** Runs one decoding job when a decoder is free; 503 when too many wait already. */
export async function withImageDecoder<T>(job: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_DECODERS) {
    if (waiting.length >= IMAGE_QUEUE_LIMIT) throw new HttpError(503, IMAGES_BUSY);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

type ImageRequest = JobRequest<ImageJob>;

/** The image worker: libuv's pool runs the decodes, one thread each, and a spare for the worker's own file reads. */
const imageWorker = workerProcess<ImageRequest, number>({
  name: "image-worker",
  env: { UV_THREADPOOL_SIZE: String(IMAGE_DECODERS + 1) },
  idleMs: IMAGE_WORKER_IDLE_MS,
  // Not the image's fault: the sender may try again (the next image starts another worker).
  lost: () => new HttpError(503, IMAGES_BUSY),
});

/** The running worker's process id, if one runs (for the tests and an operator's ps). */
export const imageWorkerPid = (): number | undefined => imageWorker.pid();

/** Stops the worker now (the next image starts another): at shutdown, and when it has been idle. */
export const stopImageWorker = () => imageWorker.stop();

const ask = (request: ImageRequest): Promise<number> => imageWorker.run(request);

let scratch: string | undefined;
/** This process's private folder (0700) for the images handed to the worker and back; removed when it exits. */
function scratchDir(): string {
  if (!scratch) {
    const dir = mkdtempSync(join(tmpdir(), "swiftway-images-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    scratch = dir;
  }
  return scratch;
}
let nextFile = 1;

/**
 * Runs `job` on `image` in the worker through files (decision 0079): the image is written to a file off the event
 * loop (libuv's pool), the worker reads it and writes its answer to another, read back the same way; both go after.
 * `output`: whether the job writes an image (answered) or only a number.
 */
async function runOnFile(image: Buffer, job: (input: string, output: string) => Promise<number>, output: boolean) {
  const base = join(scratchDir(), String(nextFile++));
  const files = { input: `${base}.in`, output: `${base}.out` };
  try {
    await writeFile(files.input, image, { mode: 0o600 });
    const answer = await job(files.input, files.output);
    return output ? await readFile(files.output) : answer;
  } finally {
    const remove = (file: string) => unlink(file).catch(() => undefined);
    await Promise.all([remove(files.input), output && remove(files.output)]);
  }
}

/** The image decoded and encoded again (lib/image-jobs.ts says what that drops), when a decoder is free. */
export async function reencodeImage(image: Buffer, ext: string): Promise<Buffer> {
  const job = (input: string, output: string) => withImageDecoder(() => ask({ kind: "reencode", input, output, ext }));
  return (await runOnFile(image, job, true)) as Buffer;
}

/** A small JPEG of the photo, when a decoder is free. */
export async function thumbnailImage(image: Buffer): Promise<Buffer> {
  const job = (input: string, output: string) => withImageDecoder(() => ask({ kind: "thumbnail", input, output }));
  return (await runOnFile(image, job, true)) as Buffer;
}

/** The pixels the image will decode to, read from its header (0: unreadable); not queued, it decodes nothing. */
export async function imagePixels(image: Buffer, ext: string): Promise<number> {
  return (await runOnFile(image, (input) => ask({ kind: "pixels", input, ext }), false)) as number;
}
