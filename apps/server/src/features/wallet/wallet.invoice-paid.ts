import { formatMoney } from "@app/shared/core/format";
import { formatKobo } from "@app/shared/wallet/wallet";
import type { Tx } from "../../db/client.js";
import { type Actor, type AuditEntry, recordAudit, recordAudits } from "../../lib/audit.js";
import { INVOICE_KIND_WORDS } from "../../lib/mail/mail-words.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import type { ServiceContext } from "../../lib/service-context.js";
import type { CustomerRow } from "../../plugins/auth.js";
import { receiptMailAttachment } from "../documents/public.js";
import { billedShipmentPaid } from "../invoices/public.js";
import type { InvoiceRow } from "./wallet.repository.js";
import { formatMinor } from "@app/shared/rates/rates";

/**
 * What follows a wallet payment of an invoice, in its transaction: the audit trail of what was paid; when it paid the
 * invoice in full, the invoice's and its shipment's status, the ship request, and one receipt e-mail.
 */
export async function recordWalletPaymentOfInvoice(
  tx: Tx,
  ctx: ServiceContext,
  actor: Actor,
  customer: CustomerRow,
  before: InvoiceRow,
  after: InvoiceRow,
  debitedKobo: number,
  transactionId: number,
) {
  const minor = (value: number) => formatMinor(value, before.currency);
  const paid: AuditEntry = {
    entityType: "invoice",
    entityId: before.id,
    action: "wallet_payment",
    field: "amount_paid",
    oldValue: minor(before.amount_paid_minor),
    newValue: minor(after.amount_paid_minor),
    cause: `${formatKobo(debitedKobo)} was paid from the wallet (ledger transaction ${transactionId})`,
  };
  if (after.status !== "paid") return recordAudit(tx, actor, paid);
  const cause = `invoice ${before.transaction_id} was paid from the wallet`;
  await recordAudits(tx, actor, [
    paid,
    {
      entityType: "invoice",
      entityId: before.id,
      action: "status_update",
      field: "status",
      oldValue: before.status,
      newValue: "paid",
      cause: `ledger transaction ${transactionId} paid its balance due from the wallet`,
    },
  ]);
  await billedShipmentPaid(tx, actor, before, cause);
  await enqueueMail(tx, {
    to: customer.email_address,
    subject: `Payment receipt for invoice ${before.transaction_id}`,
    content: {
      heading: "Payment received, thank you",
      paragraphs: [`Hello ${customer.firstname}, invoice ${before.transaction_id} is now paid in full.`],
      rows: [
        ["Transaction ID", before.transaction_id],
        ["For", INVOICE_KIND_WORDS[before.reference_type]],
        ["Invoice total", formatMoney(before.total_amount, before.currency)],
        ["Paid from your wallet now", formatKobo(debitedKobo)],
        ["Paid on", after.paid_at ?? new Date()],
      ],
      action: { label: "View invoice", url: `${ctx.config.PUBLIC_URL}/user/invoice/${before.id}` },
    },
    attachments: [receiptMailAttachment(before)],
  });
}
