import { staffDocumentsContract as op } from "@app/shared/documents/contract";
import { implement, routes } from "../../lib/routes.js";
import { invoicePdf, receiptPdf } from "./documents.service.js";
import { clientGone, sendPdf } from "./pdf-reply.js";

/** Any invoice and its receipt as PDF, for staff who may see records. */
export default routes(
  implement(op.invoicePdf, async ({ ctx, params, reply }) =>
    sendPdf(reply, await invoicePdf(ctx, params.id, undefined, clientGone(reply))),
  ),
  implement(op.receiptPdf, async ({ ctx, params, reply }) =>
    sendPdf(reply, await receiptPdf(ctx, params.id, undefined, clientGone(reply))),
  ),
);
