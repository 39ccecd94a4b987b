import { ASSESSMENT_TEXTS } from "@app/shared/customs/assessment";
import { formatMoney } from "@app/shared/core/format";
import { generateTransactionId } from "@app/shared/invoices/staff";
import { minorToDecimalText } from "@app/shared/rates/rates";
import { nairaToKobo } from "@app/shared/wallet/wallet";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices } from "../../db/schema.js";
import { type Actor, recordAudit } from "../../lib/audit.js";
import { insertInvoice } from "./invoices.staff.repository.js";
import { cancelInvoice } from "./withdrawn-records.js";

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

/** An unpaid difference invoice a decrease cancelled. */
export interface CancelledDifference {
  id: number;
  transaction_id: string;
  amountKobo: number;
}

/**
 * For the customs feature (decision 0088): the assessed duty went down, so what is still owed on the shipment's
 * earlier difference invoices comes off first. Cancels those of `assessmentIds` that nothing has been paid on,
 * newest first, until what they billed covers `decreaseKobo` or none is left, and answers them. Each is locked
 * first: a payment under way either lands before (the invoice is then not unpaid and stays) or finds it cancelled
 * (and is flagged for a refund, as any payment of a cancelled invoice). One partly paid stays as it is: the caller
 * credits the wallet instead. Inside the caller's transaction.
 */
export async function cancelUnpaidDutyDifferences(
  tx: DbOrTx,
  actor: Actor,
  input: { customerId: number; assessmentIds: readonly number[]; decreaseKobo: number; cause: string },
): Promise<CancelledDifference[]> {
  if (input.assessmentIds.length === 0) return [];
  const open = await tx
    .select({
      id: invoices.id,
      transaction_id: invoices.transaction_id,
      total_amount: invoices.total_amount,
      status: invoices.status,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.reference_type, "customs_duty"),
        inArray(invoices.reference_id, [...input.assessmentIds]),
        eq(invoices.user_id, input.customerId),
        inArray(invoices.status, ["pending", "overdue"]),
        eq(invoices.amount_paid_minor, 0),
      ),
    )
    .orderBy(desc(invoices.id))
    .for("update");
  const cancelled: CancelledDifference[] = [];
  let covered = 0;
  for (const invoice of open) {
    if (covered >= input.decreaseKobo) break;
    const amountKobo = nairaToKobo(invoice.total_amount) ?? 0;
    await cancelInvoice(tx, actor, invoice, input.cause);
    cancelled.push({ id: invoice.id, transaction_id: invoice.transaction_id, amountKobo });
    covered += amountKobo;
  }
  return cancelled;
}
