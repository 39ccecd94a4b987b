import { TRACKING_NOT_FOUND, type TrackingResult, trackingResultSchema } from "@app/shared/tracking/tracking";
import { trackingContract as op } from "@app/shared/tracking/contract";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../lib/errors.js";
import type { ProcessRateLimit } from "../../lib/process-rate-limit.js";
import { implement, routes } from "../../lib/routes.js";
import { openTrackingCache } from "./tracking-cache.js";
import { type AnswerCursor, findTracking, recentTrackingAnswers } from "./tracking.repository.js";

/**
 * Per-client limit on the public lookup: plenty for a person, a brake on scraping the number space. Counted in
 * each process's memory (lib/process-rate-limit.ts): a shared counter would be a database write per lookup, more
 * than the lookup costs; with N server processes a client gets at most N times this.
 */
export const TRACKING_RATE_LIMIT: ProcessRateLimit = { perProcess: true, max: 60, windowMs: 60_000 };

/**
 * The lookup answers from this process's cache of serialised answers when it can (tracking-cache.ts: dropped on
 * every change through the database's notifications). A fresh answer is checked against the operation's schema once,
 * when it is loaded, and stored as the exact JSON the client gets.
 */
export default async function trackingRoutes(app: FastifyInstance) {
  const cache = await openTrackingCache({
    database: app.database,
    url: app.config.DATABASE_URL,
    connectMs: app.config.DB_CONNECT_TIMEOUT_MS,
    log: app.log,
  });
  app.addHook("onClose", () => cache.close());
  const serialised = (result: TrackingResult) => ({
    json: JSON.stringify(trackingResultSchema.parse(result)),
    trackingNumber: result.tracking_number,
  });
  // Warmed after start (newest shipments first), so the first visitors of each number do not all wait on the database;
  // /api/health says `warm: false` until it is done. The embedded database runs one statement at a time, in this
  // process's thread: there warming reads batches of about 10 ms (fewer rows while it is cold) and rests as long as
  // each took, so lookups keep their turn.
  const warming = app.readiness.begin("tracking cache");
  const embedded = app.database.driver !== "postgres";
  app.addHook("onReady", () => {
    void cache
      .warm(
        async (cursor: AnswerCursor, limit: number) => {
          const { answers, next } = await recentTrackingAnswers(app.db, cursor, limit);
          return { answers: answers.map(serialised), next };
        },
        embedded ? { restRatio: 1, targetMs: 10 } : { targetMs: 10 },
      )
      .catch((err) => app.log.warn({ err }, "tracking cache: warming stopped"))
      .finally(warming);
  });
  const load = async (typed: string) => {
    const result = await findTracking(app.db, typed);
    if (!result) return undefined;
    return serialised(result);
  };
  await app.register(
    routes(
      implement(
        op.track,
        async ({ params, reply }) => {
          const json = await cache.lookup(params.id, load);
          if (json === null) throw notFound(TRACKING_NOT_FOUND);
          // Statuses change during the day; never let a shared cache serve an old one.
          return reply.header("cache-control", "no-store").type("application/json; charset=utf-8").send(json);
        },
        { rateLimit: TRACKING_RATE_LIMIT },
      ),
    ),
  );
}
