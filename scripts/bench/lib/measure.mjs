// Runs autocannon with the benchmark's common settings and reduces its result to the figures we print.
import autocannon from "autocannon";

export const OPTIONS = {
  duration: Number(process.env.BENCH_DURATION ?? 10),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
};

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
 * @returns {Promise<{ rps: number, p99: number, p50: number, requests: number, non2xx: number, errors: number }>}
 */
export async function measure(spec, options = OPTIONS) {
  const run = (duration) =>
    autocannon({
      url: spec.baseUrl,
      connections: options.connections,
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
  if (options.warmup > 0) await run(options.warmup);
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
