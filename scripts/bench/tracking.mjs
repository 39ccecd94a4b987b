// GET /api/track/{id}: the public tracking lookup, a random existing tracking number per request. Targets:
// at least half of hello-world's throughput with p99 ≤ 10 ms on PostgreSQL, a quarter of it on PGlite.
//
// The lookup and hello-world are measured in alternating pairs (BENCH_TRACKING_PAIRS, default 3): lookup, then
// hello-world, each with its own warm-up, so both sides of a ratio meet the machine in the same state. On a small
// machine the same hello-world server measured minutes apart moved by a third (26,000–44,000 req/s), more than any
// change to the server. The ratio checked is the median of the pairs' ratios; the p99 checked is the highest of the
// pairs'. Every pair is printed.
import { randomTrackingNumber, trackingNumber } from "./lib/fixtures.mjs";
import { waitUntilWarm } from "./lib/processes.mjs";

const PAIRS = Math.max(1, Number(process.env.BENCH_TRACKING_PAIRS ?? 3));

/** Per database: the least share of hello-world's requests/second, and the highest p99 (ms) if any. */
const TARGETS = {
  PostgreSQL: { ratio: 0.5, p99: 10, target: "tracking on PostgreSQL: ≥ 0.5 × hello-world req/s, p99 ≤ 10 ms" },
  PGlite: { ratio: 0.25, target: "tracking on PGlite: ≥ 0.25 × hello-world req/s" },
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function check(database, pairs) {
  const goal = TARGETS[database];
  const ratios = pairs.map(({ lookup, hello }) => lookup.rps / hello.rps);
  const ratio = median(ratios);
  const p99 = Math.max(...pairs.map(({ lookup }) => lookup.p99));
  const non2xx = pairs.reduce((n, { lookup }) => n + lookup.non2xx, 0);
  const errors = pairs.reduce((n, { lookup }) => n + lookup.errors, 0);
  const clean = pairs.every(({ lookup }) => lookup.requests > 0) && !non2xx && !errors;
  const ok = clean && ratio >= goal.ratio && (goal.p99 === undefined || p99 <= goal.p99);
  const each = pairs.map(({ lookup, hello }) => `${lookup.rps.toFixed(0)} vs ${hello.rps.toFixed(0)}`).join(", ");
  const value =
    `${ratio.toFixed(2)} × (median of ${pairs.length} pairs: ${ratios.map((r) => r.toFixed(2)).join(", ")}; ` +
    `req/s ${each}), p99 ${p99} ms` +
    (clean ? "" : `, ${non2xx} non-2xx, ${errors} errors`);
  return { target: goal.target, value, ok };
}

export default {
  name: "tracking",
  title: "GET /api/track/{id}",
  databases: "each",
  targets: [TARGETS.PostgreSQL.target, TARGETS.PGlite.target],
  async run(ctx) {
    const waited = await waitUntilWarm(ctx.target.baseUrl);
    console.log(`    warm after ${waited.toFixed(1)} s more`);
    // Fail loudly rather than benchmark a 404 page.
    const probe = await fetch(`${ctx.target.baseUrl}/api/track/${trackingNumber(ctx.fixtures.shipments)}`);
    if (probe.status !== 200) throw new Error(`tracking probe answered ${probe.status}: ${await probe.text()}`);
    const pairs = [];
    const rows = [];
    for (let i = 1; i <= PAIRS; i++) {
      const lookup = await ctx.measure({
        baseUrl: ctx.target.baseUrl,
        nextPath: () => `/api/track/${randomTrackingNumber()}`,
      });
      const hello = await ctx.helloWorld();
      pairs.push({ lookup, hello });
      const pair = PAIRS > 1 ? ` (pair ${i} of ${PAIRS})` : "";
      rows.push({ label: `${this.title}${pair}`, ...lookup, baseline: hello });
      rows.push({ ...hello, label: `${hello.label}${pair}`, baseline: hello });
      console.log(`    pair ${i}: ${lookup.rps.toFixed(0)} vs ${hello.rps.toFixed(0)} req/s, p99 ${lookup.p99} ms`);
    }
    return { rows, checks: [check(ctx.target.label, pairs)] };
  },
};
