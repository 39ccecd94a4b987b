import type { DbOrTx } from "../../db/client.js";
import { ledgerAccounts } from "../../db/schema.js";
import type { Actor } from "../../lib/audit.js";
import { businessAccount, postTransaction, walletAccountOf } from "./wallet.repository.js";

/**
 * Customs assessed less duty than a shipment was charged (decision 0082): the difference goes from the business's
 * `customs_duties` account to the customer's wallet, once per key (the assessment's). The account is opened on first
 * use: migration 0053 added its kind, and a new enum value cannot be used by the migrations applied with it.
 */
export async function creditCustomsDutyRefund(
  tx: DbOrTx,
  input: { customerId: number; amountKobo: number; idempotencyKey: string; actor: Actor; reason: string },
): Promise<{ id: number; created: boolean }> {
  await tx.insert(ledgerAccounts).values({ kind: "customs_duties" }).onConflictDoNothing();
  const wallet = await walletAccountOf(tx, input.customerId);
  return postTransaction(tx, {
    cause: "customs_duty_refund",
    customerId: input.customerId,
    idempotencyKey: input.idempotencyKey,
    actor: input.actor,
    reason: input.reason,
    entries: [
      { accountId: businessAccount("customs_duties"), amountMinor: -input.amountKobo },
      { accountId: wallet.id, amountMinor: input.amountKobo },
    ],
  });
}
