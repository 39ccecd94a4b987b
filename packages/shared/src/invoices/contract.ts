import { operation } from "../core/contract.js";
import { INVOICE_STATUSES } from "../core/enums.js";
import { idParamSchema, listQueryOf } from "../core/http.js";
import { invoiceDetailResponseSchema, invoiceListResponseSchema } from "./invoices.js";
import { invoiceEvidenceResponseSchema, questionChargeResponseSchema, questionChargeSchema } from "./evidence.js";

const tags = ["invoices"] as const;

/** The customer side of invoices: the portal list and the payment screen's record. */
export const invoicesContract = {
  list: operation({
    method: "GET",
    path: "/invoices",
    access: "customer",
    tags,
    summary: "The signed-in customer's invoices, newest first (paginated; optional status and transaction-id search)",
    query: listQueryOf(INVOICE_STATUSES),
    success: { status: 200, schema: invoiceListResponseSchema },
  }),
  detail: operation({
    method: "GET",
    path: "/invoices/:id",
    access: "customer",
    tags,
    summary: "One of the signed-in customer's invoices (another customer's id answers 404)",
    params: idParamSchema,
    success: { status: 200, schema: invoiceDetailResponseSchema },
    errors: [404],
  }),
  evidence: operation({
    method: "GET",
    path: "/invoices/:id/evidence",
    access: "customer",
    tags,
    summary:
      "How the customer's invoice was priced: each box's weights, divisor, rounding, rate, formula and photos, the handling lines and the rate card version (null when typed by staff)",
    params: idParamSchema,
    success: { status: 200, schema: invoiceEvidenceResponseSchema },
    errors: [404],
  }),
  question: operation({
    method: "POST",
    path: "/invoices/:id/question",
    access: "customer",
    confirmedEmail: true,
    tags,
    summary:
      "Question this charge: opens a support ticket holding the customer's words and the line's evidence (invoice number, weights, formula)",
    params: idParamSchema,
    body: questionChargeSchema,
    success: { status: 201, schema: questionChargeResponseSchema },
    errors: [400, 404],
  }),
};
