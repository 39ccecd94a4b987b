import { operation } from "../core/contract.js";
import { dashboardResponseSchema, warehouseChoiceResponseSchema, warehouseChoiceSchema } from "./dashboard.js";

const tags = ["dashboard"] as const;

/** The customer home: one summary call, and the shopping-warehouse choice ('Change Address'). */
export const dashboardContract = {
  home: operation({
    method: "GET",
    path: "/dashboard",
    access: "customer",
    tags,
    summary: "The customer home: shopping warehouse addresses with the suite number, and the counts of the home cards",
    description:
      "pending_shipments counts shipments whose status is exactly 'Pending'; unpaid_invoices counts invoices whose status is not 'paid'; packages_waiting counts the customer's packages at our warehouses (received, ready to ship or on hold).",
    success: { status: 200, schema: dashboardResponseSchema },
  }),
  chooseWarehouse: operation({
    method: "PUT",
    path: "/details/warehouse",
    access: "customer",
    tags,
    summary: "Remember the customer's chosen shopping warehouse (warehouse_choice)",
    body: warehouseChoiceSchema,
    success: { status: 200, schema: warehouseChoiceResponseSchema },
  }),
};
