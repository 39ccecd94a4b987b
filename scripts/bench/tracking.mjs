// GET /api/track/{id}: the public tracking lookup, a random existing tracking number per request. Targets (issue 19):
// at least half of hello-world's throughput with p99 ≤ 10 ms on PostgreSQL, a quarter of it on PGlite.
import { randomTrackingNumber, trackingNumber } from "./lib/fixtures.mjs";
import { waitUntilWarm } from "./lib/processes.mjs";

/** Per database: the least share of hello-world's requests/second, and the highest p99 (ms) if any. */
const TARGETS = {
  PostgreSQL: { ratio: 0.5, p99: 10, target: "tracking on PostgreSQL: ≥ 0.5 × hello-world req/s, p99 ≤ 10 ms" },
  PGlite: { ratio: 0.25, target: "tracking on PGlite: ≥ 0.25 × hello-world req/s" },
};

function check(database, figures, baseline) {
  const goal = TARGETS[database];
  const ratio = figures.rps / baseline.rps;
  const clean = figures.requests > 0 && !figures.non2xx && !figures.errors;
  const ok = clean && ratio >= goal.ratio && (goal.p99 === undefined || figures.p99 <= goal.p99);
  const value =
    `${ratio.toFixed(2)} × (${figures.rps.toFixed(0)} vs ${baseline.rps.toFixed(0)} req/s), p99 ${figures.p99} ms` +
    (clean ? "" : `, ${figures.non2xx} non-2xx, ${figures.errors} errors`);
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
    const figures = await ctx.measure({
      baseUrl: ctx.target.baseUrl,
      nextPath: () => `/api/track/${randomTrackingNumber()}`,
    });
    return { rows: [{ label: this.title, ...figures }], checks: [check(ctx.target.label, figures, ctx.baseline)] };
  },
};
