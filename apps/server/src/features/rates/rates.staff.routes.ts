import { staffRatesContract as op } from "@app/shared/rates/staff.contract";
import { implement, routes } from "../../lib/routes.js";
import { createRateCard, listRateRoutes, rateCardDetail } from "./rates.staff.service.js";

/** Rate card management (owners and managers). */
export default routes(
  implement(op.list, ({ ctx }) => listRateRoutes(ctx)),
  implement(op.detail, ({ ctx, params }) => rateCardDetail(ctx, params.id)),
  implement(op.create, ({ ctx, admin, body }) => createRateCard(ctx, admin, body)),
);
