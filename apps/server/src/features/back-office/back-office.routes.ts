import { staffBackOfficeContract as op } from "@app/shared/back-office/staff.contract";
import { implement, routes } from "../../lib/routes.js";
import { summaryCounts } from "./back-office.repository.js";

/** The admin home's figures. */
export default routes(
  implement(op.summary, async ({ ctx }) => {
    const { pending_shipments, unpaid_invoices, ...totals } = await summaryCounts(ctx.db, ctx.scope);
    return { pending_shipments, unpaid_invoices, totals };
  }),
);
