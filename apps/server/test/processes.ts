import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type Db, openDatabase } from "../src/db/client.js";
import { insertStaff } from "../src/db/factories/index.js";
import { migrateDatabase } from "../src/db/migrate.js";

/** The repository root, the working directory of every spawned command. */
export const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * A minimal environment for a child process: no DATABASE_URL or other settings leak in from the test run. No daily
 * backup (BACKUP_KEEP=0) unless a test asks for one: it would only add work to every test server's start.
 */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: "warn", BACKUP_KEEP: "0", ...extra };
}

export interface Finished {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Collects a child's output and resolves when it exits; kills it (and fails) after `timeoutMs`. */
export function waitForExit(child: ChildProcess, timeoutMs: number): Promise<Finished> {
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`process did not exit within ${timeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, timeoutMs);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      // 'exit' can come before the pipes are drained; give them a tick.
      setImmediate(() => resolve({ code, signal, stdout, stderr }));
    });
  });
}

/** Runs a command from the repository root and waits for it to finish. */
export function run(command: string, args: string[], env: Record<string, string>, timeoutMs = 120_000) {
  const child = spawn(command, args, { cwd: REPO_ROOT, env: childEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  return waitForExit(child, timeoutMs);
}

/** Resolves once the server on `port` answers /api/health; fails early when `exited()` says it stopped. */
export async function waitUntilHealthy(port: number, exited: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("the server exited during start");
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs} ms`);
}

/** Resolves once `pattern` shows up in the child's stdout or stderr. */
export function waitForOutput(proc: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} in the output within ${timeoutMs} ms:\n${seen}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk;
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout?.on("data", onData);
    proc.stderr?.on("data", onData);
  });
}

export interface RunningServer {
  proc: ChildProcess;
  port: number;
  url: string;
  /** Resolves when the process exits (with its output). */
  exit: Promise<Finished>;
  /** Sends SIGKILL unless it has exited (for afterAll). */
  kill(): void;
}

/**
 * The real server on a free port: `node --import tsx apps/server/src/main.ts` (one process, fast), or with
 * `npm: true` exactly `npm start` (npm, scripts/start.mjs, then the server). Resolves once it is healthy.
 */
export async function startServer(
  env: Record<string, string>,
  options: { npm?: boolean; timeoutMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const [command, args] = options.npm
    ? ["npm", ["start"]]
    : [process.execPath, ["--import", "tsx", "apps/server/src/main.ts"]];
  const proc = spawn(command as string, args as string[], {
    cwd: REPO_ROOT,
    env: childEnv({ HOST: "127.0.0.1", PORT: String(port), ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exit = waitForExit(proc, 600_000);
  exit.catch(() => undefined);
  const exited = () => proc.exitCode !== null || proc.signalCode !== null;
  try {
    await waitUntilHealthy(port, exited, options.timeoutMs ?? 120_000);
  } catch (error) {
    proc.kill("SIGKILL");
    const output = await exit.catch(() => undefined);
    throw new Error(`${(error as Error).message}\nstdout: ${output?.stdout}\nstderr: ${output?.stderr}`);
  }
  return {
    proc,
    port,
    url: `http://127.0.0.1:${port}`,
    exit,
    kill: () => {
      if (!exited()) proc.kill("SIGKILL");
    },
  };
}

export interface ServerProcesses {
  servers: RunningServer[];
  /** Each server's DATA_DIR, in the order of `servers`. */
  dataDirs: string[];
  /** Sends SIGTERM to every server and resolves, once all have exited, with each one's stdout and stderr together. */
  terminate(): Promise<string[]>;
  /** Kills every process that started and removes the data folders (for afterAll). */
  stop(): void;
}

/**
 * `count` real server processes on one PostgreSQL database, each with a data folder of its own. The database is
 * migrated (and `seed` run on it) once up front, so the starts do not race each other's migration.
 */
export async function startServersOnOneDatabase(
  databaseUrl: string,
  options: { env: Record<string, string>; seed?: (db: Db) => Promise<void>; count?: number },
): Promise<ServerProcesses> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    await migrateDatabase(database);
    await options.seed?.(database.db);
  } finally {
    await database.close();
  }
  const dataDirs = Array.from({ length: options.count ?? 2 }, () => mkdtempSync(join(tmpdir(), "freight-procs-")));
  const started = await Promise.allSettled(
    dataDirs.map((dir) => startServer({ ...options.env, DATABASE_URL: databaseUrl, DATA_DIR: dir })),
  );
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const terminate = () =>
    Promise.all(
      servers.map(async (server) => {
        server.proc.kill("SIGTERM");
        const { stdout, stderr } = await server.exit;
        return stdout + stderr;
      }),
    );
  const stop = () => {
    for (const server of servers) server.kill();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  const failed = started.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) {
    stop();
    throw failed.reason;
  }
  return { servers, dataDirs, terminate, stop };
}

/** The staff a daily job e-mails (an owner and a manager) in a database seeded by `startSchedulersOnOneDatabase`. */
export const JOB_MAIL_STAFF = ["owner@staff.test", "manager@staff.test"];

/**
 * Two servers on one PostgreSQL database whose scheduled jobs a test watches: each checks its schedule and mail
 * outbox every 100 ms and logs each job's run. Staff are an owner and a manager (JOB_MAIL_STAFF) and a worker, whom
 * the jobs do not e-mail; `seed` adds what the job is about.
 */
export function startSchedulersOnOneDatabase(databaseUrl: string, seed: (db: Db) => Promise<void>) {
  return startServersOnOneDatabase(databaseUrl, {
    env: {
      JWT_SECRET: "two-schedulers-secret-".padEnd(48, "x"),
      SCHEDULE_CHECK_MS: "100",
      MAIL_POLL_MS: "100",
      LOG_LEVEL: "info",
    },
    seed: async (db) => {
      await insertStaff(db, { role: "owner", email: JOB_MAIL_STAFF[0] });
      await insertStaff(db, { role: "manager", email: JOB_MAIL_STAFF[1] });
      await insertStaff(db, { role: "worker", email: "worker@staff.test" });
      await seed(db);
    },
  });
}

/** A TCP port that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A fresh, empty PostgreSQL database for a test that hands the URL to a child process
 * (the 'postgres' vitest project); undefined on the PGlite project. A test that runs once and uses PostgreSQL
 * only when it is there passes `process.env.TEST_DATABASE_URL`.
 */
export async function scratchPostgres(
  base = process.env.TEST_DRIVER === "postgres" ? process.env.TEST_DATABASE_URL : undefined,
): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!base) return undefined;
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
