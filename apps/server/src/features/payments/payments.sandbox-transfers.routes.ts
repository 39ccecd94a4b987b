import { randomBytes } from "node:crypto";
import { VIRTUAL_ACCOUNT_TEXTS } from "@app/shared/wallet/virtual-accounts";
import { formatKobo } from "@app/shared/wallet/wallet";
import { virtualAccountsContract } from "@app/shared/wallet/virtual-accounts.contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { conflict, HttpError } from "../../lib/errors.js";
import { implement, routes } from "../../lib/routes.js";
import { VIRTUAL_ACCOUNT_CHANNEL, virtualAccountOfCustomer } from "../wallet/public.js";
import { paymentSettings, signWebhook } from "./payment-gateway.js";
import { SANDBOX_BANK } from "./payments.sandbox.dedicated-accounts.js";
import { insertSandboxTransaction } from "./sandbox.repository.js";
import { transactionData } from "./sandbox.transaction-data.js";

/**
 * PAYMENT_PROVIDER=sandbox: a simulated bank transfer into the customer's dedicated account. Like Paystack, the
 * sandbox records the transaction (so the transaction list and reconciliation see it) and sends our webhook a signed
 * charge.success with channel dedicated_nuban; the wallet is credited by that webhook, through the production path.
 */
const sandboxTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.PAYMENT_PROVIDER !== "sandbox") return;
  const { secretKey } = paymentSettings(app.config);

  await app.register(
    routes(
      implement(virtualAccountsContract.sandboxTransfer, async ({ ctx, customer, body }) => {
        const account = await virtualAccountOfCustomer(ctx.db, customer.id);
        if (account?.status !== "assigned") throw conflict(VIRTUAL_ACCOUNT_TEXTS.sandboxNoAccount);
        const txn = await insertSandboxTransaction(ctx.db, {
          reference: `SBX-DVA-${Date.now().toString(36)}${randomBytes(5).toString("hex")}`,
          access_code: `sbx_dva_${randomBytes(10).toString("hex")}`,
          email: customer.email_address.toLowerCase(),
          amount: body.amount,
          currency: "NGN",
          metadata: {
            channel: VIRTUAL_ACCOUNT_CHANNEL,
            customer_code: account.provider_customer_code,
            authorization: {
              channel: VIRTUAL_ACCOUNT_CHANNEL,
              receiver_bank_account_number: account.account_number,
              receiver_bank: SANDBOX_BANK,
              sender_name: `${customer.firstname} ${customer.lastname}`.toUpperCase(),
              sender_bank: "Sandbox Sender Bank",
              narration: "Sandbox transfer",
            },
          },
          status: "success",
          gateway_response: "Approved",
          paid_at: new Date(),
        });
        if (!txn) throw new HttpError(409, "Duplicate Transaction Reference");
        const payload = JSON.stringify({ event: "charge.success", data: transactionData(txn) });
        // Delivered before answering, so the wallet page shows the credit at once; the webhook decides it.
        const delivery = await app.inject({
          method: "POST",
          url: "/api/payments/webhook",
          payload,
          headers: { "content-type": "application/json", "x-paystack-signature": signWebhook(secretKey, payload) },
        });
        const outcome =
          delivery.statusCode === 200 ? String(delivery.json().outcome) : `refused ${delivery.statusCode}`;
        return {
          reference: txn.reference,
          amount_minor: txn.amount,
          outcome,
          message:
            outcome === "credited"
              ? VIRTUAL_ACCOUNT_TEXTS.sandboxSent(formatKobo(txn.amount))
              : `The webhook answered: ${outcome}`,
        };
      }),
    ),
  );
};

export default sandboxTransferRoutes;
