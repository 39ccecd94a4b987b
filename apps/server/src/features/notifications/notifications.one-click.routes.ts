import { oneClickUnsubscribeRoutes } from "../../lib/one-click-unsubscribe.js";
import { UNSUBSCRIBE_RATE_LIMIT } from "./notifications.routes.js";
import { unsubscribe } from "./notifications.service.js";

/** The List-Unsubscribe target of every customer notice (lib/notify/notify.ts): the provider's one-click POST. */
export default oneClickUnsubscribeRoutes({
  path: "/notifications/unsubscribe/one-click",
  tags: ["notifications"],
  summary:
    "One-click unsubscribe (RFC 8058): a mail provider's POST of List-Unsubscribe=One-Click turns off the kind of notification the signed token names, on every channel",
  rateLimit: UNSUBSCRIBE_RATE_LIMIT,
  unsubscribe,
});
