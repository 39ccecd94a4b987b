import { staffCustomsContract as op } from "@app/shared/customs/staff.contract";
import { implement, routes } from "../../lib/routes.js";
import { addTariffVersion, saveLevies, staffTariff } from "./customs.staff.service.js";

/** The customs tariff and levies (owners and managers). */
export default routes(
  implement(op.tariff, ({ ctx }) => staffTariff(ctx)),
  implement(op.addVersion, ({ ctx, admin, body }) => addTariffVersion(ctx, admin, body)),
  implement(op.saveLevies, ({ ctx, admin, body }) => saveLevies(ctx, admin, body)),
);
