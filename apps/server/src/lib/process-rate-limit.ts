import { normalizeIP } from "@fastify/rate-limit";
import type { onRequestHookHandler } from "fastify";
import { BoundedKeys } from "./bounded-map.js";
import { TOO_MANY_REQUESTS } from "./errors.js";

/** Most clients a per-process limit remembers (BoundedKeys: the one seen longest ago is forgotten first). */
export const PROCESS_LOCAL_CLIENTS = 50_000;

/** A limit counted in this process's memory: at most `max` requests per client in a fixed window of `windowMs`. */
export interface ProcessRateLimit {
  perProcess: true;
  max: number;
  windowMs: number;
}

/**
 * Fixed windows per client, in this process's memory. At most PROCESS_LOCAL_CLIENTS clients are remembered, and a
 * client is forgotten only once PROCESS_LOCAL_CLIENTS hits of others followed its last one: a flood of new addresses
 * costs bounded memory, and a client that keeps calling is never forgotten.
 */
export class ProcessLocalCounter {
  private readonly clients = new BoundedKeys(PROCESS_LOCAL_CLIENTS);
  /** Per slot of `clients`: the hits in the client's window, and when the window ends (ms since the epoch). */
  private readonly hits = new Uint32Array(PROCESS_LOCAL_CLIENTS);
  private readonly endsAt = new Float64Array(PROCESS_LOCAL_CLIENTS);

  /** Counts a hit of `key`; answers its hits in the current window (this one included) and the ms left of it. */
  hit(key: string, windowMs: number): { current: number; ttl: number } {
    const now = Date.now();
    const previous = this.clients.slotOf(key);
    const slot = this.clients.claim(key); // the newest entry: seen just now
    const open = previous !== undefined && (this.endsAt[previous] ?? 0) > now;
    const current = open ? (this.hits[previous] ?? 0) + 1 : 1;
    const endsAt = open ? (this.endsAt[previous] ?? 0) : now + windowMs;
    this.hits[slot] = current;
    this.endsAt[slot] = endsAt;
    return { current, ttl: endsAt - now };
  }

  read(key: string): { current: number; ttl: number } {
    const now = Date.now();
    const slot = this.clients.slotOf(key);
    const endsAt = slot === undefined ? 0 : (this.endsAt[slot] ?? 0);
    return slot !== undefined && endsAt > now
      ? { current: this.hits[slot] ?? 0, ttl: endsAt - now }
      : { current: 0, ttl: 0 };
  }
}

/**
 * The per-client limit of a route whose limit is a brake rather than a guarantee (the public tracking lookup): a
 * database write per request, as the shared limits of @fastify/rate-limit make (lib/rate-limit-store.ts), would cost
 * more than the lookup itself. Each server process counts on its own, so behind a load balancer of N processes a
 * client gets at most N times the limit (one process: exactly the limit).
 *
 * It refuses as @fastify/rate-limit does (the same client key, 429 with Retry-After, x-ratelimit-* and the message
 * every limit gives), from one callback hook: the plugin's asynchronous hook and store call cost the busiest public
 * route a tenth of its throughput. An answer under the limit carries no x-ratelimit-* headers: behind several
 * processes one process's count is not the client's budget, so "remaining" would mislead, and the three headers cost
 * the lookup ~4% of its throughput.
 */
export function processRateLimitHook({ max, windowMs }: ProcessRateLimit): onRequestHookHandler {
  const counter = new ProcessLocalCounter();
  return (request, reply, done) => {
    const { current, ttl } = counter.hit(normalizeIP(request.ip), windowMs);
    if (current <= max) return done();
    const reset = Math.ceil(ttl / 1000);
    reply.header("x-ratelimit-limit", max);
    reply.header("x-ratelimit-remaining", 0);
    reply.header("x-ratelimit-reset", reset);
    reply.header("retry-after", reset);
    reply.code(429).send({ error: TOO_MANY_REQUESTS });
  };
}

export const isProcessRateLimit = (limit: object): limit is ProcessRateLimit =>
  (limit as Partial<ProcessRateLimit>).perProcess === true;
