import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/**
 * One owner per embedded database folder: whoever opens `<DATA_DIR>/db` first holds `<DATA_DIR>/db.lock`, a small
 * JSON file naming its process. Another process that finds a live owner refuses before touching the folder; a lock
 * whose process is gone (a crash, a power cut) is stale and taken over.
 */
export interface LockInfo {
  pid: number;
  /** The process's start time from /proc (Linux), so a reused PID is not mistaken for the owner. */
  procStart?: string;
  /** What holds the folder, in an operator's words: "the server (npm start)", "npm run seed", ... */
  holder: string;
  startedAt: string;
  /** The server's local control socket: tools hand their work to it (see control.ts). */
  control?: string;
  /** Where the server answers HTTP. */
  url?: string;
}

export const lockFileOf = (dbDir: string) => `${dbDir}.lock`;

function procStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime); the fields after the ')' that closes the command name start at field 3.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

function isRunning(info: LockInfo): boolean {
  try {
    process.kill(info.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const now = procStartOf(info.pid);
  return !info.procStart || !now || now === info.procStart;
}

function readLock(file: string): LockInfo | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as LockInfo;
  } catch {
    return undefined;
  }
}

/** The live owner of the folder, or undefined when it is free (no lock, or a stale one). */
export function liveOwner(dbDir: string): LockInfo | undefined {
  const info = readLock(lockFileOf(dbDir));
  return info && isRunning(info) ? info : undefined;
}

export class DatabaseInUseError extends Error {
  constructor(
    readonly dbDir: string,
    readonly owner: LockInfo,
  ) {
    const isServer = Boolean(owner.control);
    super(
      [
        `The embedded database ${dbDir} is in use by process ${owner.pid}: ${owner.holder}` +
          `${owner.url ? ` at ${owner.url}` : ""}, since ${owner.startedAt}.`,
        "Only one process at a time may open it.",
        isServer
          ? "npm run seed, npm run admin:create and npm run backup work beside the running server; for anything else stop it first"
          : "Wait for it to finish, or stop it",
        `(Ctrl+C in its terminal, or kill ${owner.pid}), or set DATA_DIR to another folder.`,
        `If no such process is running, delete ${lockFileOf(dbDir)}.`,
      ].join(" "),
    );
    this.name = "DatabaseInUseError";
  }
}

export interface HeldLock {
  info: LockInfo;
  /** A lock taken over from a process that no longer runs. */
  recovered?: LockInfo;
  /** Adds the control socket and URL once the server offers them. */
  update(extra: Partial<Pick<LockInfo, "control" | "url">>): void;
  release(): void;
}

/** Takes the folder's lock or throws DatabaseInUseError naming the live owner; a stale lock is taken over. */
export function acquireLock(dbDir: string, holder: string): HeldLock {
  const file = lockFileOf(dbDir);
  const info: LockInfo = {
    pid: process.pid,
    procStart: procStartOf(process.pid),
    holder,
    startedAt: new Date().toISOString(),
  };
  const write = (target: string) => writeFileSync(target, `${JSON.stringify(info, null, 2)}\n`, { mode: 0o600 });
  let recovered: LockInfo | undefined;
  // A DATA_DIR made here is private to this user, as the database inside it (see private-folder.ts).
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  for (let attempt = 0; attempt < 5; attempt++) {
    // Written in full under a private name, then linked into place: link fails when the lock exists, so two
    // processes can never both create it and nobody ever reads half a lock.
    const mine = `${file}.${process.pid}`;
    write(mine);
    try {
      linkSync(mine, file);
      unlinkSync(mine);
      return held(file, info, write, recovered);
    } catch (error) {
      unlinkSync(mine);
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readLock(file);
    if (owner && isRunning(owner)) throw new DatabaseInUseError(dbDir, owner);
    // Stale: move it aside under a private name. Of several processes recovering at once only one moves it; if
    // what was moved turns out to be a live lock just taken by another process, it is put back and we refuse.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    const moved = readLock(aside);
    if (moved && isRunning(moved)) {
      try {
        linkSync(aside, file);
      } catch {
        // a newer lock is in place already
      }
      unlinkSync(aside);
      throw new DatabaseInUseError(dbDir, moved);
    }
    unlinkSync(aside);
    recovered = owner ?? moved;
  }
  throw new Error(`Could not take the lock ${file}; try again.`);
}

function held(file: string, info: LockInfo, write: (target: string) => void, recovered?: LockInfo): HeldLock {
  return {
    info,
    recovered,
    update(extra) {
      Object.assign(info, extra);
      const next = `${file}.${process.pid}`;
      write(next);
      renameSync(next, file);
    },
    release() {
      const current = readLock(file);
      if (current?.pid === info.pid && current.startedAt === info.startedAt) unlinkSync(file);
    },
  };
}
