import type { ServiceContext } from "../../lib/service-context.js";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices, payments } from "../../db/schema.js";
import { type Actor, recordAudit } from "../../lib/audit.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { findCustomerById } from "../accounts/public.js";
import type { PaymentRow } from "./payments.repository.js";
import { formatMinor } from "@app/shared/rates/rates";

type InvoiceRow = typeof invoices.$inferSelect;

/** Why money that settled must go back: the invoice no longer took a payment, or another payment had paid it. */
const whyOf = (invoice: InvoiceRow) => (invoice.status === "paid" ? "was already paid" : `was ${invoice.status}`);

/**
 * Money arrived for an invoice that does not take it: cancelled, refunded, or already paid by another payment (two
 * checkouts paid at once). The invoice keeps its status and is flagged as needing a refund, and so is the payment
 * (the staff lists filter and badge it, the invoice page offers the refund); the trail records it; the staff inbox
 * and the customer are told, all in the settlement's transaction.
 */
export async function flagRefundDue(
  tx: DbOrTx,
  ctx: ServiceContext,
  actor: Actor,
  invoice: InvoiceRow,
  payment: PaymentRow,
) {
  const now = new Date();
  await tx.update(invoices).set({ refund_due_at: now, updated_at: now }).where(eq(invoices.id, invoice.id));
  await tx.update(payments).set({ refund_due_at: now, updated_at: now }).where(eq(payments.id, payment.id));
  const why = whyOf(invoice);
  await recordAudit(tx, actor, {
    entityType: "invoice",
    entityId: invoice.id,
    action: "refund_due",
    field: "status",
    oldValue: invoice.status,
    newValue: `payment ${payment.reference} settled after the invoice ${why}`,
  });
  const amount = formatMinor(payment.amount_minor, payment.currency);
  const second = invoice.status === "paid";
  await enqueueMail(tx, {
    to: ctx.config.STAFF_INBOX,
    subject: second
      ? `Refund needed: second payment for invoice ${invoice.transaction_id}`
      : `Refund needed: payment for ${invoice.status} invoice ${invoice.transaction_id}`,
    content: {
      heading: second ? "An invoice was paid twice" : "A payment arrived for an invoice that does not take one",
      paragraphs: [
        `A payment of ${amount} (reference ${payment.reference}) was confirmed by the payment provider after invoice ${invoice.transaction_id} ${why}.`,
        second
          ? "The invoice stays paid. Refund the second payment from the invoice page so the customer gets the money back."
          : "The invoice was not marked paid. Record a refund from the invoice page so the customer gets the money back.",
      ],
      action: { label: "Open the invoice", url: `${ctx.config.PUBLIC_URL}/admin/invoices/${invoice.id}` },
    },
  });
  const customer = await findCustomerById(tx, invoice.user_id);
  if (!customer) return;
  await enqueueMail(tx, {
    to: customer.email_address,
    subject: `We will refund your payment for invoice ${invoice.transaction_id}`,
    content: {
      heading: second ? "You paid this invoice twice" : "Your payment will be refunded",
      paragraphs: [
        `Hello ${customer.firstname}, we received a payment of ${amount} (reference ${payment.reference}) for invoice ${invoice.transaction_id}, which ${why}.`,
        "We will refund this payment to the card or account you paid with; you need not do anything. We will e-mail you when it is done.",
      ],
      action: { label: "View invoice", url: `${ctx.config.PUBLIC_URL}/user/invoice/${invoice.id}` },
    },
  });
}
