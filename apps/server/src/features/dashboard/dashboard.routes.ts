import { dashboardContract as op } from "@app/shared/dashboard/contract";
import { implement, routes } from "../../lib/routes.js";
import { chooseWarehouse, dashboardOf } from "./dashboard.service.js";

/** The customer home: one summary call, and the shopping-warehouse choice ('Change Address'). */
export default routes(
  implement(op.home, ({ ctx, customer }) => dashboardOf(ctx, customer)),
  implement(op.chooseWarehouse, ({ ctx, customer, body }) => chooseWarehouse(ctx, customer, body)),
);
