import type { ServiceContext } from "../../lib/service-context.js";
import { formatMoney } from "@app/shared/format";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices } from "../../db/schema.js";
import { type Actor, recordAudit } from "../../lib/audit.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import type { PaymentRow } from "./payments.repository.js";

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Money arrived for an invoice that no longer takes it (cancelled, or already refunded): the invoice keeps its
 * status, is flagged as needing a refund (the staff invoice detail shows it), the trail records it and the staff
 * inbox is told, all in the settlement's transaction.
 */
export async function flagRefundDue(
  tx: DbOrTx,
  ctx: ServiceContext,
  actor: Actor,
  invoice: InvoiceRow,
  payment: PaymentRow,
) {
  await tx
    .update(invoices)
    .set({ refund_due_at: new Date(), updated_at: new Date() })
    .where(eq(invoices.id, invoice.id));
  await recordAudit(tx, actor, {
    entityType: "invoice",
    entityId: invoice.id,
    action: "refund_due",
    field: "status",
    oldValue: invoice.status,
    newValue: `payment ${payment.reference} settled after the invoice was ${invoice.status}`,
  });
  const amount = formatMoney((payment.amount_minor / 100).toFixed(2), payment.currency);
  await enqueueMail(tx, {
    to: ctx.config.STAFF_INBOX,
    subject: `Refund needed: payment for ${invoice.status} invoice ${invoice.transaction_id}`,
    content: {
      heading: "A payment arrived for an invoice that does not take one",
      paragraphs: [
        `A payment of ${amount} (reference ${payment.reference}) was confirmed by the payment provider after invoice ${invoice.transaction_id} was ${invoice.status}.`,
        "The invoice was not marked paid. Record a refund from the invoice page so the customer gets the money back.",
      ],
      action: { label: "Open the invoice", url: `${ctx.config.PUBLIC_URL}/admin/invoices/${invoice.id}` },
    },
  });
}
