// The backup worker: a short-lived child process of the server (lib/backup/backup-in-child.ts forks it for the daily
// backup of the embedded database) that makes the dump from a snapshot file at the lowest CPU priority and exits.
// Opening the snapshot (a second PGlite) and running PGlite's pg_dump take a few hundred MB that a process keeps once
// taken (the WebAssembly heap never shrinks): taken here, they are given back when it exits
// (docs/decisions/0078-the-daily-backup-in-a-child-process.md). Message in: BackupJob; out: BackupJobAnswer.
import type { BackupJob, BackupJobAnswer } from "./lib/backup/backup-in-child.js";
import { lowerPriority } from "./lib/low-priority.js";

lowerPriority();
const { readFileSync } = await import("node:fs");
const { writeEmbeddedBackup } = await import("./lib/backup/write-backup.js");
// The server gone (it stopped, or the channel closed after the answer): nothing waits for this backup any more.
process.on("disconnect", () => process.exit(0));
const answer = (message: BackupJobAnswer) => process.send?.(message, () => process.disconnect());
process.once("message", (job: BackupJob) => {
  writeEmbeddedBackup(readFileSync(job.snapshotFile), job.contents).then(
    (result) => answer({ result }),
    (error: Error) => answer({ error: error.message }),
  );
});
