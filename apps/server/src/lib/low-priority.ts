import { readdirSync } from "node:fs";
import { setPriority } from "node:os";

const LOWEST_PRIORITY = 19;

/**
 * Lowers every thread already running in this process (Node's own, and libuv's if it started one) and this thread,
 * whose future threads (libuv's pool, and a library's own from there) inherit it, to the lowest CPU priority. Linux
 * keeps the priority per thread, so the process id alone would lower only the main thread; elsewhere the process's
 * priority is all there is. Run first thing in a worker process (src/image-worker.ts, src/pdf-worker.ts,
 * src/backup-worker.ts).
 */
export function lowerPriority() {
  let threads: string[] = [];
  try {
    threads = readdirSync("/proc/self/task");
  } catch {
    // no /proc: not Linux
  }
  for (const thread of threads) {
    try {
      setPriority(Number(thread), LOWEST_PRIORITY);
    } catch {
      // a thread that ended meanwhile
    }
  }
  setPriority(LOWEST_PRIORITY);
}
