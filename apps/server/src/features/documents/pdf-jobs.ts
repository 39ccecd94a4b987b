import type { DeliveryDocumentFacts } from "../shipments/public.js";
import type { DocumentFacts } from "./document-facts.js";
import { renderInvoicePdf } from "./invoice-pdf.js";
import { renderProofOfDeliveryPdf } from "./proof-of-delivery-pdf.js";
import { renderReceiptPdf } from "./receipt-pdf.js";

/** A document to render in the PDF worker (src/pdf-worker.ts): what it prints, never a database query. */
export type PdfJob =
  | { id: number; kind: "invoice"; facts: DocumentFacts; payUrl: string }
  | { id: number; kind: "receipt"; facts: DocumentFacts }
  | { id: number; kind: "proof-of-delivery"; facts: DeliveryDocumentFacts; photo?: Uint8Array };

/** The document's bytes. */
export function renderDocument(job: PdfJob): Promise<Uint8Array> {
  switch (job.kind) {
    case "invoice":
      return renderInvoicePdf(job.facts, job.payUrl);
    case "receipt":
      return renderReceiptPdf(job.facts);
    case "proof-of-delivery":
      return renderProofOfDeliveryPdf(job.facts, job.photo);
  }
}
