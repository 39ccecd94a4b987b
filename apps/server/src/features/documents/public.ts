/**
 * The documents feature's public module: the receipt PDF that the payment and wallet receipts e-mail carries.
 */
export { receiptMailAttachment } from "./documents.service.js";
