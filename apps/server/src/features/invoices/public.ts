/**
 * The invoices feature's public module: the only file of this folder other features may import (biome.json refuses
 * the rest). Records (pickups, procurements, shipments, ship requests) show their invoices; a priced ship
 * request issues one, and unpacking it withdraws it; payments settle one.
 */
export { billedShipmentPaid } from "./billed-shipment-paid.js";
export {
  type CancelledDifference,
  cancelUnpaidDutyDifferences,
  issueDutyDifferenceInvoice,
} from "./duty-difference-invoices.js";
export { findCustomerInvoice, toInvoiceRecord } from "./invoices.service.js";
export { issuePricedInvoice } from "./priced-invoices.js";
export { lockShipmentInvoice, withdrawRefusalOf } from "./packing-invoices.js";
export { invoiceLinkColumns, invoiceLinkOf, invoiceOfRecord, invoiceSummariesOf } from "./record-invoices.js";
export { cancelInvoice, returnWhatWasPaid, settleInvoiceIfWithdrawn } from "./withdrawn-records.js";
