import { invoicesContract as op } from "@app/shared/invoices/contract";
import { MAIL_ACTION_RATE_LIMIT } from "../../lib/mail/mail-action-rate-limit.js";
import { implement, routes } from "../../lib/routes.js";
import { getEvidenceOf, questionCharge } from "./invoices.evidence.service.js";
import { getInvoiceOf, listInvoicesOf } from "./invoices.service.js";

/** Customer side of invoices: the portal list, the payment screen's record, its evidence and questions about it. */
export default routes(
  implement(op.list, ({ ctx, customer, query }) => listInvoicesOf(ctx, customer.id, query)),
  implement(op.detail, ({ ctx, customer, params }) => getInvoiceOf(ctx, customer.id, params.id)),
  implement(op.evidence, ({ ctx, customer, params }) => getEvidenceOf(ctx, customer.id, params.id)),
  implement(op.question, ({ ctx, customer, params, body }) => questionCharge(ctx, customer, params.id, body), {
    rateLimit: MAIL_ACTION_RATE_LIMIT,
  }),
);
