import { staffReconciliationContract as op } from "@app/shared/reconciliation/staff.contract";
import { adminActor } from "../../lib/audit.js";
import { sendCsv } from "../../lib/list.js";
import { implement, routes } from "../../lib/routes.js";
import { paymentContextOf } from "../payments/public.js";
import { EXCHANGE_DIFFERENCE_CSV_COLUMNS, exchangeDifferences } from "./reconciliation.exchange-differences.js";
import { checkDayNow, dayReport, daysFor } from "./reconciliation.service.js";

/** Each check reads the provider's transaction list (several pages for a busy day). */
const CHECK_RATE_LIMIT = { max: 10, timeWindow: "1 minute" };

/** Reconciliation with the payment provider and the exchange-difference report (owners and managers). */
export default routes(
  implement(op.days, ({ ctx, query }) => daysFor(ctx, query)),
  implement(op.day, ({ ctx, params }) => dayReport(ctx, params.day)),
  implement(
    op.check,
    ({ ctx, admin, params, request }) =>
      checkDayNow(paymentContextOf(request.server, ctx), params.day, adminActor(admin).label ?? "Staff"),
    { rateLimit: CHECK_RATE_LIMIT },
  ),
  implement(op.exchangeDifferences, async ({ ctx, query, reply }) => {
    const report = await exchangeDifferences(ctx, query);
    return query.format === "csv"
      ? sendCsv(reply, "exchange-differences", EXCHANGE_DIFFERENCE_CSV_COLUMNS, report.rows)
      : report;
  }),
);
