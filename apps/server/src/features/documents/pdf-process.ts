import { HttpError } from "../../lib/errors.js";
import { type JobRequest, workerProcess } from "../../lib/worker-process.js";
import type { PdfJob } from "./pdf-jobs.js";

export const DOCUMENTS_BUSY = "The server is busy making documents. Please try again in a minute.";
export const DOCUMENT_TOO_LONG =
  "This document took too long to make and was stopped. Please try again later; if it happens again, contact us.";
/** The worker is stopped after this long without a document, so an idle server holds none of its memory. */
export const PDF_WORKER_IDLE_MS = 30_000;
/**
 * How long a document may wait for the worker, and then how long it may take to render (a receipt takes ~35 ms):
 * past either it answers 503, and a render past it has the worker killed, so nothing holds the documents behind it
 * and no request waits without an answer (docs/decisions/0133-a-pdf-render-has-a-time-limit.md).
 */
export const PDF_RENDER_LIMIT_MS = 20_000;

type PdfRequest = JobRequest<PdfJob>;

/**
 * PDFs are laid out and compressed in the PDF worker (src/pdf-worker.ts), a child process at the lowest CPU
 * priority: a receipt takes ~20 ms of CPU, which on the server's event loop held every other request that long, and
 * a wave of receipt e-mails (each renders its receipt when it is sent) cut the public tracking lookup from ~20,000
 * answers a second to ~4,000 with a p99 of 24 ms (docs/decisions/0092-documents-in-a-worker-process.md).
 */
const pdfWorker = workerProcess<PdfRequest, Uint8Array>({
  name: "pdf-worker",
  idleMs: PDF_WORKER_IDLE_MS,
  // Not the document's fault: the caller may try again (the next document starts another worker).
  lost: () => new HttpError(503, DOCUMENTS_BUSY),
});

export interface RenderOptions {
  /** The bound on the wait and on the render (PDF_RENDER_LIMIT_MS; smaller in tests). */
  limitMs?: number;
  /** Aborted when nobody wants the document any more (the client went away): it is not rendered. */
  signal?: AbortSignal;
}

/**
 * The worker gets one document at a time, so a render's time limit measures that document alone and killing a stuck
 * worker refuses only it; the others wait here, in order.
 */
let rendering = false;
const waiting: Array<() => void> = [];

/** Waits for the worker, at most `limitMs` (503 past it); a caller gone by its turn passes it on at once. */
async function myTurn(limitMs: number, signal?: AbortSignal) {
  if (rendering) {
    await new Promise<void>((resolve, reject) => {
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(new HttpError(503, DOCUMENTS_BUSY));
      }, limitMs);
      waiting.push(go);
    });
  } else {
    rendering = true;
  }
  if (signal?.aborted) {
    nextTurn();
    throw new HttpError(503, DOCUMENTS_BUSY);
  }
}

function nextTurn() {
  const next = waiting.shift();
  if (next) next();
  else rendering = false;
}

/** The document's bytes, rendered in the PDF worker within the time limit (503 past it). */
export async function renderPdf(request: PdfRequest, options: RenderOptions = {}): Promise<Uint8Array> {
  const limitMs = options.limitMs ?? PDF_RENDER_LIMIT_MS;
  await myTurn(limitMs, options.signal);
  try {
    return await pdfWorker.run(request, { ms: limitMs, error: () => new HttpError(503, DOCUMENT_TOO_LONG) });
  } finally {
    nextTurn();
  }
}

/** The running worker's process id, if one runs (for the tests and an operator's ps). */
export const pdfWorkerPid = (): number | undefined => pdfWorker.pid();

/** Stops the worker now (the next document starts another). */
export const stopPdfWorker = () => pdfWorker.stop();
