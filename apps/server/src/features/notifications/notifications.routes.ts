import { notificationsContract as op } from "@app/shared/notifications/contract";
import { implement, routes } from "../../lib/routes.js";
import { describeUnsubscribe, saveSettings, settingsOf, unsubscribe } from "./notifications.service.js";

/** Per-client limit on the public unsubscribe link: like the other public writes. */
export const UNSUBSCRIBE_RATE_LIMIT = { max: 10, timeWindow: "1 minute" };

/** The customer's notification settings (scoped to the signed-in customer) and the public unsubscribe link. */
export default routes(
  implement(op.preferences, ({ ctx, customer }) => settingsOf(ctx, customer)),
  implement(op.savePreferences, ({ ctx, customer, body }) => saveSettings(ctx, customer, body)),
  implement(op.describeUnsubscribe, ({ ctx, query }) => describeUnsubscribe(ctx, query.token), {
    rateLimit: UNSUBSCRIBE_RATE_LIMIT,
  }),
  implement(op.unsubscribe, ({ ctx, body }) => unsubscribe(ctx, body.token), { rateLimit: UNSUBSCRIBE_RATE_LIMIT }),
);
