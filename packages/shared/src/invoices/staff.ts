import { z } from "zod";
import { plainText } from "../core/plain-text.js";
import { auditEntrySchema } from "../core/audit.js";
import { COMPANY } from "../core/company.js";
import {
  CURRENCY_CODES,
  INVOICE_REFERENCE_TYPES,
  STAFF_INVOICE_REFERENCE_TYPES,
  INVOICE_STATUSES,
  type InvoiceStatus,
  PAYMENT_STATUSES,
  type CurrencyCode,
} from "../core/enums.js";
import { MAX_CONVERTIBLE_MINOR } from "../exchange-rates/exchange-rates.js";
import { formatMinor } from "../rates/rates.js";
import { MAX_ID, paginationSchema, staffListQueryOf } from "../core/http.js";
import { invoiceEvidenceSchema } from "./evidence.js";

/* ---------- Building blocks shared by the staff status updates (procurements, pickups, invoices) ---------- */

/** Browser forms hold numbers as text; blank text means "not given", other text is read as a number. */
function numberFromText(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const text = value.trim();
  return text === "" ? undefined : Number(text);
}

/** A record id of a status update: the spec gives one message for missing, non-numeric, below 1 and beyond any id. */
export const recordIdField = (message: string) =>
  z.preprocess(numberFromText, z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message));

/** A status value: 'Status is required' when empty, 'Invalid status' when not one of the allowed values. */
export const statusField = <S extends readonly [string, ...string[]]>(values: S) =>
  z
    .string({ error: "Status is required" })
    .trim()
    .min(1, "Status is required")
    .pipe(z.enum(values, { error: "Invalid status" }));

/** The answer of every staff status update. */
export const statusUpdatedResponseSchema = z.object({ message: z.string(), id: z.number(), status: z.string() });
export type StatusUpdatedResponse = z.infer<typeof statusUpdatedResponseSchema>;

export const STATUS_UPDATED = "Status updated!";

/** The invoice cell of the staff shipment, procurement and pickup lists. */
export const invoiceLinkSchema = z.object({
  id: z.number(),
  transaction_id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** Two-decimal numeric string. */
  total_amount: z.string(),
  currency: z.enum(CURRENCY_CODES),
});
export type InvoiceLink = z.infer<typeof invoiceLinkSchema>;

/**
 * What staff may pick in the create form and the inline edit: 'refunded' is reached only by recording a refund,
 * and a paid or refunded invoice keeps its status (money moved; only a refund moves it back).
 */
export const STAFF_SETTABLE_INVOICE_STATUSES = ["pending", "paid", "cancelled", "overdue"] as const;
const MONEY_LOCKED: readonly InvoiceStatus[] = ["paid", "refunded"];
export const isMoneyLocked = (status: InvoiceStatus) => MONEY_LOCKED.includes(status);

/* ---------- Create invoice (the staff form and POST /api/invoice use this same schema) ---------- */

const positiveId = (label: string) =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`) })
      .int(`${label} must be a whole number`)
      .positive(`${label} must be positive`)
      .max(MAX_ID, `${label} is too large`),
  );

/** numeric(14,2) holds at most this. */
const MAX_TOTAL = 999_999_999_999.99;

/**
 * The most an invoice may total, in minor units: in naira what its column holds; in another currency what converts
 * into a safe integer of kobo at any accepted rate, so paying it in naira never fails (decision 0125).
 */
export function maxInvoiceTotalMinor(currency: CurrencyCode): number {
  return currency === "NGN" ? Math.round(MAX_TOTAL * 100) : MAX_CONVERTIBLE_MINOR;
}

/** Blank text and null mean "not given" (the optional fields of the create form). */
const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/**
 * The create form and POST /api/invoice (docs/decisions/0037): the customer and the record are picked in the form, so
 * staff never type ids; admin_id is optional (validated when sent, the signed-in admin is always recorded) and a
 * missing transaction id is made by the server.
 */
export const createInvoiceSchema = z
  .object({
    user_id: positiveId("User ID"),
    /** Validated when sent, as the spec says, but the server always records the signed-in admin instead. */
    admin_id: z.preprocess(blankAsMissing, positiveId("Admin ID").optional()),
    reference_id: positiveId("Reference ID"),
    reference_type: z.enum(STAFF_INVOICE_REFERENCE_TYPES, { error: "Invalid reference type" }),
    total_amount: z.preprocess(
      numberFromText,
      z
        .number({
          error: (issue) => (issue.input === undefined ? "Total amount is required" : "Total amount must be a number"),
        })
        .positive("Total amount must be a positive number")
        .max(MAX_TOTAL, "Total amount is too large")
        .refine(
          (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
          "Total amount can have at most two decimal places",
        ),
    ),
    currency: z.enum(CURRENCY_CODES, { error: "Invalid currency" }),
    status: z.enum(STAFF_SETTABLE_INVOICE_STATUSES, { error: "Invalid status" }),
    /** Missing or blank: the server makes one (generateTransactionId) when it saves. */
    transaction_id: z.preprocess(
      blankAsMissing,
      z
        .string({ error: "Transaction ID must be text" })
        .trim()
        .max(40, "Transaction ID must be at most 40 characters")
        .regex(/^[A-Za-z0-9_-]+$/, "Transaction ID may only contain letters, numbers, '-' and '_'")
        .optional(),
    ),
    due_date: z
      .string({ error: "Due date is required" })
      .trim()
      .min(1, "Due date is required")
      .refine((v) => !Number.isNaN(new Date(v).getTime()), "Due date must be a valid date"),
    // Optional: a missing key, null and blank all mean "no extra information".
    extra_info: z
      .string()
      .nullish()
      .transform((v) => (v ?? "").trim())
      .pipe(
        z
          .string()
          .max(2000, "Extra information must be at most 2000 characters")
          .check(plainText("Extra information", { multiline: true })),
      )
      .transform((v) => (v === "" ? null : v)),
  })
  .superRefine((v, ctx) => {
    const max = maxInvoiceTotalMinor(v.currency);
    if (Math.round(v.total_amount * 100) > max)
      ctx.addIssue({
        code: "custom",
        path: ["total_amount"],
        message: `Total amount must be at most ${formatMinor(max, v.currency)} for an invoice in ${v.currency}`,
      });
  });

export type CreateInvoiceInput = z.input<typeof createInvoiceSchema>;
export type CreateInvoiceValues = z.output<typeof createInvoiceSchema>;

export const createInvoiceResponseSchema = z.object({
  message: z.string(),
  invoice: z.object({ id: z.number(), transaction_id: z.string() }),
});
export type CreateInvoiceResponse = z.infer<typeof createInvoiceResponseSchema>;

/** Transaction id: the invoice prefix, a number from 1000 to 9999 and three capital letters, e.g. 'INV4821QRT'. */
export function generateTransactionId(random: () => number = Math.random): string {
  const digits = 1000 + Math.floor(random() * 9000);
  const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(random() * 26))).join("");
  return `${COMPANY.invoicePrefix}${digits}${letters}`;
}

/* ---------- Status update ---------- */

export const invoiceStatusUpdateSchema = z.object({
  invoice_id: recordIdField("Invoice ID is required"),
  status: statusField(INVOICE_STATUSES),
});
export type InvoiceStatusUpdateInput = z.input<typeof invoiceStatusUpdateSchema>;

/* ---------- Refund (managers and owners) ---------- */

export const refundInvoiceSchema = z.object({
  reason: z
    .string({ error: "A reason is required" })
    .trim()
    .min(3, "A reason is required (at least 3 characters)")
    .max(500, "The reason can be at most 500 characters")
    .check(plainText("Reason", { multiline: true })),
});
export type RefundInvoiceInput = z.input<typeof refundInvoiceSchema>;

export const refundInvoiceResponseSchema = z.object({
  message: z.string(),
  id: z.number(),
  status: z.enum(INVOICE_STATUSES),
  /** The provider's refund id; null when no online payment was refunded (money returned off the website). */
  refund_reference: z.string().nullable(),
});
export type RefundInvoiceResponse = z.infer<typeof refundInvoiceResponseSchema>;

/* ---------- Records ---------- */

/** One row of the staff invoice list. Money is a two-decimal string; dates are ISO strings. */
export const staffInvoiceRowSchema = z.object({
  id: z.number(),
  transaction_id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  reference_type: z.enum(INVOICE_REFERENCE_TYPES),
  reference_id: z.number(),
  user_id: z.number(),
  email_address: z.string(),
  total_amount: z.string(),
  currency: z.enum(CURRENCY_CODES),
  due_date: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Money settled for it that must go back (the "Refund due" badge and filter). */
  refund_due: z.boolean(),
});
export type StaffInvoiceRow = z.infer<typeof staffInvoiceRowSchema>;

export const staffInvoicePaymentSchema = z.object({
  id: z.number(),
  reference: z.string(),
  provider: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** Major units as a two-decimal string. */
  amount: z.string(),
  currency: z.enum(CURRENCY_CODES),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  /** Settled, but must go back; refunded once given back. */
  refund_due_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});

/** A payment of the invoice from the customer's wallet (a ledger transaction), in naira. */
export const staffInvoiceWalletPaymentSchema = z.object({
  transaction_id: z.number(),
  /** Kobo taken from the wallet. */
  amount_minor: z.number().int(),
  /** What it paid of the invoice, in the invoice's minor unit. */
  applied_minor: z.number().int(),
  /** Who paid it: the customer, or staff on their behalf. */
  by: z.string().nullable(),
  created_at: z.string(),
});

export const staffInvoiceSchema = staffInvoiceRowSchema.extend({
  customer_name: z.string(),
  admin_id: z.number(),
  /** Who issued it, e.g. 'Olivia Owens'. */
  admin_name: z.string().nullable(),
  extra_info: z.string().nullable(),
  /** What has been paid of it so far, in the currency's minor unit. */
  amount_paid_minor: z.number().int(),
  paid_at: z.string().nullable(),
  /** A payment settled after the invoice was cancelled: it needs a refund. */
  refund_due_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refund_reason: z.string().nullable(),
  refund_reference: z.string().nullable(),
  /** How the charges were priced (boxes, formula, photos, rate card version); null for invoices typed by staff. */
  evidence: invoiceEvidenceSchema.nullable(),
  payments: z.array(staffInvoicePaymentSchema),
  wallet_payments: z.array(staffInvoiceWalletPaymentSchema),
  audit: z.array(auditEntrySchema),
});
export type StaffInvoice = z.infer<typeof staffInvoiceSchema>;

/** GET /api/invoice */
export const staffInvoiceListResponseSchema = z.object({
  invoices: z.array(staffInvoiceRowSchema),
  pagination: paginationSchema,
});
export type StaffInvoiceListResponse = z.infer<typeof staffInvoiceListResponseSchema>;

/** GET /api/invoice/{id} */
export const staffInvoiceDetailResponseSchema = z.object({ invoice: staffInvoiceSchema });
export type StaffInvoiceDetailResponse = z.infer<typeof staffInvoiceDetailResponseSchema>;

/** The refund an invoice takes, by its status and whether a payment of it is flagged as due a refund. */
interface RefundFacts {
  status: string;
  refund_due_at: unknown;
}

/** A paid invoice, or one with a payment that came after it was cancelled, refunded or paid, still due back. */
export const isRefundable = (i: RefundFacts) => i.status === "paid" || i.refund_due_at !== null;

/**
 * A payment flagged on a paid invoice (a second payment) or a refunded one (a payment that came after the refund) is
 * refunded on its own: the invoice keeps its status. On a cancelled invoice the late payment's refund refunds it.
 */
export const refundsPaymentAlone = (i: RefundFacts) =>
  i.refund_due_at !== null && (i.status === "paid" || i.status === "refunded");

export const INVOICE_STAFF_TEXTS = {
  listTitle: "Invoices",
  loaded: "Invoices Loaded!",
  loadError: "Error loading invoices!",
  fetchFailed: "Failed to fetch invoices.",
  createFailed: "Failed to create invoice.",
  statusFailed: "Failed to update invoice status.",
  created: "Invoice created successfully.",
  notFound: "Invoice not found.",
  recordHasInvoice: "This record already has an invoice.",
  transactionTaken: "This transaction ID is already in use. Leave it blank to have one made.",
  recordsFailed: "Failed to load the customer's records.",
  formTitle: "Create Invoice",
  paidLocked: "A paid invoice keeps its status: only money moves it. Record a refund to give the money back.",
  refundedLocked: "A refunded invoice keeps its status.",
  refundOnlyByRefund: "An invoice becomes refunded only by recording a refund.",
  refundNotPaid: "Only a paid invoice (or a payment that needs a refund) can be refunded.",
  refunded: "Refund recorded.",
  refundAfterAssessment: (trackingNumber: string) =>
    `Customs have assessed the duty of shipment ${trackingNumber} and it was paid to them, so this invoice can no longer be refunded whole. To give money back, credit the customer's wallet with the reason.`,
  /** A paid invoice billing what customs assessed beyond the estimate (decision 0135). */
  refundDutyDifference: (trackingNumber: string) =>
    `This invoice is the customer's payment of the extra duty customs charged on shipment ${trackingNumber}, so it cannot be refunded: the duty stays assessed and paid. If customs changed the amount, record a correction of the duty; to give money back otherwise, credit the customer's wallet with the reason.`,
  refundFailed: "The refund could not be made. Please try again.",
  refundDue: "A payment arrived after this invoice was cancelled. It needs a refund.",
  lateAfterRefundDue:
    "A payment arrived after this invoice was refunded. It needs a refund; the invoice stays refunded.",
  secondPaymentDue: "This invoice was paid twice. The second payment needs a refund; the invoice stays paid.",
  refundDueBadge: "Refund due",
  /** A shop request is rejected or a pickup cancelled while its invoice is paid (decision 0115). */
  withdrawnWhilePaid: (record: string, transactionId: string, verb: string) =>
    `Invoice ${transactionId} of this ${record} is paid. Refund it first, then ${verb} the ${record}.`,
  /**
   * A shop request rejected or a pickup cancelled, while its invoice is unpaid, by someone who may not change invoice
   * statuses: withdrawing the record would cancel the invoice (decision 0115), which is for managers and owners.
   */
  withdrawnWhileUnpaid: (record: string, transactionId: string, verb: string) =>
    `Invoice ${transactionId} of this ${record} is unpaid. Ask an owner or a manager of all warehouses to ${verb} the ${record}: that cancels the invoice too.`,
  /** An invoice for (or reopening the invoice of) a rejected shop request or cancelled pickup. */
  recordWithdrawn: (record: string, status: string) =>
    `This ${record} was ${status}: it cannot be invoiced. Change its status first if it goes ahead after all.`,
  /** Cancelling the unpaid invoice that packing a ship request issued, while that request is packed (decision 0139). */
  packedShipRequest: (requestId: number) =>
    `This invoice was issued by packing ship request #${requestId}, which stays packed: cancelling it would leave its parcels shipped with nothing to pay. Keep the invoice; to pack it again, use Unpack on the ship request (while nothing is paid); to charge the customer less, credit their wallet with the reason.`,
  /** A shop request is invoiced in the currency its prices are in. */
  currencyOfRecord: (record: string, code: string) => `This ${record} is in ${code}: its invoice must be in ${code}.`,
} as const;

/** The columns staff can sort the invoice list by (`sortBy`); without one it is newest (or oldest) first. */
export const INVOICE_SORT_COLUMNS = [
  "transaction_id",
  "status",
  "reference_type",
  "total_amount",
  "due_date",
  "created_at",
] as const;

/** "Refund due": invoices with money that settled but must go back (a second payment, or one after cancelling). */
export const INVOICE_REFUND_FILTERS = ["due"] as const;

/** The invoices list's query: the staff list query plus the refund filter. */
export const INVOICE_LIST_ACCEPTS = {
  statuses: INVOICE_STATUSES,
  sortable: INVOICE_SORT_COLUMNS,
  filters: { refund: INVOICE_REFUND_FILTERS },
} as const;
export const staffInvoiceListQuery = staffListQueryOf(INVOICE_LIST_ACCEPTS).extend({
  refund: z.enum(INVOICE_REFUND_FILTERS, { error: "Invalid refund filter" }).optional(),
});
