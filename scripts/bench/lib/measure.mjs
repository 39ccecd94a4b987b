// Runs autocannon with the benchmark's common settings and reduces its result to the figures we print; a load at a
// fixed rate is sent by fixed-rate.mjs instead (open loop, evenly spaced: decision 0090).
import autocannon from "autocannon";
import { fixedRate } from "./fixed-rate.mjs";

export const OPTIONS = {
  duration: Number(process.env.BENCH_DURATION ?? 10),
  /** Longest warm-up in seconds; it ends earlier once throughput stops rising (see warmUp). */
  warmup: Number(process.env.BENCH_WARMUP ?? 30),
  /** Shortest warm-up in seconds: a server just started runs its first seconds slower, in rounds too noisy to tell. */
  minWarmup: Number(process.env.BENCH_MIN_WARMUP ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  /**
   * Requests a second, evenly spaced and sent on time whatever the answers (fixed-rate.mjs; `connections` then does
   * not apply), or undefined: as fast as `connections` clients get answers (closed loop, autocannon).
   */
  rate: undefined,
};

const WARMUP_ROUND_S = 2;

/**
 * Every request carries a different X-Forwarded-For address (the app trusts its proxy), so the load
 * looks like many visitors and the per-client rate limits stay in force without tripping: their
 * cost is part of what is measured. The same is done for the hello-world baseline, so the client's
 * own work is the same on both sides of the ratio.
 */
const randomClientIp = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * @param {object} spec
 * @param {string} spec.baseUrl      e.g. http://127.0.0.1:41234
 * @param {() => string} spec.nextPath  the path of the next request (called for every request)
 * @param {string} [spec.method]     default GET
 * @param {Record<string,string>} [spec.headers]  sent with every request (e.g. authorization)
 * @param {string} [spec.body]
 * @param {typeof OPTIONS} [options]  with `rate`, a fixed number of requests a second over all connections
 * @returns {Promise<{ rps: number, p99: number, p50: number, requests: number, non2xx: number, errors: number }>}
 */
export async function measure(spec, options = OPTIONS) {
  if (options.rate) return measureAtFixedRate(spec, options);
  const run = (duration) =>
    autocannon({
      url: spec.baseUrl,
      connections: options.connections,
      overallRate: options.rate,
      duration,
      requests: [
        {
          method: spec.method ?? "GET",
          body: spec.body,
          setupRequest: (request) => ({
            ...request,
            path: spec.nextPath(),
            headers: { ...request.headers, ...spec.headers, "x-forwarded-for": randomClientIp() },
          }),
        },
      ],
    });
  // A fresh server is slow at first: V8 compiles our code and PGlite's WebAssembly lazily and tiers them up, and
  // the database pages come into its buffer cache. Load it in short rounds for at least `minWarmup` seconds and
  // until a round is no more than 10% faster than the one before (or the warm-up budget is spent); then measure.
  // Without the minimum, two noisy rounds could end the warm-up of a server just started: the public lookup's first
  // 5 s after a start ran at ~20% more CPU per request than the next.
  let previous = 0;
  for (let spent = 0; spent + WARMUP_ROUND_S <= options.warmup; spent += WARMUP_ROUND_S) {
    const round = (await run(WARMUP_ROUND_S)).requests.average;
    if (previous > 0 && round < previous * 1.1 && spent + WARMUP_ROUND_S >= options.minWarmup) break;
    previous = round;
  }
  const result = await run(options.duration);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * measure() at a fixed rate: a warm-up of `minWarmup` seconds at that rate (throughput is fixed, so there is nothing
 * to wait for it to settle), then `duration` seconds measured.
 */
async function measureAtFixedRate(spec, options) {
  const load = (seconds) =>
    fixedRate(spec, { rate: options.rate, seconds, headersFor: () => ({ "x-forwarded-for": randomClientIp() }) });
  await load(options.minWarmup);
  return load(options.duration);
}
