import { sql } from "drizzle-orm";
import type { Db, Tx } from "../src/db/client.js";

/**
 * Runs `first` in a transaction that stays open while `second` runs in another, which may wait at most a second for
 * a lock: `second` fails ("canceling statement due to lock timeout") if it waits for `first`'s commit. PostgreSQL
 * only: PGlite's one connection never has two transactions open.
 */
export async function whileAnotherIsOpen(
  db: Db,
  first: (tx: Tx) => Promise<unknown>,
  second: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  let holding!: () => void;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const firstTransaction = db.transaction(async (tx) => {
    await first(tx);
    holding();
    await released;
  });
  await Promise.race([held, firstTransaction]);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '1s'`);
      await second(tx);
    });
  } finally {
    release();
    await firstTransaction;
  }
}

/**
 * Waits until another connection to this test file's database waits for a lock (at most 5 s): the request sent while
 * a test's transaction holds a row has reached that row. PostgreSQL only.
 */
export async function untilOneWaitsForALock(db: Db): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const waiting = await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((waiting as unknown as { rows: Array<{ n: number }> }).rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no connection waited for a lock");
}

/** The server process of this transaction's connection (for untilBlockedBy). PostgreSQL only. */
export async function backendPid(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`select pg_backend_pid() as pid`);
  return Number((result as unknown as { rows: Array<{ pid: number }> }).rows[0]!.pid);
}

/**
 * Waits until another connection waits for a lock that the connection `pid` holds (at most 5 s): a request sent while
 * a test's transaction holds a row has reached that very row, not some other lock. PostgreSQL only.
 */
export async function untilBlockedBy(db: Db, pid: number): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const blocked = await db.execute(
      sql`select count(*)::int as n from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))`,
    );
    if ((blocked as unknown as { rows: Array<{ n: number }> }).rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no connection waited for a lock of process ${pid}`);
}
