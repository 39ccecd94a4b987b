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

/**
 * Runs `query` once for every caller waiting when it starts; a caller arriving meanwhile waits for the next one.
 * The callers of one run share its promise, which says whether the query succeeded (it never rejects): nothing is
 * allocated per caller.
 */
function coalesced(query: () => Promise<unknown>): () => Promise<boolean> {
  let running: Promise<boolean> | undefined;
  let next: Promise<boolean> | undefined;
  const run = (): Promise<boolean> => {
    const started = query().then(
      () => true,
      () => false,
    );
    running = started;
    void started.then(() => {
      if (running === started) running = undefined;
    });
    return started;
  };
  return () => {
    if (!running) return run();
    // The one after the running round trip, shared by everyone who arrives while it runs.
    next ??= running.then(() => {
      next = undefined;
      return run();
    });
    return next;
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
