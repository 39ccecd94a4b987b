import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.js";

type Read = () => PromiseLike<unknown>;
type ResultsOf<R extends readonly Read[]> = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };

/**
 * Runs independent reads at once on the pool, where each takes a connection of its own, and one after another in a
 * transaction, whose one connection takes one statement at a time: node-postgres queues the others with a
 * deprecation warning, which pg 9 turns into an error (docs/decisions/0099). Services read through it when they may
 * be called inside a transaction (the demo data and the factories call them so).
 */
export async function readTogether<const R extends readonly Read[]>(db: DbOrTx, reads: R): Promise<ResultsOf<R>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as ResultsOf<R>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as ResultsOf<R>;
}
