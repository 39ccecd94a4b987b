import type { SandboxTransaction } from "./sandbox.repository.js";

interface TransferMetadata {
  channel?: string;
  customer_code?: string;
  authorization?: Record<string, unknown>;
}

/**
 * A sandbox transaction in Paystack's shape (verify, the list, the charge.success webhook). A simulated transfer
 * into a dedicated account keeps its channel, customer code and authorization in its metadata.
 */
export function transactionData(txn: SandboxTransaction) {
  const transfer = (txn.metadata ?? {}) as TransferMetadata;
  return {
    id: txn.id,
    domain: "test",
    status: txn.status,
    reference: txn.reference,
    amount: txn.amount,
    currency: txn.currency,
    gateway_response: txn.gateway_response,
    paid_at: txn.paid_at?.toISOString() ?? null,
    created_at: txn.created_at.toISOString(),
    channel: txn.channel ?? transfer.channel ?? "card",
    metadata: txn.metadata,
    customer: { email: txn.email, ...(transfer.customer_code ? { customer_code: transfer.customer_code } : {}) },
    ...(transfer.authorization ? { authorization: transfer.authorization } : {}),
  };
}
