import { SHIPMENT_STATUSES } from "../core/enums.js";

/** The columns staff can sort the list by (`sortBy`); without one it is newest (or oldest) first. */
export const SHIPMENT_SORT_COLUMNS = [
  "tracking_number",
  "shipment_status",
  "payment_status",
  "email_address",
  "shipping_cost",
  "created_at",
] as const;
export type ShipmentSortColumn = (typeof SHIPMENT_SORT_COLUMNS)[number];

/**
 * Method and path of the staff shipments calls, and what the list's query accepts, without their schemas: the staff
 * shipments list calls them without loading zod (shipments.staff.contract.ts declares the whole operations from these).
 */
export const staffShipmentsRoutes = {
  list: {
    method: "GET",
    path: "/shipment",
    accepts: { statuses: SHIPMENT_STATUSES, sortable: SHIPMENT_SORT_COLUMNS },
  },
  trackingNumber: { method: "GET", path: "/shipment/tracking-number" },
  detail: { method: "GET", path: "/shipment/:id" },
  create: { method: "POST", path: "/shipment" },
  setStatus: { method: "PUT", path: "/shipment/shipment-status" },
  bulkStatus: { method: "POST", path: "/shipment/bulk-status" },
  setPaymentStatus: { method: "PUT", path: "/shipment/payment-status" },
} as const;
