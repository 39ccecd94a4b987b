import type { InvoiceReferenceType } from "@app/shared/core/enums";
import { formatMoney } from "@app/shared/core/format";
import { type InvoiceEvidence, invoiceEvidenceSchema } from "@app/shared/invoices/evidence";
import { generateTransactionId } from "@app/shared/invoices/staff";
import { minorToDecimalText } from "@app/shared/rates/rates";
import type { Tx } from "../../db/client.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { mailDay } from "../../lib/mail/mail-dates.js";
import { notifyCustomers } from "../../lib/notify/notify.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { insertInvoice } from "./invoices.staff.repository.js";

/**
 * For other features (packing a ship request): issues an invoice priced from a rate card, inside the caller's
 * transaction. Its total is the evidence's total and the evidence (with the card version id) is stored with it, so
 * the invoice keeps what it was priced with after the card changes. The customer is e-mailed.
 */
export async function issuePricedInvoice(
  tx: Tx,
  ctx: ServiceContext,
  admin: { id: number; firstname: string; lastname: string; role: string },
  input: {
    customer: { id: number; email_address: string; firstname: string };
    reference: { type: InvoiceReferenceType; id: number; name: string };
    evidence: InvoiceEvidence;
    dueDays?: number;
    /** false: the caller sends the customer's one e-mail itself (packing sends one with the amount and photos). */
    notify?: boolean;
  },
) {
  const evidence = invoiceEvidenceSchema.parse(input.evidence);
  const invoice = await insertInvoice(tx, {
    transaction_id: generateTransactionId(),
    status: "pending",
    reference_type: input.reference.type,
    reference_id: input.reference.id,
    user_id: input.customer.id,
    admin_id: admin.id,
    total_amount: minorToDecimalText(evidence.total_minor),
    currency: evidence.currency,
    due_date: new Date(Date.now() + (input.dueDays ?? 7) * 86_400_000),
    extra_info: `Priced with rate card #${evidence.rate_card_id} (valid from ${evidence.rate_card_valid_from})`,
    evidence,
  });
  await recordAudit(tx, adminActor(admin), {
    entityType: "invoice",
    entityId: invoice.id,
    action: "created",
    newValue: `${invoice.transaction_id} · ${formatMoney(invoice.total_amount, invoice.currency)} · ${invoice.status}`,
    cause: `${input.reference.name} was priced from rate card #${evidence.rate_card_id}`,
  });
  if (input.notify === false) return invoice;
  await notifyCustomers(tx, ctx.config, [
    {
      customer: input.customer,
      kind: "invoice",
      email: {
        subject: `Invoice ${invoice.transaction_id} has been issued`,
        content: {
          heading: "You have a new invoice",
          paragraphs: [
            `Hello ${input.customer.firstname}, we have packed your ${input.reference.name} and priced it from our published rate card.`,
            "The invoice shows how each charge was calculated. You can pay it online from your account.",
          ],
          rows: [
            ["Transaction ID", invoice.transaction_id],
            ["Amount", formatMoney(invoice.total_amount, invoice.currency)],
            ["Due date", mailDay(invoice.due_date)],
          ],
          action: { label: "View invoice", url: `${ctx.config.PUBLIC_URL}/user/invoice/${invoice.id}` },
        },
      },
      text: `Swiftway: invoice ${invoice.transaction_id} for ${formatMoney(invoice.total_amount, invoice.currency)} is ready. ${ctx.config.PUBLIC_URL}/user/invoice/${invoice.id}`,
    },
  ]);
  return invoice;
}
