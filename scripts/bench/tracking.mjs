// GET /api/track/{id}: the public tracking lookup, a random existing tracking number per request.
import { randomTrackingNumber, trackingNumber } from "./lib/fixtures.mjs";

export default {
  name: "tracking",
  title: "GET /api/track/{id}",
  onEveryDatabase: true,
  async run(ctx) {
    // Fail loudly rather than benchmark a 404 page.
    const probe = await fetch(`${ctx.target.baseUrl}/api/track/${trackingNumber(ctx.fixtures.shipments)}`);
    if (probe.status !== 200) throw new Error(`tracking probe answered ${probe.status}: ${await probe.text()}`);
    const figures = await ctx.measure({
      baseUrl: ctx.target.baseUrl,
      nextPath: () => `/api/track/${randomTrackingNumber()}`,
    });
    return [{ label: this.title, ...figures }];
  },
};
