/** The staff shipments pages' texts and rules that need no schema (the list loads them without zod). */

export const SHIPMENT_STAFF_TEXTS = {
  loaded: "Shipments Loaded!",
  loadError: "Error loading shipments!",
  fetchFailed: "Failed to fetch shipments.",
  createFailed: "Failed to create shipment.",
  statusFailed: "Failed to update shipment status.",
  paymentFailed: "Failed to update payment status.",
  created: "Shipment created successfully.",
  statusUpdated: "Status updated!",
  notFound: "Shipment not found.",
  noCustomer: "No customer account uses this email address.",
  duplicateTracking: "A shipment with this tracking number already exists.",
  paymentStatusOneOf: "Payment status must be one of: Pending, Paid, Failed",
  refundedLocked: "This shipment's payment was refunded: its payment status stays Refunded.",
} as const;

/**
 * The payment statuses staff may set (create form, inline edit, API): Refunded is reached only by recording a refund
 * on the shipment's invoice, and a refunded shipment keeps it (as a refunded invoice keeps its status).
 */
export const STAFF_SETTABLE_PAYMENT_STATUSES = ["Pending", "Paid", "Failed"] as const;
export type StaffSettablePaymentStatus = (typeof STAFF_SETTABLE_PAYMENT_STATUSES)[number];

/** Every change of a shipment's status e-mails the customer (its payment status never does): staff confirm first. */
export function shipmentStatusChangeEmailsCustomer(_next: string): boolean {
  return true;
}

/** The most shipments one bulk status change touches (ids given, or shipments matching a filter). */
export const BULK_STATUS_MAX = 500;

export const BULK_STATUS_TEXTS = {
  pickOne: "Select the shipments to change, or all shipments matching the filter.",
  tooMany: (count: number) =>
    `${count} shipments match this filter; a bulk change takes at most ${BULK_STATUS_MAX}. Narrow the filter and try again.`,
  failed: "Failed to change the status of the selected shipments.",
  notFound: "not found",
  already: (status: string) => `already ${status}`,
} as const;
