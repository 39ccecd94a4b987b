// The image worker: a child process of the server (lib/image-pool.ts forks it on the first image and stops it when
// idle) that decodes and encodes images at the lowest CPU priority. Every one of its threads runs at nice 19 before
// sharp starts any, so on a busy machine the server's requests, its garbage collection and the database always come
// first and images take what CPU is left (docs/decisions/0055-images-in-a-low-priority-process.md).
// Messages in: ImageJob (lib/image-jobs.ts); out: WorkerAnswer (lib/worker-process.ts). Exits when the server
// disconnects.
import { lowerPriority } from "./lib/low-priority.js";

lowerPriority();
const { runImageJob } = await import("./lib/image-jobs.js");
const { serveJobs } = await import("./lib/worker-process.js");
serveJobs(runImageJob);
