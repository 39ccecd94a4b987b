import { BoundedMap } from "../../lib/bounded-map.js";
import { type ChangeFeedSource, openChangeFeed } from "../../lib/change-feed.js";

/**
 * The public lookups' answers (already serialised), kept in this process and dropped the moment the database says
 * a shipment's tracking changed. Triggers (migration 0025) call `pg_notify('tracking', <tracking number>)` on every
 * write to shipments, shipment_status_history and tracking_events ('' after a TRUNCATE: everything); each process
 * LISTENs on the channel and forgets that number.
 *
 * Freshness, not just eventual: before a cached answer is served, the change feed (lib/change-feed.ts) makes sure
 * every notification committed before the lookup arrived has been applied (test/tracking-two-processes.test.ts
 * proves it across processes).
 *
 * A load that started before an invalidation is not stored (the generation check), so an old answer read just
 * before a change can never outlive the change's notification. Without a working listener nothing is cached, and a
 * listener that does not answer within FRESH_BOUND_MS sends the lookup to the database (which answers 503 within
 * its own bounds when it is down): a frozen database never holds a lookup longer than that.
 */
export interface TrackingCache {
  /**
   * Fills the cache in the background with the answers `page` reads in batches (the newest shipments first), until
   * it is full or they run out; stops when the cache closes. `page` reads at most `limit` answers: `maxBatch`, or
   * with `targetMs` a number that starts at 10 and is doubled or halved so that a batch takes about that long. After
   * each batch it rests `restRatio` times as long as the batch took (0: only lets waiting requests run), so lookups
   * keep their share of a database that runs one statement at a time.
   */
  warm<C>(
    page: (
      cursor: C | undefined,
      limit: number,
    ) => Promise<{ answers: { trackingNumber: string; json: string }[]; next: C | undefined }>,
    options?: { restRatio?: number; maxBatch?: number; targetMs?: number },
  ): Promise<void>;
  /** The answer of `typed`, from the cache or `load(typed)` (null: no such shipment, not cached). */
  lookup(
    typed: string,
    load: (typed: string) => Promise<{ json: string; trackingNumber: string } | undefined>,
  ): Promise<string | null>;
  close(): Promise<void>;
}

export const TRACKING_CHANNEL = "tracking";
/**
 * Answers kept per process; the one stored longest ago goes first. One takes about 0.6 KB of heap (an answer's JSON
 * averages ~370 bytes): 100,000 answers measured 59 MB.
 */
export const TRACKING_CACHE_ENTRIES = Number(process.env.TRACKING_CACHE_ENTRIES || 100_000);

/**
 * Answers are keyed by the number in upper case, and only an answer about the shipment whose number is exactly
 * that is kept: the lookup prefers that shipment in whatever case the number is typed (trackingCandidates), so the
 * answer is the same for every casing, and a change to it notifies that very number.
 */
const keyOf = (typed: string) => typed.trim().toUpperCase();

class AnswerCache {
  /** Bounded: the answer stored longest ago goes first. */
  private readonly answers = new BoundedMap<string>(TRACKING_CACHE_ENTRIES);
  /** Bumped by every invalidation: a load that saw another generation does not store its answer. */
  generation = 0;
  enabled = false;

  get(key: string): string | undefined {
    return this.answers.get(key);
  }

  set(trackingNumber: string, json: string, since: number) {
    if (!this.enabled || since !== this.generation || keyOf(trackingNumber) !== trackingNumber) return;
    this.answers.set(trackingNumber, json);
  }

  /** Sets of numbers invalidated while a bulk load runs ('' for everything). */
  readonly watchers = new Set<Set<string>>();

  get full() {
    return this.answers.size >= this.answers.capacity;
  }

  /** Stores answers read in bulk, except those of numbers invalidated since the read began (`seen`). */
  setMany(answers: { trackingNumber: string; json: string }[], seen: Set<string>) {
    if (!this.enabled || seen.has("")) return;
    for (const { trackingNumber, json } of answers) {
      if (this.full) return;
      if (
        !seen.has(keyOf(trackingNumber)) &&
        keyOf(trackingNumber) === trackingNumber &&
        !this.answers.has(trackingNumber)
      )
        this.answers.set(trackingNumber, json);
    }
  }

  invalidate(trackingNumber: string) {
    this.generation += 1;
    for (const seen of this.watchers) seen.add(trackingNumber === "" ? "" : keyOf(trackingNumber));
    if (trackingNumber === "") this.answers.clear();
    else this.answers.delete(keyOf(trackingNumber));
  }
}

export async function openTrackingCache(source: ChangeFeedSource): Promise<TrackingCache> {
  const cache = new AnswerCache();
  const feed = await openChangeFeed(source, TRACKING_CHANNEL, {
    changed: (trackingNumber) => cache.invalidate(trackingNumber),
    reset: (live) => {
      cache.invalidate("");
      cache.enabled = live;
    },
  });
  const { fresh } = feed;

  return {
    async lookup(typed, load) {
      const key = keyOf(typed);
      const stored = cache.enabled ? cache.get(key) : undefined;
      if (stored !== undefined) {
        const before = cache.generation;
        const ok = await fresh();
        // The round trip may have applied an invalidation (of this very number, or all): then read again. Without
        // one the stored answer stands, and a lookup in a 100,000-entry map is not repeated for nothing.
        const cached = !ok || !cache.enabled ? undefined : cache.generation === before ? stored : cache.get(key);
        if (cached !== undefined) return cached;
      }
      const since = cache.generation;
      const loaded = await load(typed);
      if (!loaded) return null;
      cache.set(loaded.trackingNumber, loaded.json, since);
      return loaded.json;
    },
    async warm(page, { restRatio = 0, maxBatch = 500, targetMs } = {}) {
      const MIN_BATCH = 10;
      let cursor: Parameters<typeof page>[0];
      let limit = targetMs ? MIN_BATCH : maxBatch;
      do {
        if (!cache.enabled || cache.full) return;
        const seen = new Set<string>();
        cache.watchers.add(seen);
        const started = performance.now();
        try {
          const batch = await page(cursor, limit);
          cache.setMany(batch.answers, seen);
          cursor = batch.next;
        } finally {
          cache.watchers.delete(seen);
        }
        const took = performance.now() - started;
        if (targetMs) {
          if (took < targetMs / 2) limit = Math.min(limit * 2, maxBatch);
          else if (took > targetMs * 2) limit = Math.max(Math.floor(limit / 2), MIN_BATCH);
        }
        // Let requests run between batches (for a while, when asked to).
        const rest = took * restRatio;
        await new Promise((resolve) => (rest > 0 ? setTimeout(resolve, rest) : setImmediate(resolve)));
      } while (cursor !== undefined);
    },
    close: () => feed.close(),
  };
}
