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
