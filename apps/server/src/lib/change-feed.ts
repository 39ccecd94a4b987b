import { Socket } from "node:net";
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
 *
 * Every wait is bounded, so a cache adds at most FRESH_BOUND_MS to a request's own wait on the database: opening the
 * listener and its LISTEN by the connect bound (DB_CONNECT_TIMEOUT_MS, as the pool), a caller of `fresh()` by
 * FRESH_BOUND_MS, the round trip itself by the connect bound again: unanswered by then, the connection counts as
 * dead (a frozen server, a network dropping packets), is closed and replaced, every second until a new one listens.
 * TCP keepalive is on, so an idle listener whose peer vanished is noticed too
 * (docs/decisions/0028-change-feed-waits-bounded.md).
 */
export interface ChangeFeed {
  /**
   * Resolves true once every change committed before the call has reached the cache; false without a listener, or
   * when the listener has not answered within FRESH_BOUND_MS (the caller then reads the database).
   */
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

/**
 * How long a caller of `fresh()` waits for the round trip before it is told "not fresh" (and reads the database
 * instead, which answers within its own bounds). A round trip on a live connection takes well under a millisecond;
 * this is small so that a lookup that meets a frozen database still answers 503 within the database's bound plus
 * this. The connection is declared dead only later (the connect bound, see openChangeFeed).
 */
export const FRESH_BOUND_MS = 100;

const afterTurns = (turns: number, run: () => void): void => {
  setImmediate(turns <= 1 ? run : () => afterTurns(turns - 1, run));
};

const notFresh = Promise.resolve(false);

/**
 * Runs `query` once for every caller waiting when it starts; a caller arriving meanwhile waits for the next one.
 * A run starts after TURNS_GATHERED turns of the event loop (setImmediate), not at once: the requests read from
 * the sockets in those turns share it. Each round trip wakes the database's backend and costs this process a
 * socket write: started at once, under load one served ~6 lookups and took a fifth of the busiest route's CPU;
 * after three turns it serves ~15. An idle loop turns in microseconds, so a lone lookup hardly waits.
 * The callers of one run share its promise, which says whether the query succeeded (it never rejects): nothing is
 * allocated per caller.
 *
 * With `boundMs`, a run that has not answered after that long answers false to its callers, and every caller until
 * it does answer is told false at once (no run is queued behind a stuck one). The bound is checked after the event
 * loop's I/O of that turn (setImmediate), so an answer that arrived while the loop was busy is not taken for a
 * timeout.
 */
export function coalesced(query: () => Promise<unknown>, boundMs = 0): () => Promise<boolean> {
  let running = false;
  let overdue = false;
  let waiting: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | undefined;
  const start = () => {
    const batch = waiting;
    if (!batch) return;
    waiting = undefined;
    running = true;
    let answered = false;
    const answer = (ok: boolean) => {
      if (answered) return;
      answered = true;
      batch.resolve(ok);
    };
    const timer =
      boundMs > 0
        ? setTimeout(
            () =>
              setImmediate(() => {
                if (answered) return;
                overdue = true;
                answer(false);
              }),
            boundMs,
          )
        : undefined;
    timer?.unref();
    void query()
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        clearTimeout(timer);
        running = false;
        overdue = false;
        answer(ok);
        if (waiting) afterTurns(TURNS_GATHERED, start);
      });
  };
  return () => {
    if (overdue) return notFresh;
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

/** Where a feed listens, and the bound on opening its connection. */
export interface ChangeFeedSource {
  database: Database;
  /** The PostgreSQL server (DATABASE_URL) the listener connects to; without it nothing is cached on PostgreSQL. */
  url: string | undefined;
  /**
   * DB_CONNECT_TIMEOUT_MS, as for the pool: opening the listener's connection, its LISTEN, and any round trip on
   * it. A round trip not answered within it means the connection is dead (a frozen server or a network that drops
   * packets): the feed closes it and listens again on a new one.
   */
  connectMs: number;
  log: FastifyBaseLogger;
}

/** How long the feed waits before opening a new listener after losing one (or failing to open one). */
const RECONNECT_MS = 1000;

/** Ends a client politely, but never waits longer than `ms` for a server that does not answer. */
async function endWithin(client: pg.Client, socket: Socket | undefined, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.end().catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
  socket?.destroy();
}

/** Listens on `channel` with a connection of its own (on PostgreSQL), reconnecting after a loss. */
export async function openChangeFeed(
  source: ChangeFeedSource,
  channel: string,
  listener: ChangeListener,
): Promise<ChangeFeed> {
  const { database, url, connectMs, log } = source;
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
  if (database.driver !== "postgres" || !url) {
    listener.reset(false);
    return { fresh: () => notFresh, close: async () => undefined };
  }

  /** The live listener: its client and the socket under it (ours, so that a dead one can be closed at once). */
  let current: { client: pg.Client; socket: Socket } | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** Whether the last attempt failed too: a database that stays away is logged once, not every second. */
  let failing = false;

  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };
  /** The live listener is gone: forget everything, store nothing, listen again. Old connections' events are moot. */
  const lost = (which: pg.Client) => {
    if (current?.client !== which) return;
    current = undefined;
    listener.reset(false);
    scheduleRetry();
  };
  const drop = (which: { client: pg.Client; socket: Socket }, error: unknown) => {
    if (current?.client !== which.client) return;
    log.warn({ err: error, channel }, "change feed: listener connection does not answer; listening again");
    which.socket.destroy();
    lost(which.client);
  };
  const connect = async () => {
    const socket = new Socket();
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectMs,
      query_timeout: connectMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      stream: () => socket,
    });
    next.on("notification", (message) => {
      if (message.channel === channel) listener.changed(message.payload ?? "");
    });
    next.on("error", (error) => {
      if (current?.client === next)
        log.warn({ err: error, channel }, "change feed: listener connection lost; not caching until it is back");
      lost(next);
    });
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (!failing) log.warn({ err: error, channel }, "change feed: cannot listen; not caching for now");
      failing = true;
      socket.destroy();
      scheduleRetry();
      return;
    }
    if (closed) {
      await endWithin(next, socket, connectMs);
      return;
    }
    if (failing) log.info({ channel }, "change feed: listening again");
    failing = false;
    current = { client: next, socket };
    listener.reset(true); // anything stored before this LISTEN may have missed a change
  };
  await connect();
  // The empty statement is the cheapest round trip; its answer comes after every pending notification.
  const roundTrip = coalesced(async () => {
    const listening = current;
    if (!listening) throw new Error("no listener");
    try {
      await listening.client.query("");
    } catch (error) {
      drop(listening, error);
      throw error;
    }
  }, FRESH_BOUND_MS);
  return {
    fresh: () => (current ? roundTrip() : notFresh),
    close: async () => {
      closed = true;
      listener.reset(false);
      if (retry) clearTimeout(retry);
      const listening = current;
      current = undefined;
      if (listening) await endWithin(listening.client, listening.socket, connectMs);
    },
  };
}
