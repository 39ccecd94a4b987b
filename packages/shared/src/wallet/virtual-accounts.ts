import { z } from "zod";
import { requiredText } from "../core/form-values.js";
import { nairaAmountSchema } from "./wallet.js";

/**
 * A customer's dedicated virtual account (docs/decisions/0049): a bank account number whose incoming transfers credit
 * the wallet. Assigned when the customer asks for it on the wallet page.
 */
export const VIRTUAL_ACCOUNT_TEXTS = {
  title: "Your account number for transfers",
  explain: "Transfers to this account number are added to your wallet automatically.",
  none: "Get an account number of your own: every transfer to it is added to your wallet.",
  request: "Get my account number",
  pending: "Your account number is being set up. It will show here once the bank has assigned it.",
  requestFailed: "Could not get your account number. Please try again.",
  assigned: "Your account number is ready.",
  sandboxTitle: "Test transfer (sandbox)",
  sandboxSend: "Send test transfer",
  sandboxSent: (amount: string) => `Test transfer received: ${amount} was added to your wallet.`,
  sandboxNoAccount: "Get your account number first.",
  sandboxMax: "The largest test transfer is ₦10,000,000.00",
  deactivated: (number: string) =>
    `Your account number ${number} was closed. Do not send money to it: get a new account number for your transfers.`,
  requestNew: "Get a new account number",
} as const;

/** The staff side: a customer's account numbers, and closing one (docs/decisions/0093). */
export const STAFF_VIRTUAL_ACCOUNT_TEXTS = {
  title: "Account numbers for transfers",
  none: "This customer has not asked for an account number.",
  deactivate: "Deactivate",
  reasonLabel: "Why is this account number closed?",
  reasonRequired: "Say why the account number is closed",
  deactivated: (number: string) =>
    `Account number ${number} is deactivated. The customer was told by e-mail and may ask for a new one.`,
  notAssigned: "Only an assigned account number can be deactivated.",
  noCustomer: "No such customer.",
  providerFailed: "The payment provider did not deactivate the account number. Nothing was changed: please try again.",
} as const;

export const VIRTUAL_ACCOUNT_STATUSES = ["pending", "assigned", "deactivated"] as const;

export const virtualAccountSchema = z.object({
  status: z.enum(VIRTUAL_ACCOUNT_STATUSES),
  account_number: z.string().nullable(),
  account_name: z.string().nullable(),
  bank_name: z.string().nullable(),
  assigned_at: z.string().nullable(),
  deactivated_at: z.string().nullable(),
});
export type VirtualAccount = z.infer<typeof virtualAccountSchema>;

/**
 * GET /api/wallet/virtual-account: the open account (pending or assigned), else the last one staff deactivated (so
 * the page can say not to use it), or null before the customer asked for one.
 */
export const virtualAccountAnswerSchema = z.object({
  account: virtualAccountSchema.nullable(),
  /** PAYMENT_PROVIDER=sandbox: the wallet page offers a simulated transfer into the account. */
  sandbox: z.boolean(),
});
export type VirtualAccountAnswer = z.infer<typeof virtualAccountAnswerSchema>;

/** POST /api/payments/sandbox/virtual-account-transfer (sandbox only). */
export const sandboxTransferSchema = z.object({
  amount: nairaAmountSchema.refine((kobo) => kobo <= 10_000_000_00, VIRTUAL_ACCOUNT_TEXTS.sandboxMax),
});
export type SandboxTransferInput = z.input<typeof sandboxTransferSchema>;

export const sandboxTransferAnswerSchema = z.object({
  reference: z.string(),
  amount_minor: z.number(),
  /** What the signed webhook did: 'credited' (or 'already_credited' for a replay). */
  outcome: z.string(),
  message: z.string(),
});
export type SandboxTransferAnswer = z.infer<typeof sandboxTransferAnswerSchema>;

/** One of a customer's account numbers as staff see it: the customer's view, with who closed it and why. */
export const staffVirtualAccountSchema = virtualAccountSchema.extend({
  id: z.number(),
  deactivated_by: z.string().nullable(),
  deactivation_reason: z.string().nullable(),
});
export type StaffVirtualAccount = z.infer<typeof staffVirtualAccountSchema>;

/** GET /api/admin/customers/{id}/virtual-accounts: newest first. */
export const staffVirtualAccountsSchema = z.object({ accounts: z.array(staffVirtualAccountSchema) });
export type StaffVirtualAccounts = z.infer<typeof staffVirtualAccountsSchema>;

/** POST /api/admin/customers/{id}/virtual-account/deactivate. */
export const deactivateVirtualAccountSchema = z.object({
  reason: requiredText(STAFF_VIRTUAL_ACCOUNT_TEXTS.reasonRequired, 500, "Reason", { multiline: true }),
});
export type DeactivateVirtualAccountInput = z.input<typeof deactivateVirtualAccountSchema>;

export const virtualAccountDeactivatedSchema = z.object({ message: z.string(), account: staffVirtualAccountSchema });
