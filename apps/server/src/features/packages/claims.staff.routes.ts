import { staffClaimsContract as op } from "@app/shared/packages/claims.staff.contract";
import { implement, routes } from "../../lib/routes.js";
import { listContested, resolveContested } from "./claims.staff.service.js";

/** The contested queue: parcels more than one customer claims, and their resolution. */
export default routes(
  implement(op.contested, ({ ctx, query }) => listContested(ctx, query)),
  implement(op.resolve, ({ ctx, admin, params, body }) => resolveContested(ctx, admin, params.id, body)),
);
