import { setupContract as op } from "@app/shared/setup/contract";
import { AUTH_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { implement, routes } from "../../lib/routes.js";
import { createFirstOwner } from "./setup.service.js";

/** How the site runs (for the TEST MODE banner), and the first owner's creation through the setup link. */
export default routes(
  implement(op.siteConfig, ({ ctx }) => ({
    payment_provider: ctx.config.PAYMENT_PROVIDER,
    test_mode: ctx.config.PAYMENT_PROVIDER === "sandbox",
  })),
  implement(op.createOwner, ({ ctx, body }) => createFirstOwner(ctx, body), { rateLimit: AUTH_RATE_LIMIT }),
);
