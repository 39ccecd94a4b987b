import { z } from "zod";
import { operation } from "./contract.js";
import { trackingNumberSchema, trackingResultSchema } from "./tracking.js";
import { trackRoute } from "./tracking.route.js";

/** Public package tracking, the lookup of the public site. */
export const trackingContract = {
  track: operation({
    ...trackRoute,
    access: "public",
    tags: ["tracking"],
    summary: "Public package tracking by tracking number (case-insensitive), with the status history newest first",
    params: z.object({ id: trackingNumberSchema }),
    success: { status: 200, schema: trackingResultSchema },
    errors: [404, 429],
  }),
};
