import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import type { Database } from "../db/client.js";

/**
 * Changes the database announces on one NOTIFY channel, for a cache kept in this process. The database's triggers
 * notify; the feed tells the cache what changed (`changed(payload)`) and when it must forget everything
 * (`reset(live)`): when the feed starts listening (`live` true: anything stored before may have missed a change) and
 * when it loses its listener (`live` false: store nothing until it is back).
 *
 * Freshness, not just eventual: on PostgreSQL a notification reaches a listener asynchronously, so before a cached
 * answer is served `fresh()` makes one round trip on the listener's own connection (shared by every caller waiting
 * at that moment). The backend delivers every notification committed before that round trip started ahead of its
 * answer, so a change committed before a request arrived has been applied to the cache when the request reads it.
 * On PGlite the writer's own session delivers the notification with the result of the statement that committed,
 * before the writer's caller resumes: nothing to wait for.
 */
export interface ChangeFeed {
  /** Resolves true once every change committed before the call has reached the cache; false without a listener. */
  fresh(): Promise<boolean>;
  close(): Promise<void>;
}

export interface ChangeListener {
  changed(payload: string): void;
  /** Forget everything; store again only while `live`. */
  reset(live: boolean): void;
}

/** How many turns of the event loop a round trip waits for before it starts (see coalesced). */
const TURNS_GATHERED = 3;

const afterTurns = (turns: number, run: () => void): void => {
  setImmediate(turns <= 1 ? run : () => afterTurns(turns - 1, run));
};

/**
 * Runs `query` once for every caller waiting when it starts; a caller arriving meanwhile waits for the next one.
 * A run starts after TURNS_GATHERED turns of the event loop (setImmediate), not at once: the requests read from
 * the sockets in those turns share it. Each round trip wakes the database's backend and costs this process a
 * socket write: started at once, under load one served ~6 lookups and took a fifth of the busiest route's CPU;
 * after three turns it serves ~15. An idle loop turns in microseconds, so a lone lookup hardly waits.
 * The callers of one run share its promise, which says whether the query succeeded (it never rejects): nothing is
 * allocated per caller.
 */
export function coalesced(query: () => Promise<unknown>): () => Promise<boolean> {
  let running = false;
  let waiting: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | undefined;
  const start = () => {
    const batch = waiting;
    if (!batch) return;
    waiting = undefined;
    running = true;
    void query()
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        running = false;
        batch.resolve(ok);
        if (waiting) afterTurns(TURNS_GATHERED, start);
      });
  };
  return () => {
    if (!waiting) {
      let resolve!: (ok: boolean) => void;
      const promise = new Promise<boolean>((r) => {
        resolve = r;
      });
      waiting = { promise, resolve };
      if (!running) afterTurns(TURNS_GATHERED, start);
    }
    return waiting.promise;
  };
}

/** Listens on `channel` with a connection of its own (on PostgreSQL), reconnecting after a loss. */
export async function openChangeFeed(
  database: Database,
  databaseUrl: string | undefined,
  log: FastifyBaseLogger,
  channel: string,
  listener: ChangeListener,
): Promise<ChangeFeed> {
  if (database.driver === "pglite" && database.pglite) {
    const unlisten = await database.pglite.listen(channel, (payload) => listener.changed(payload ?? ""));
    listener.reset(true);
    const alwaysFresh = Promise.resolve(true);
    return {
      fresh: () => alwaysFresh,
      close: async () => {
        listener.reset(false);
        await unlisten().catch(() => undefined);
      },
    };
  }
  if (database.driver !== "postgres" || !databaseUrl) {
    listener.reset(false);
    const never = Promise.resolve(false);
    return { fresh: () => never, close: async () => undefined };
  }

  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel === channel) listener.changed(message.payload ?? "");
    });
    // A lost listener may have missed notifications: forget everything, store nothing, listen again.
    next.on("error", (error) => {
      log.warn({ err: error, channel }, "change feed: listener connection lost; not caching until it is back");
      lost(next);
    });
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      log.warn({ err: error, channel }, "change feed: cannot listen; not caching for now");
      next.end().catch(() => undefined);
      lost(next);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    listener.reset(true); // anything stored before this LISTEN may have missed a change
  };
  const lost = (which: pg.Client) => {
    if (client && client !== which) return;
    client = undefined;
    listener.reset(false);
    if (!closed && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, 1000);
      retry.unref();
    }
  };
  await connect();
  return {
    // The empty statement is the cheapest round trip; its answer comes after every pending notification.
    fresh: coalesced(async () => {
      if (!client) throw new Error("no listener");
      await client.query("");
    }),
    close: async () => {
      closed = true;
      listener.reset(false);
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
