// An open-loop load at a fixed rate: one request every 1/rate seconds, sent on time whether or not earlier ones have
// been answered, each timed from when it was due (so a late client or a queue in the server counts against the
// server: no coordinated omission). This is what "p99 at a fixed 100 requests a second" means; autocannon's
// overallRate is not it (decision 0090): each of its connections sends its share of a second back to back as soon as
// the second starts and then waits, so the load arrives as a burst at the top of every second, and its correction
// for coordinated omission assumes a request was due every millisecond.
import http from "node:http";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value at percentile `p` (0-100) of ascending `sorted` (nearest rank). */
export const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * Sends `rate` requests a second for `seconds` seconds (spec as measure.mjs takes it) over keep-alive connections,
 * as many as are needed at once. Resolves with the figures measure.mjs reports: latency percentiles in whole
 * milliseconds (rounded up), requests answered a second, non-2xx answers and errors.
 */
export async function fixedRate(spec, { rate, seconds, headersFor = () => ({}) }) {
  const base = new URL(spec.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const send = (path) =>
    new Promise((resolve) => {
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          path,
          method: spec.method ?? "GET",
          agent,
          headers: { ...spec.headers, ...headersFor(), ...(spec.body ? { "content-type": "application/json" } : {}) },
        },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode));
          response.on("error", () => resolve(0));
        },
      );
      request.on("error", () => resolve(0));
      request.end(spec.body);
    });

  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const inFlight = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(
      send(spec.nextPath()).then((status) => {
        latencies.push(performance.now() - due);
        if (status === 0) errors++;
        else if (status < 200 || status > 299) non2xx++;
      }),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p99: Math.ceil(percentile(latencies, 99)),
    p50: Math.ceil(percentile(latencies, 50)),
    requests: latencies.length - errors - non2xx,
    non2xx,
    errors,
  };
}
