import { z } from "zod";
import { operation } from "../core/contract.js";
import {
  trackingLinkResultSchema,
  trackingNumberSchema,
  trackingResultSchema,
  trackingSubscribeSchema,
  trackingSubscriptionResultSchema,
  trackingTokenSchema,
} from "./tracking.js";
import { trackingNotifyRoutes } from "./notify.js";
import { trackRoute } from "./route.js";

const tags = ["tracking"] as const;

/** Public package tracking, the lookup of the public site, and its "Notify me" e-mails. */
export const trackingContract = {
  track: operation({
    ...trackRoute,
    access: "public",
    tags,
    summary:
      "Public package tracking by tracking number (case-insensitive), with the status history and the visible tracking events newest first",
    params: z.object({ id: trackingNumberSchema }),
    success: { status: 200, schema: trackingResultSchema },
    errors: [404, 429],
  }),
  subscribe: operation({
    ...trackingNotifyRoutes.subscribe,
    access: "public",
    tags,
    summary:
      "Notify me: e-mail a confirmation link to a visitor for a tracking number; the same answer whether or not the number exists",
    body: trackingSubscribeSchema,
    success: { status: 200, schema: trackingSubscriptionResultSchema },
    errors: [429],
  }),
  confirm: operation({
    ...trackingNotifyRoutes.confirm,
    access: "public",
    tags,
    summary: "Confirm a Notify me subscription with the token of its e-mailed link (400 for an unknown token)",
    body: trackingTokenSchema,
    success: { status: 200, schema: trackingLinkResultSchema },
    errors: [429],
  }),
  unsubscribe: operation({
    ...trackingNotifyRoutes.unsubscribe,
    access: "public",
    tags,
    summary: "Stop a Notify me subscription with the signed token of a milestone e-mail's unsubscribe link",
    body: trackingTokenSchema,
    success: { status: 200, schema: trackingLinkResultSchema },
    errors: [429],
  }),
};
