// The PDF worker: a child process of the server (features/documents/pdf-process.ts forks it on the first document
// and stops it when idle) that lays out and compresses PDFs at the lowest CPU priority, off the server's event loop
// (docs/decisions/0092-documents-in-a-worker-process.md). Messages in: PdfJob (features/documents/pdf-jobs.ts);
// out: WorkerAnswer (lib/worker-process.ts). Exits when the server disconnects.
import { lowerPriority } from "./lib/low-priority.js";

lowerPriority();
const { renderDocument } = await import("./features/documents/pdf-jobs.js");
const { serveJobs } = await import("./lib/worker-process.js");
serveJobs(renderDocument);
