import { HttpError } from "../../lib/errors.js";
import { type JobRequest, workerProcess } from "../../lib/worker-process.js";
import type { PdfJob } from "./pdf-jobs.js";

export const DOCUMENTS_BUSY = "The server is busy making documents. Please try again in a minute.";
/** The worker is stopped after this long without a document, so an idle server holds none of its memory. */
export const PDF_WORKER_IDLE_MS = 30_000;

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

/** The document's bytes, rendered in the PDF worker. */
export const renderPdf = (request: PdfRequest): Promise<Uint8Array> => pdfWorker.run(request);

/** The running worker's process id, if one runs (for the tests and an operator's ps). */
export const pdfWorkerPid = (): number | undefined => pdfWorker.pid();

/** Stops the worker now (the next document starts another). */
export const stopPdfWorker = () => pdfWorker.stop();
