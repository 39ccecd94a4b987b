/**
 * Work that would wait on one database row lock (a customer's wallet) waits here instead, in this process, before it
 * takes a pooled connection: otherwise ten payments of one wallet hold all ten connections while nine of them wait
 * on the first one's lock, and every other customer's request waits behind them. The row lock stays the guarantee
 * across processes; this only keeps a process from queueing on itself inside the pool.
 */
const tails = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier call with the same key has settled; calls with other keys run at once. */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = tails.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}

/** How many keys have work queued or running (for tests: nothing is kept once all have settled). */
export const keysWaiting = () => tails.size;
