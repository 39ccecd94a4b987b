import { z } from "zod";
import { operation } from "../core/contract.js";
import { idParamSchema } from "../core/http.js";

const tags = ["documents"] as const;
const pdf = { status: 200, schema: z.any().describe("application/pdf") } as const;

/** The customer's own invoice and receipt as PDF files (docs/decisions/0047); another customer's answers 404. */
export const documentsContract = {
  invoicePdf: operation({
    method: "GET",
    path: "/invoices/:id/pdf",
    access: "customer",
    tags,
    summary:
      "The customer's invoice as PDF: letterhead, bill-to, the lines with their evidence in short, payments applied (both currencies and the rate when paid in naira), balance due and the link to pay",
    params: idParamSchema,
    success: pdf,
    errors: [404],
  }),
  receiptPdf: operation({
    method: "GET",
    path: "/invoices/:id/receipt",
    access: "customer",
    tags,
    summary:
      "The receipt of the customer's invoice as PDF: each payment applied with both currencies, the rate, the method, the reference and the date in Lagos time (404 before any payment)",
    params: idParamSchema,
    success: pdf,
    errors: [404],
  }),
};

/** The same documents for staff, from the staff invoice page. */
export const staffDocumentsContract = {
  invoicePdf: operation({
    method: "GET",
    path: "/invoice/:id/pdf",
    access: { staff: "customers.view" },
    tags: ["documents (staff)"],
    summary: "Any invoice as PDF (the customer's document, for staff to send or print)",
    params: idParamSchema,
    success: pdf,
    errors: [404],
  }),
  receiptPdf: operation({
    method: "GET",
    path: "/invoice/:id/receipt",
    access: { staff: "customers.view" },
    tags: ["documents (staff)"],
    summary: "Any invoice's receipt as PDF (404 before any payment)",
    params: idParamSchema,
    success: pdf,
    errors: [404],
  }),
};

export const DOCUMENT_TEXTS = {
  downloadInvoice: "Download PDF",
  downloadReceipt: "Download receipt",
  noPayment: "No payment has been made on this invoice yet.",
} as const;

/** The paths the web links to (a plain download link: the session cookie goes with it). */
export const invoicePdfPath = (id: number) => `/api/invoices/${id}/pdf`;
export const receiptPdfPath = (id: number) => `/api/invoices/${id}/receipt`;
export const staffInvoicePdfPath = (id: number) => `/api/invoice/${id}/pdf`;
export const staffReceiptPdfPath = (id: number) => `/api/invoice/${id}/receipt`;
