import { ASSESSMENT_TEXTS } from "@app/shared/customs/assessment";
import { formatMoney } from "@app/shared/core/format";
import { generateTransactionId } from "@app/shared/invoices/staff";
import { minorToDecimalText } from "@app/shared/rates/rates";
import type { DbOrTx } from "../../db/client.js";
import { type Actor, recordAudit } from "../../lib/audit.js";
import { insertInvoice } from "./invoices.staff.repository.js";

/** Days a customer has to pay a customs duty difference. */
const DUTY_DIFFERENCE_DUE_DAYS = 7;

/**
 * For the customs feature (decision 0082): customs assessed more duty than a shipment was charged, so the difference
 * is billed on a new naira invoice ("Customs duty difference") that the customer pays like any other (wallet,
 * transfer, card). Its reference is the assessment record (reference type 'customs_duty'), so each record bills at
 * most once. Inside the caller's transaction; the caller tells the customer.
 */
export async function issueDutyDifferenceInvoice(
  tx: DbOrTx,
  actor: Actor & { id: number },
  input: { customerId: number; assessmentId: number; amountKobo: number; explanation: string },
) {
  const invoice = await insertInvoice(tx, {
    transaction_id: generateTransactionId(),
    status: "pending",
    reference_type: "customs_duty",
    reference_id: input.assessmentId,
    user_id: input.customerId,
    admin_id: actor.id,
    total_amount: minorToDecimalText(input.amountKobo),
    currency: "NGN",
    due_date: new Date(Date.now() + DUTY_DIFFERENCE_DUE_DAYS * 86_400_000),
    extra_info: `${ASSESSMENT_TEXTS.invoiceLine}: ${input.explanation}`,
  });
  await recordAudit(tx, actor, {
    entityType: "invoice",
    entityId: invoice.id,
    action: "created",
    newValue: `${invoice.transaction_id} · ${formatMoney(invoice.total_amount, invoice.currency)} · ${invoice.status}`,
    cause: "customs assessed more duty than the shipment was charged",
  });
  return invoice;
}
