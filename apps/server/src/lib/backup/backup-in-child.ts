import { fork } from "node:child_process";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { workerEntry } from "../worker-entry.js";
import { type BackupContents, snapshotEmbedded, type writeEmbeddedBackup } from "./write-backup.js";

export type BackupJob = { snapshotFile: string; contents: BackupContents };
type Written = Awaited<ReturnType<typeof writeEmbeddedBackup>>;
export type BackupJobAnswer = { result: Written } | { error: string };

/**
 * Writes a backup of the embedded database `pglite` into `contents.target`: the snapshot is taken here (between
 * transactions, lib/backup/write-backup.ts), written to a file in the target, and the dump is made from it by the
 * backup worker (src/backup-worker.ts), a child process at the lowest CPU priority that exits when done, so this
 * process never holds the second database and pg_dump's memory (decision 0078). The snapshot file is removed after.
 */
export async function writeEmbeddedBackupInChild(
  pglite: PGlite,
  contents: BackupContents,
  signal?: AbortSignal,
): Promise<Written> {
  const snapshotFile = join(contents.target, ".snapshot.tar");
  const { tar, uploadsHeld } = await snapshotEmbedded(pglite, contents);
  await writeFile(snapshotFile, tar, { mode: 0o600 });
  try {
    return await runBackupWorker({ snapshotFile, contents: { ...contents, uploadsHeld } }, signal);
  } finally {
    await rm(snapshotFile, { force: true });
  }
}

/**
 * Runs the job in a backup worker. `stopSignal` aborted (the server stops) kills the worker; the promise rejects once it
 * has exited, so nothing writes into the target after.
 */
function runBackupWorker(job: BackupJob, stopSignal?: AbortSignal): Promise<Written> {
  stopSignal?.throwIfAborted();
  const entry = workerEntry("backup-worker");
  const child = fork(entry.file, [], { execArgv: entry.execArgv, stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const stop = () => child.kill("SIGKILL");
  stopSignal?.addEventListener("abort", stop, { once: true });
  child.once("exit", () => stopSignal?.removeEventListener("abort", stop));
  return new Promise((resolve, reject) => {
    let answer: BackupJobAnswer | undefined;
    child.once("message", (message: BackupJobAnswer) => {
      answer = message;
    });
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      if (answer && "result" in answer) resolve(answer.result);
      else if (answer) reject(new Error(`the backup failed: ${answer.error}`));
      else if (stopSignal?.aborted) reject(new Error("the backup was stopped: the server is stopping"));
      else reject(new Error(`the backup worker exited without a backup (${signal ?? `exit code ${code}`})`));
    });
    child.send(job);
  });
}
