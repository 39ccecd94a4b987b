import { z } from "zod";
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
  sandboxSent: "Test transfer received: your wallet was credited.",
  sandboxNoAccount: "Get your account number first.",
  sandboxMax: "The largest test transfer is ₦10,000,000.00",
} as const;

export const virtualAccountSchema = z.object({
  status: z.enum(["pending", "assigned"]),
  account_number: z.string().nullable(),
  account_name: z.string().nullable(),
  bank_name: z.string().nullable(),
  assigned_at: z.string().nullable(),
});
export type VirtualAccount = z.infer<typeof virtualAccountSchema>;

/** GET /api/wallet/virtual-account: the account, or null before the customer asked for one. */
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
