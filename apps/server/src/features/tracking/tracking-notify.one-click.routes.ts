import { oneClickUnsubscribeRoutes } from "../../lib/one-click-unsubscribe.js";
import { TRACKING_LINK_RATE_LIMIT } from "./tracking-notify.routes.js";
import { unsubscribeFromTracking } from "./tracking-notify.service.js";

/** The List-Unsubscribe target of "Notify me" milestone e-mails (lib/notify/tracking-subscribers.ts). */
export default oneClickUnsubscribeRoutes({
  path: "/track-notify/unsubscribe/one-click",
  tags: ["tracking"],
  summary:
    'One-click unsubscribe (RFC 8058): a mail provider\'s POST of List-Unsubscribe=One-Click ends the "Notify me" subscription the signed token names',
  rateLimit: TRACKING_LINK_RATE_LIMIT,
  unsubscribe: unsubscribeFromTracking,
});
