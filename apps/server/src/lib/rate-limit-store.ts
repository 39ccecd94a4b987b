import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { rateLimitCounters } from "../db/schema.js";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string; url?: string };
}

/** The store interface @fastify/rate-limit calls (its LocalStore and RedisStore have the same shape). */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  /** Called with the route's merged limit options (the plugin's typings call them RouteOptions). */
  child(routeOptions: object): RateLimitStore;
}

/** ttl in whole milliseconds from now until the window ends, never negative. */
const ttlMs = sql<string>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.window_ends_at} - now())) * 1000))`;

/**
 * A fixed-window counter per key in PostgreSQL (or PGlite), so every server process on one database counts
 * against the same limit. One upsert per request: it starts a new window when the old one ended, otherwise
 * counts the hit; with `continueExceeding` a hit over the limit restarts the window, with
 * `exponentialBackoff` it doubles for each hit beyond it (as the plugin's own stores do).
 */
export function postgresRateLimitStore(db: Db) {
  class PostgresRateLimitStore implements RateLimitStore {
    constructor(
      private readonly options: StoreOptions = {},
      private readonly prefix = "",
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.increment(`${this.prefix}${key}`, timeWindow, max).then((r) => callback(null, r), callback);
    }

    read(key: string, callback: Callback) {
      this.current(`${this.prefix}${key}`).then((r) => callback(null, r), callback);
    }

    child(routeOptions: object): RateLimitStore {
      const options = routeOptions as StoreOptions;
      const route = options.routeInfo ?? {};
      return new PostgresRateLimitStore(options, `${route.method ?? ""} ${route.url ?? ""}|`);
    }

    private async increment(key: string, timeWindow: number, max: number) {
      const c = rateLimitCounters;
      const expired = sql`${c.window_ends_at} <= now()`;
      const over = sql`${c.hits} + 1 > ${max}::int`;
      // Exponential backoff: the window doubles for every hit beyond the first one over the limit.
      const backoff = sql`least(${timeWindow}::float8 * power(2, ${c.hits} - ${max}::int), 8.64e12)`;
      const restartedWindow = this.options.exponentialBackoff
        ? sql`now() + ${backoff} * interval '1 millisecond'`
        : sql`excluded.window_ends_at`;
      const restart = this.options.continueExceeding || this.options.exponentialBackoff ? sql`true` : sql`false`;
      const [row] = await db
        .insert(c)
        .values({ key, hits: 1, window_ends_at: sql`now() + ${timeWindow}::float8 * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: c.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${c.hits} + 1 end`,
            window_ends_at: sql`case when ${expired} then excluded.window_ends_at
              when ${restart} and ${over} then ${restartedWindow}
              else ${c.window_ends_at} end`,
          },
        })
        .returning({ current: c.hits, ttl: ttlMs });
      return { current: row!.current, ttl: Number(row!.ttl) };
    }

    private async current(key: string) {
      const c = rateLimitCounters;
      const [row] = await db
        .select({ current: c.hits, ttl: ttlMs })
        .from(c)
        .where(sql`${c.key} = ${key} and ${c.window_ends_at} > now()`);
      return row ? { current: row.current, ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
    }
  }
  return PostgresRateLimitStore;
}

/** Removes counters whose window ended a while ago (they would restart at 1 anyway). */
export async function deleteExpiredRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.window_ends_at, sql`now() - interval '1 minute'`));
}
