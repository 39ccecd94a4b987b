import { daysInOrder, isCalendarDay } from "../core/calendar-day.js";
import { z } from "zod";
import { requiredText } from "../core/form-values.js";
import { MAX_ID, paginationSchema, staffListQueryOf } from "../core/http.js";
import { LEDGER_ACCOUNT_KINDS, LEDGER_CAUSES, ledgerLineSchema, nairaAmountSchema, WALLET_TEXTS } from "./wallet.js";

/** The staff ledger: every ledger transaction, newest first; status filters by cause. */
export const LEDGER_SORT_COLUMNS = ["created_at"] as const;
export const LEDGER_DIRECTIONS = ["in", "out"] as const;
export const LEDGER_LIST_ACCEPTS = {
  statuses: LEDGER_CAUSES,
  sortable: LEDGER_SORT_COLUMNS,
  filters: { direction: LEDGER_DIRECTIONS },
} as const;

const dayText = z.string().trim().refine(isCalendarDay, "Use a date like 2026-11-28");

/** The ledger's query; a range from a day after its `to` answers 400 on `to`, as the reports' does. */
export const staffLedgerListQuery = daysInOrder(
  staffListQueryOf(LEDGER_LIST_ACCEPTS).extend({
    /** Money into customers' wallets (in) or out of them (out). */
    direction: z.enum(LEDGER_DIRECTIONS, { error: "Invalid direction" }).optional(),
    customer_id: z.coerce.number().int().positive().max(MAX_ID, "No such customer.").optional(),
    from: dayText.optional(),
    to: dayText.optional(),
  }),
);
export type StaffLedgerListQuery = z.infer<typeof staffLedgerListQuery>;

/** A row of the staff ledger: one balanced transaction. */
export const staffLedgerRowSchema = z.object({
  id: z.number(),
  cause: z.enum(LEDGER_CAUSES),
  /** What moved, in kobo (the sum of the transaction's positive entries). */
  amount_minor: z.number(),
  /** The customer's wallet side: positive money in, negative out, null when no wallet was touched. */
  wallet_minor: z.number().nullable(),
  customer_id: z.number().nullable(),
  customer_email: z.string().nullable(),
  invoice_id: z.number().nullable(),
  reference: z.string().nullable(),
  actor_label: z.string().nullable(),
  reason: z.string().nullable(),
  entries: z.array(z.object({ account: z.enum(LEDGER_ACCOUNT_KINDS), amount_minor: z.number() })),
  created_at: z.string(),
});
export type StaffLedgerRow = z.infer<typeof staffLedgerRowSchema>;

export const staffLedgerListResponseSchema = z.object({
  transactions: z.array(staffLedgerRowSchema),
  pagination: paginationSchema,
});
export type StaffLedgerListResponse = z.infer<typeof staffLedgerListResponseSchema>;

/** GET /api/admin/wallet/customer/:id */
export const staffCustomerWalletSchema = z.object({
  customer_id: z.number(),
  email: z.string(),
  name: z.string(),
  balance_minor: z.number(),
  entries: z.array(ledgerLineSchema),
});
export type StaffCustomerWallet = z.infer<typeof staffCustomerWalletSchema>;

export const WALLET_ADJUSTMENTS = ["credit", "debit"] as const;

/** POST /api/admin/wallet/adjust: a manager or owner credits or debits a wallet, with a reason. */
export const walletAdjustmentSchema = z.object({
  customer_id: z.coerce
    .number({ error: "Customer is required" })
    .int()
    .positive("Customer is required")
    .max(MAX_ID, "No such customer."),
  direction: z.enum(WALLET_ADJUSTMENTS, { error: "Choose credit or debit" }),
  amount: nairaAmountSchema,
  reason: requiredText(WALLET_TEXTS.reasonRequired, 500, "Reason", { multiline: true }),
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});
export type WalletAdjustmentInput = z.input<typeof walletAdjustmentSchema>;

export const walletAdjustedSchema = z.object({
  transaction_id: z.number(),
  balance_minor: z.number(),
  /** What was done to whose wallet: 'Credited ₦2,000.00 to the wallet of Ada Lovelace (SW10001): balance ₦2,000.00.' */
  message: z.string(),
});
