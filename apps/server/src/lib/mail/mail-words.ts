import type { InvoiceReferenceType, InvoiceStatus, PickupStatus } from "@app/shared/core/enums";

/**
 * The words e-mails use for stored codes (docs/decisions/0035): a customer reads "Awaiting payment", never "pending";
 * "Shipping", never "shipments".
 */
export const INVOICE_KIND_WORDS: Record<InvoiceReferenceType, string> = {
  shipments: "Shipping",
  procurement: "Shop for me",
  pickup: "Pickup",
  customs_duty: "Customs duty difference",
};

export const INVOICE_STATUS_WORDS: Record<InvoiceStatus, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  cancelled: "Cancelled",
  overdue: "Overdue",
  refunded: "Refunded",
};

export const PICKUP_STATUS_WORDS: Record<PickupStatus, string> = {
  pending: "Requested",
  processing: "Being arranged",
  "in-transit": "On its way",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** The line telling a customer the invoice of a rejected shop request or cancelled pickup was cancelled with it. */
export function cancelledInvoiceNews(invoice: { transaction_id: string; returnedToWallet: boolean }) {
  return invoice.returnedToWallet
    ? `Its invoice ${invoice.transaction_id} has been cancelled, and what your wallet paid of it is back in your wallet.`
    : `Its invoice ${invoice.transaction_id} has been cancelled: you have nothing to pay for it.`;
}
