import { formatKobo } from "@app/shared/wallet/wallet";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type invoices, payments } from "../../db/schema.js";
import { type Actor, recordAudit } from "../../lib/audit.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { findCustomerById } from "../accounts/public.js";
import { businessAccount, postTransaction, walletAccountOf } from "./wallet.repository.js";

type InvoiceRow = typeof invoices.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/**
 * A second payment of an invoice that was already paid (two checkouts at once, a transfer sent twice) becomes credit
 * in the customer's wallet instead of waiting for a refund: in the settlement's transaction, once per payment
 * reference. Only naira can be credited: a payment taken in another currency answers false and stays refund-due.
 * Staff can still send the credit back to the card or account it came from (wallet.staff.refunds.ts).
 */
export async function creditSecondPayment(
  tx: DbOrTx,
  ctx: ServiceContext,
  actor: Actor,
  invoice: InvoiceRow,
  payment: PaymentRow,
): Promise<boolean> {
  if (payment.currency !== "NGN") return false;
  const wallet = await walletAccountOf(tx, payment.user_id);
  const posted = await postTransaction(tx, {
    cause: "second_payment_credit",
    customerId: payment.user_id,
    idempotencyKey: `payment-credit:${payment.reference}`,
    actor,
    invoiceId: invoice.id,
    reference: payment.reference,
    reason: `Invoice ${invoice.transaction_id} was already paid`,
    entries: [
      { accountId: businessAccount("paystack_clearing"), amountMinor: -payment.amount_minor },
      { accountId: wallet.id, amountMinor: payment.amount_minor },
    ],
  });
  if (!posted.created) return true;
  await tx
    .update(payments)
    .set({ failure_reason: "Invoice was already paid: credited to the customer's wallet.", updated_at: new Date() })
    .where(eq(payments.id, payment.id));
  const amount = formatKobo(payment.amount_minor);
  await recordAudit(tx, actor, {
    entityType: "invoice",
    entityId: invoice.id,
    action: "wallet_credit",
    newValue: `payment ${payment.reference} (${amount}) credited to the wallet`,
    cause: "the invoice was already paid",
  });
  const customer = await findCustomerById(tx, payment.user_id);
  if (customer) {
    await enqueueMail(tx, {
      to: customer.email_address,
      subject: `Your second payment for invoice ${invoice.transaction_id} is in your wallet`,
      content: {
        heading: "You paid this invoice twice",
        paragraphs: [
          `Hello ${customer.firstname}, we received a payment of ${amount} (reference ${payment.reference}) for invoice ${invoice.transaction_id}, which was already paid.`,
          "We have added it to your wallet: it pays your next invoice, or ask us to send it back to the card or account you paid with.",
        ],
        action: { label: "View your wallet", url: `${ctx.config.PUBLIC_URL}/user/wallet` },
      },
    });
  }
  return true;
}
