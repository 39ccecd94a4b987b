import { staffAdminsContract as op } from "@app/shared/admins/staff.contract";
import { AUTH_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { CSV_MAX_ROWS, sendCsv } from "../../lib/list.js";
import { implement, routes } from "../../lib/routes.js";
import { changeStaffPassword } from "./staff-password.service.js";
import { staffPage } from "./staff.repository.js";
import {
  changeStaffRole,
  changeStaffWarehouses,
  listStaff,
  resendVerification,
  STAFF_CSV_COLUMNS,
  setStaffActive,
} from "./staff.service.js";

/** Staff accounts over their life: owners list and manage them; every staff member changes their own password. */
export default routes(
  implement(op.list, async ({ ctx, query, reply }) =>
    query.format === "csv"
      ? sendCsv(reply, "staff", STAFF_CSV_COLUMNS, await staffPage(ctx.db, query).rows(CSV_MAX_ROWS, 0))
      : listStaff(ctx, query),
  ),
  implement(op.setRole, ({ ctx, admin, params, body }) => changeStaffRole(ctx, admin, params.id, body.role)),
  implement(op.setWarehouses, ({ ctx, admin, params, body }) =>
    changeStaffWarehouses(ctx, admin, params.id, body.warehouses),
  ),
  implement(op.deactivate, ({ ctx, admin, params }) => setStaffActive(ctx, admin, params.id, false)),
  implement(op.reactivate, ({ ctx, admin, params }) => setStaffActive(ctx, admin, params.id, true)),
  implement(op.resendVerification, ({ ctx, admin, params }) => resendVerification(ctx, admin, params.id)),
  implement(
    op.changePassword,
    ({ ctx, admin, sessionId, body }) => changeStaffPassword(ctx, admin, sessionId, body),
    // The current password is checked here, so guessing it is limited like a log-in.
    { rateLimit: AUTH_RATE_LIMIT },
  ),
);
