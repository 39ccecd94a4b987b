import { adminSummarySchema } from "./back-office.js";
import { operation } from "../core/contract.js";

/** The admin home's figures. */
export const staffBackOfficeContract = {
  summary: operation({
    method: "GET",
    path: "/admin/summary",
    access: { staff: "desk.view" },
    tags: ["back office"],
    summary:
      "Admin home: pending shipments, unpaid invoices, and totals of shipments, purchases, pickups, invoices and tickets",
    success: { status: 200, schema: adminSummarySchema },
  }),
};
