import { availableParallelism } from "node:os";
import { HttpError } from "./errors.js";
import { loadSharp } from "./sharp.js";

/**
 * How many images this process decodes at once: half the machine's cores (at least one). Decoding runs on libuv's
 * threads, each with one libvips thread, so the event loop and the database keep the other half: a burst of large
 * photos queues here instead of starving every other request.
 */
export const IMAGE_DECODERS = Math.max(1, Math.floor(availableParallelism() / 2));
/** Images waiting beyond this many answer 503: the queue must not hold minutes of work and its memory. */
export const IMAGE_QUEUE_LIMIT = 200;
export const IMAGES_BUSY = "The server is busy processing images. Please try again in a minute.";

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

/** sharp with one libvips thread per image: parallelism comes from the pool, not from inside one decode. */
export async function loadPooledSharp() {
  const sharp = await loadSharp();
  sharp.concurrency(1);
  return sharp;
}
