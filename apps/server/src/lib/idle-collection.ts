/**
 * Full garbage collections after the start, run only while the server is idle (decision 0096). The start makes
 * garbage an idle server would keep for a long time (opening the database, migrations, every route's schemas, the
 * tracking cache's warming), and V8 drops the bytecode of a function not run for 5 collections: `rounds` collections
 * give the heap's pages and what only the start ran back to the system. A full collection stops the event loop for
 * as long as it takes (60–95 ms each with a warm 100,000-answer tracking cache), so none runs while requests come:
 * the first waits until the server is warm and no request has come in for `quietMs`, and the rounds are
 * taken one at a time with the event loop let through between them, so a request that arrives meanwhile waits for
 * one round at most and puts the rest off until the next quiet spell. A server that is never quiet never collects
 * this way (V8 collects a busy heap by itself).
 */
export interface IdleCollection {
  /** Call when a request comes in. */
  activity(): void;
  /** Resolves once every round ran (for tests). */
  readonly done: Promise<void>;
  stop(): void;
}

export function startIdleCollection(options: {
  collect: () => void;
  isWarm: () => boolean;
  quietMs: number;
  rounds: number;
}): IdleCollection {
  let lastActivity = performance.now();
  let left = options.rounds;
  let timer: NodeJS.Timeout | undefined;
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const quiet = () => options.isWarm() && performance.now() - lastActivity >= options.quietMs;
  const check = () => {
    timer = undefined;
    if (!quiet()) return wait();
    options.collect();
    left -= 1;
    if (left === 0) return finished();
    // The next round after the event loop has taken what came during this one.
    setImmediate(check);
  };
  const wait = () => {
    timer = setTimeout(check, options.quietMs);
    timer.unref();
  };
  wait();
  return {
    activity: () => {
      lastActivity = performance.now();
    },
    done,
    stop: () => clearTimeout(timer),
  };
}
