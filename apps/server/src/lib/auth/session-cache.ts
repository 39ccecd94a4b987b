import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { BoundedMap } from "../bounded-map.js";
import { openChangeFeed } from "../change-feed.js";

/**
 * The live sessions this process has checked, with their accounts, so that a signed-in request does not read the
 * session record on every call. Triggers (migration 0029) notify `sessions` on any change to a session, a staff
 * account or a customer account (an ended session, a deactivation, a new role, a changed profile), and the cache
 * forgets everything: such changes are rare next to the requests they serve.
 *
 * Revocation is immediate, in every process: before a remembered session is trusted, the change feed makes sure
 * every change committed before the request arrived has been applied (lib/change-feed.ts), and a check that started
 * before a change is not remembered (the generation). A session is never trusted past its expiry. Without a working
 * listener nothing is remembered: every request reads the session record, as before.
 * test/sessions-two-processes.test.ts proves it across processes.
 */
export const SESSIONS_CHANNEL = "sessions";

/** Sessions remembered per process; the one stored longest ago goes first. */
export const SESSION_CACHE_ENTRIES = 10_000;

export interface LiveSession<Account> {
  account: Account;
  expiresAt: Date;
}

export interface SessionCache {
  /** The account of the live session `key`, remembered, or from `load` (undefined: no live session). */
  live<Account>(
    key: string,
    load: () => Promise<LiveSession<Account> | undefined>,
  ): Promise<LiveSession<Account> | undefined>;
  close(): Promise<void>;
}

export async function openSessionCache(
  database: Database,
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
): Promise<SessionCache> {
  const remembered = new BoundedMap<LiveSession<unknown>>(SESSION_CACHE_ENTRIES);
  let generation = 0;
  let enabled = false;
  const forget = () => {
    generation += 1;
    remembered.clear();
  };
  const feed = await openChangeFeed(database, databaseUrl, log, SESSIONS_CHANNEL, {
    changed: forget,
    reset: (live) => {
      forget();
      enabled = live;
    },
  });
  const unexpired = (key: string) => {
    const session = remembered.get(key);
    return session && session.expiresAt.getTime() > Date.now() ? session : undefined;
  };

  return {
    async live<Account>(key: string, load: () => Promise<LiveSession<Account> | undefined>) {
      if (enabled && unexpired(key)) {
        const fresh = await feed.fresh();
        // Read again: the round trip may have applied a change that ended it.
        const session = fresh && enabled ? unexpired(key) : undefined;
        if (session) return session as LiveSession<Account>;
      }
      const since = generation;
      const loaded = await load();
      if (loaded && enabled && since === generation) remembered.set(key, loaded);
      return loaded;
    },
    close: () => feed.close(),
  };
}
