import { type ChildProcess, fork } from "node:child_process";
import { workerEntry } from "./worker-entry.js";

/** The answer to job `id`: its result, or why it failed (with the system's error code, when there is one). */
export type WorkerAnswer<Result> = { id: number; result: Result } | { id: number; error: string; code?: string };

/** A job as its sender writes it: each kind of a union without the `id` the worker process adds. */
export type JobRequest<Job> = Job extends unknown ? Omit<Job, "id"> : never;

export interface WorkerProcessOptions {
  /** The worker's entry: src/<name>.ts (dist/<name>.js when compiled), which answers with `serveJobs`. */
  name: string;
  /** Added to this process's environment for the worker. */
  env?: NodeJS.ProcessEnv;
  /** The worker is stopped after this long without a job, so an idle server holds none of its memory. */
  idleMs: number;
  /** What a job gets when the worker exits under it: not the job's fault, the caller may try again. */
  lost: () => Error;
}

/** How long a job may take once the worker has it, and what it gets past that. */
export interface JobLimit {
  ms: number;
  error: () => Error;
}

export interface WorkerProcess<Job, Result> {
  /**
   * Runs `job` in the worker (started on first use); resolves with its result, rejects with its error. With `limit`,
   * a job the worker has not answered `limit.ms` after it got it rejects with `limit.error()` and the worker is
   * killed (it may be stuck in code that never yields): the other jobs in its hands get `lost()`, the next job
   * starts another worker.
   */
  run(job: Job, limit?: JobLimit): Promise<Result>;
  /** Stops the worker now (the next job starts another): at shutdown, and when it has been idle. */
  stop(): void;
  /** The running worker's process id, if one runs (for the tests and an operator's ps). */
  pid(): number | undefined;
}

type Pending<Result> = { resolve: (result: Result) => void; reject: (error: Error) => void; timer?: NodeJS.Timeout };

interface Running<Result> {
  child: ChildProcess;
  ready: Promise<void>;
  pending: Map<number, Pending<Result>>;
}

/**
 * A child process that runs jobs off this process's event loop (images, documents), forked on the first job and
 * stopped when idle. Messages use the structured clone ('advanced' serialization): dates and byte arrays pass as
 * they are. The server's exit never waits for its worker, which exits when the server's end of the channel closes.
 */
export function workerProcess<Job extends object, Result>(options: WorkerProcessOptions): WorkerProcess<Job, Result> {
  let worker: Running<Result> | undefined;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;

  const start = (): Running<Result> => {
    const entry = workerEntry(options.name);
    const child = fork(entry.file, [], {
      execArgv: entry.execArgv,
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      serialization: "advanced",
    });
    const pending = new Map<number, Pending<Result>>();
    const ready = new Promise<void>((resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`the ${options.name} exited at start (${code})`)));
      child.on("message", (answer: WorkerAnswer<Result>) => {
        if (answer.id === 0) return resolve();
        const job = pending.get(answer.id);
        pending.delete(answer.id);
        clearTimeout(job?.timer);
        if ("error" in answer) job?.reject(Object.assign(new Error(answer.error), { code: answer.code }));
        else job?.resolve(answer.result);
        if (pending.size === 0) {
          child.channel?.unref();
          idle(current);
        }
      });
    });
    const current: Running<Result> = { child, ready, pending };
    child.on("exit", () => {
      if (worker === current) worker = undefined;
      for (const job of pending.values()) {
        clearTimeout(job.timer);
        job.reject(options.lost());
      }
      pending.clear();
    });
    child.unref();
    child.channel?.unref();
    return current;
  };

  const stop = () => {
    clearTimeout(idleTimer);
    const current = worker;
    worker = undefined;
    current?.child.disconnect();
  };

  /** Stops an idle worker after `idleMs`; a job in between keeps it. */
  const idle = (current: Running<Result>) => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (current.pending.size === 0 && worker === current) stop();
    }, options.idleMs).unref();
  };

  /** Kills a worker stuck on a job: its exit refuses the other jobs in its hands; the next job starts another. */
  const kill = (current: Running<Result>) => {
    if (worker === current) worker = undefined;
    current.child.kill("SIGKILL");
  };

  const run = async (job: Job, limit?: JobLimit): Promise<Result> => {
    worker ??= start();
    const current = worker;
    // A caller waits for the answer: the channel keeps this process alive until it comes (a script whose only work
    // is one job, like the e2e demo template's seed, would otherwise end with its await unsettled).
    current.child.channel?.ref();
    await current.ready;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer =
        limit &&
        setTimeout(() => {
          if (!current.pending.delete(id)) return;
          reject(limit.error());
          kill(current);
        }, limit.ms);
      current.pending.set(id, { resolve, reject, timer });
      current.child.send({ ...job, id });
    });
  };

  return { run, stop, pid: () => worker?.child.pid };
}

/**
 * The worker's side (src/<name>.ts): answers each job with `handle`'s result or error, says it is ready, and exits
 * when the server disconnects.
 */
export function serveJobs<Job extends { id: number }, Result>(handle: (job: Job) => Promise<Result>) {
  const answer = (message: WorkerAnswer<Result>) => void process.send?.(message);
  process.on("disconnect", () => process.exit(0));
  process.on("message", (job: Job) => {
    handle(job).then(
      (result) => answer({ id: job.id, result }),
      (error: NodeJS.ErrnoException) => answer({ id: job.id, error: error.message, code: error.code }),
    );
  });
  answer({ id: 0, result: undefined as Result });
}
