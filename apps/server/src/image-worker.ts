// The image worker: a child process of the server (lib/image-pool.ts forks it on the first image and stops it when
// idle) that decodes and encodes images at the lowest CPU priority. Every one of its threads runs at nice 19 before
// sharp starts any, so on a busy machine the server's requests, its garbage collection and the database always come
// first and images take what CPU is left (docs/decisions/0055-images-in-a-low-priority-process.md).
// Messages in: ImageJob (lib/image-jobs.ts); out: ImageJobAnswer. Exits when the server disconnects.
import type { ImageJob, ImageJobAnswer } from "./lib/image-jobs.js";
import { lowerPriority } from "./lib/low-priority.js";

lowerPriority();
const { runImageJob } = await import("./lib/image-jobs.js");
process.on("disconnect", () => process.exit(0));
process.on("message", (job: ImageJob) => {
  runImageJob(job).then(
    (result): void => void process.send?.({ id: job.id, result } satisfies ImageJobAnswer),
    (error: NodeJS.ErrnoException): void =>
      void process.send?.({ id: job.id, error: error.message, code: error.code } satisfies ImageJobAnswer),
  );
});
process.send?.({ id: 0, result: 0 } satisfies ImageJobAnswer);
