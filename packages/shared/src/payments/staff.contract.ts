import { operation } from "../core/contract.js";
import { idParamSchema } from "../core/http.js";
import { refundInvoiceResponseSchema, refundInvoiceSchema } from "../invoices/staff.js";

/** The staff side of payments: refunding a paid invoice (listed with the staff invoice operations). */
export const staffPaymentsContract = {
  refund: operation({
    method: "POST",
    path: "/invoice/:id/refund",
    access: { staff: "invoices.refund" },
    tags: ["invoices (staff)"],
    summary: "Refund a paid invoice with a reason (managers and owners): through the payment provider when paid online",
    description:
      "Only a paid invoice, or one flagged because a payment arrived after it was cancelled, can be refunded (409 otherwise). The invoice becomes refunded and a billed shipment's payment status Refunded; 502 when the provider refuses, and then nothing changes.",
    params: idParamSchema,
    body: refundInvoiceSchema,
    success: { status: 200, schema: refundInvoiceResponseSchema },
    errors: [404, 409, 502],
  }),
};
