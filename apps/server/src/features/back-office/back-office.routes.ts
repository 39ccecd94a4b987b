import { staffBackOfficeContract as op } from "@app/shared/back-office/staff.contract";
import { implement, routes } from "../../lib/routes.js";
import { summaryCounts } from "./back-office.repository.js";

/** The admin home's figures (those of the caller's warehouses; null where not the caller's to see). */
export default routes(
  implement(op.summary, async ({ ctx, admin }) => {
    const { pending_shipments, unpaid_invoices, ...totals } = await summaryCounts(ctx.db, admin, ctx.scope);
    return { pending_shipments, unpaid_invoices, totals };
  }),
);
