import { DOCUMENT_TEXTS } from "@app/shared/documents/contract";
import { INVOICE_TEXTS } from "@app/shared/invoices/invoices";
import type { DbOrTx } from "../../db/client.js";
import type { DocumentMailAttachment } from "../../db/schema.js";
import { notFound } from "../../lib/errors.js";
import type { ServiceContext } from "../../lib/service-context.js";
import type { DocumentFacts } from "./document-facts.js";
import { appliedPayments, findBillTo, findDocumentInvoice } from "./documents.repository.js";
import { renderPdf } from "./pdf-process.js";

export interface PdfFile {
  filename: string;
  pdf: Uint8Array;
}

/** Reads what the documents print; undefined when there is no such invoice (or it is another customer's). */
async function factsOf(db: DbOrTx, id: number, customerId?: number): Promise<DocumentFacts | undefined> {
  const invoice = await findDocumentInvoice(db, id, customerId);
  if (!invoice) return undefined;
  const [customer, payments] = await Promise.all([findBillTo(db, invoice.user_id), appliedPayments(db, invoice)]);
  return {
    invoice,
    billTo: {
      name: customer ? `${customer.firstname} ${customer.lastname}` : "",
      suite: customer?.suite ?? "",
      email: customer?.email ?? "",
      address: customer?.billing ?? customer?.delivery ?? null,
    },
    payments,
  };
}

/**
 * The invoice as PDF; `customerId` limits it to that customer's own (anyone else's answers 404). `signal`: the client
 * went away, so a document still waiting for the PDF worker is not made.
 */
export async function invoicePdf(
  ctx: ServiceContext,
  id: number,
  customerId?: number,
  signal?: AbortSignal,
): Promise<PdfFile> {
  const facts = await factsOf(ctx.db, id, customerId);
  if (!facts) throw notFound(INVOICE_TEXTS.notFound);
  const payUrl = `${ctx.config.PUBLIC_URL}/user/invoice/${facts.invoice.id}`;
  return {
    filename: `invoice-${facts.invoice.transaction_id}.pdf`,
    pdf: await renderPdf({ kind: "invoice", facts, payUrl }, { signal }),
  };
}

const receiptName = (transactionId: string) => `receipt-${transactionId}.pdf`;

/** The invoice's receipt as PDF: 404 for a missing (or another customer's) invoice and before any payment. */
export async function receiptPdf(
  ctx: ServiceContext,
  id: number,
  customerId?: number,
  signal?: AbortSignal,
): Promise<PdfFile> {
  const facts = await factsOf(ctx.db, id, customerId);
  if (!facts) throw notFound(INVOICE_TEXTS.notFound);
  if (facts.payments.length === 0) throw notFound(DOCUMENT_TEXTS.noPayment);
  const pdf = await renderPdf({ kind: "receipt", facts }, { signal });
  return { filename: receiptName(facts.invoice.transaction_id), pdf };
}

/** The receipt's bytes for the mail worker; undefined when the invoice is gone or has no payment. */
export async function receiptForMail(db: DbOrTx, invoiceId: number): Promise<Uint8Array | undefined> {
  const facts = await factsOf(db, invoiceId);
  if (!facts || facts.payments.length === 0) return undefined;
  return renderPdf({ kind: "receipt", facts });
}

/**
 * The receipt as an attachment of a receipt e-mail: the outbox keeps only which invoice, and the mail worker renders
 * the PDF when it sends the message, outside the payment's transaction (docs/decisions/0048).
 */
export function receiptMailAttachment(invoice: { id: number; transaction_id: string }): DocumentMailAttachment {
  return {
    document: "invoice_receipt",
    id: invoice.id,
    filename: receiptName(invoice.transaction_id),
    contentType: "application/pdf",
  };
}
