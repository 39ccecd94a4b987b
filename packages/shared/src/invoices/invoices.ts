import { z } from "zod";
import { CURRENCY_CODES, INVOICE_REFERENCE_TYPES, INVOICE_STATUSES, type InvoiceStatus } from "../core/enums.js";
import { paginationSchema } from "../core/http.js";

/** An invoice as the customer portal sees it (list rows and the payment screen). */
export const invoiceSchema = z.object({
  id: z.number(),
  transaction_id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  reference_type: z.enum(INVOICE_REFERENCE_TYPES),
  reference_id: z.number(),
  /** Numeric string with two decimals, e.g. '185.50' (never a float on the wire). */
  total_amount: z.string(),
  currency: z.enum(CURRENCY_CODES),
  /** What has been paid of it so far, in the currency's minor unit (a partly paid invoice already has a receipt). */
  amount_paid_minor: z.number().int(),
  due_date: z.string(),
  extra_info: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/invoices */
export const invoiceListResponseSchema = z.object({
  invoices: z.array(invoiceSchema),
  pagination: paginationSchema,
});
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>;

/** GET /api/invoices/{id} */
export const invoiceDetailResponseSchema = z.object({ invoice: invoiceSchema });
export type InvoiceDetailResponse = z.infer<typeof invoiceDetailResponseSchema>;

/** Only these can be paid online; paid and cancelled invoices show no pay button. */
export const PAYABLE_INVOICE_STATUSES: readonly InvoiceStatus[] = ["pending", "overdue"];
export function isPayable(status: InvoiceStatus): boolean {
  return PAYABLE_INVOICE_STATUSES.includes(status);
}

export const INVOICE_TEXTS = {
  listTitle: "My Invoices",
  loaded: "Invoices Loaded!",
  loadFailed: "Failed to fetch invoices.",
  notFound: "Invoice not found.",
  /** 'My Invoices' note. */
  listNote: "Note: enter the transaction ID in the payment description when you pay.",
  /** Payment screen note for payments made off this website (bank deposit, transfer, POS). */
  offSiteNote:
    "Paying off the website (bank deposit, transfer or POS)? Use the transaction ID above as the payment description.",
  alreadyPaid: "This invoice has already been paid.",
  cancelled: "This invoice has been cancelled and cannot be paid.",
  refunded: "This invoice has been refunded and cannot be paid.",
  tooLargeForNaira: "This invoice is too large to pay in naira on the website: please contact us to settle it.",
} as const;
