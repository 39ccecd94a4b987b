import { documentsContract as op } from "@app/shared/documents/contract";
import { registerMailDocument } from "../../lib/mail/mail-documents.js";
import { implement, routes } from "../../lib/routes.js";
import { invoicePdf, receiptForMail, receiptPdf } from "./documents.service.js";
import { clientGone, sendPdf } from "./pdf-reply.js";

// The receipt e-mails (payments, wallet) name the receipt; the mail worker makes it with this when it sends them.
registerMailDocument("invoice_receipt", receiptForMail);

/** The customer's own invoice and receipt as PDF (another customer's invoice answers 404). */
export default routes(
  implement(op.invoicePdf, async ({ ctx, customer, params, reply }) =>
    sendPdf(reply, await invoicePdf(ctx, params.id, customer.id, clientGone(reply))),
  ),
  implement(op.receiptPdf, async ({ ctx, customer, params, reply }) =>
    sendPdf(reply, await receiptPdf(ctx, params.id, customer.id, clientGone(reply))),
  ),
);
