import type { FastifyInstance } from "fastify";
import { paymentSettings, signWebhook } from "../src/features/payments/public.js";

/** POST /api/payments/webhook with `body`, signed with the app's secret key (or the `signature` given, to forge one). */
export function postSignedWebhook(app: FastifyInstance, body: unknown, signature?: string) {
  const payload = JSON.stringify(body);
  const { secretKey } = paymentSettings(app.config);
  return app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    payload,
    headers: {
      "content-type": "application/json",
      "x-paystack-signature": signature ?? signWebhook(secretKey, payload),
    },
  });
}

/** Paystack's charge.success for a transfer into a dedicated account (channel dedicated_nuban). */
export const dedicatedTransferEvent = (
  reference: string,
  amount: number,
  customerCode: string,
  accountNumber: string,
) => ({
  event: "charge.success",
  data: {
    id: 77,
    status: "success",
    reference,
    amount,
    currency: "NGN",
    channel: "dedicated_nuban",
    gateway_response: "Approved",
    paid_at: new Date().toISOString(),
    customer: { customer_code: customerCode, email: "someone@example.com" },
    authorization: { channel: "dedicated_nuban", receiver_bank_account_number: accountNumber, sender_name: "ADA O" },
  },
});
