import { TRACKING_NOT_FOUND } from "@app/shared/tracking";
import { trackingContract as op } from "@app/shared/tracking.contract";
import { notFound } from "../../lib/errors.js";
import { implement, routes } from "../../lib/routes.js";
import { findTracking } from "./tracking.repository.js";

/** Per-client limit on the public lookup: plenty for a person, a brake on scraping the number space. */
export const TRACKING_RATE_LIMIT = { max: 60, timeWindow: "1 minute" };

export default routes(
  implement(
    op.track,
    async ({ ctx, params, reply }) => {
      const result = await findTracking(ctx.db, params.id);
      if (!result) throw notFound(TRACKING_NOT_FOUND);
      // Statuses change during the day; never let a shared cache serve an old one.
      reply.header("cache-control", "no-store");
      return result;
    },
    { rateLimit: TRACKING_RATE_LIMIT },
  ),
);
