import { staffProcurementsContract as op } from "@app/shared/procurements/staff.contract";
import { sendCsv } from "../../lib/list.js";
import { implement, routes } from "../../lib/routes.js";
import {
  getProcurementForStaff,
  listProcurementsForStaff,
  PROCUREMENT_CSV_COLUMNS,
  procurementsForCsv,
  updateProcurementStatus,
} from "./procurements.staff.service.js";

/** Staff side of shop requests (procurements): list, printable detail and the inline status edit. */
export default routes(
  implement(op.list, async ({ ctx, query, reply }) =>
    query.format === "csv"
      ? sendCsv(reply, "shop-requests", PROCUREMENT_CSV_COLUMNS, await procurementsForCsv(ctx, query))
      : listProcurementsForStaff(ctx, query),
  ),
  implement(op.detail, ({ ctx, params }) => getProcurementForStaff(ctx, params.id)),
  implement(op.setStatus, ({ ctx, admin, body }) =>
    updateProcurementStatus(ctx, admin, body.procurement_id, body.status),
  ),
);
