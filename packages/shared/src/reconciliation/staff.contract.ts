import { operation } from "../core/contract.js";
import {
  dayParamSchema,
  exchangeDifferenceQuerySchema,
  exchangeDifferenceReportSchema,
  reconciliationDayReportSchema,
  reconciliationListQuerySchema,
  reconciliationListSchema,
} from "./staff.js";

const tags = ["reconciliation (staff)"] as const;

/** Reconciliation with the payment provider and the exchange-difference report (owners and managers). */
export const staffReconciliationContract = {
  days: operation({
    method: "GET",
    path: "/admin/reconciliation",
    access: { staff: "payments.reconcile" },
    tags,
    summary: "Checked days, newest first: clean or flagged, counts and totals on both sides",
    query: reconciliationListQuerySchema,
    success: { status: 200, schema: reconciliationListSchema },
  }),
  day: operation({
    method: "GET",
    path: "/admin/reconciliation/day/:day",
    access: { staff: "payments.reconcile" },
    tags,
    summary: "One checked day with its discrepancies",
    params: dayParamSchema,
    success: { status: 200, schema: reconciliationDayReportSchema },
    errors: [404],
  }),
  check: operation({
    method: "POST",
    path: "/admin/reconciliation/day/:day/check",
    access: { staff: "payments.reconcile" },
    tags,
    summary: "Check one day now against the provider's transaction list (replaces that day's last check)",
    params: dayParamSchema,
    success: { status: 200, schema: reconciliationDayReportSchema },
    errors: [502],
  }),
  exchangeDifferences: operation({
    method: "GET",
    path: "/admin/reconciliation/exchange-differences",
    access: { staff: "payments.reconcile" },
    tags,
    summary:
      "Per invoice paid in naira between from and to: the rate when issued against the rate locked when paid; format=csv exports it",
    query: exchangeDifferenceQuerySchema,
    success: { status: 200, schema: exchangeDifferenceReportSchema },
    csv: true,
  }),
};
