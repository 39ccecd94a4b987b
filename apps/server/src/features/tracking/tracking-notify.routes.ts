import { TRACKING_NOTIFY_TEXTS } from "@app/shared/tracking/notify";
import { trackingContract as op } from "@app/shared/tracking/contract";
import { implement, routes } from "../../lib/routes.js";
import {
  confirmTrackingSubscription,
  subscribeToTracking,
  unsubscribeFromTracking,
} from "./tracking-notify.service.js";

/** Per-client limit on "Notify me": like the other public forms (each call may send an e-mail). */
export const TRACKING_NOTIFY_RATE_LIMIT = { max: 10, timeWindow: "1 minute" };
/** The links of the e-mails: a person clicks a few; a script guessing tokens is braked. */
export const TRACKING_LINK_RATE_LIMIT = { max: 30, timeWindow: "1 minute" };

export default routes(
  implement(
    op.subscribe,
    async ({ ctx, body }) => {
      await subscribeToTracking(ctx, body);
      return { message: TRACKING_NOTIFY_TEXTS.subscribed };
    },
    { rateLimit: TRACKING_NOTIFY_RATE_LIMIT },
  ),
  implement(op.confirm, ({ ctx, body }) => confirmTrackingSubscription(ctx, body.token), {
    rateLimit: TRACKING_LINK_RATE_LIMIT,
  }),
  implement(op.unsubscribe, ({ ctx, body }) => unsubscribeFromTracking(ctx, body.token), {
    rateLimit: TRACKING_LINK_RATE_LIMIT,
  }),
);
