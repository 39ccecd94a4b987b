import { staffPickupsContract as op } from "@app/shared/pickups/staff.contract";
import { sendCsv } from "../../lib/list.js";
import { implement, routes } from "../../lib/routes.js";
import {
  getPickupForStaff,
  listPickupsForStaff,
  PICKUP_CSV_COLUMNS,
  pickupsForCsv,
  updatePickupStatus,
} from "./pickups.staff.service.js";

/** Staff side of pickups: list, printable detail and the inline status edit. */
export default routes(
  implement(op.list, async ({ ctx, query, reply }) =>
    query.format === "csv"
      ? sendCsv(reply, "pickups", PICKUP_CSV_COLUMNS, await pickupsForCsv(ctx, query))
      : listPickupsForStaff(ctx, query),
  ),
  implement(op.detail, ({ ctx, params }) => getPickupForStaff(ctx, params.id)),
  implement(op.setStatus, ({ ctx, admin, body }) => updatePickupStatus(ctx, admin, body.pickup_id, body.status)),
);
