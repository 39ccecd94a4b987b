import { VISITOR_TEXTS } from "@app/shared/visitors/visitors";
import { visitorsContract as op } from "@app/shared/visitors/contract";
import { implement, routes } from "../../lib/routes.js";
import { sendVisitorMessage, sentMessageText, subscribe } from "./visitors.service.js";

/** Per-client limit on the public forms: generous for people, a wall for scripts. */
export const VISITOR_RATE_LIMIT = { max: 10, timeWindow: "1 minute" };

export default routes(
  implement(
    op.subscribe,
    async ({ ctx, body, reply }) => {
      const { created } = await subscribe(ctx, body);
      if (created) return { message: VISITOR_TEXTS.subscribed, alreadySubscribed: false };
      reply.code(200);
      return { message: VISITOR_TEXTS.alreadySubscribed, alreadySubscribed: true };
    },
    { rateLimit: VISITOR_RATE_LIMIT },
  ),
  implement(
    op.sendMessage,
    async ({ ctx, body, request }) => {
      await sendVisitorMessage(ctx, body, request.ip ?? null);
      return { success: true, message: sentMessageText(body.kind) };
    },
    { rateLimit: VISITOR_RATE_LIMIT },
  ),
);
