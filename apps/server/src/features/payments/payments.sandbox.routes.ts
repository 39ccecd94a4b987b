import { randomBytes } from "node:crypto";
import { PAYMENT_TEXTS } from "@app/shared/payments/payments";
import { paymentsContract } from "@app/shared/payments/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, notFound } from "../../lib/errors.js";
import { implement, routes } from "../../lib/routes.js";
import { paymentSettings, signWebhook } from "./payment-gateway.js";
import {
  completeSandboxTransaction,
  insertSandboxTransaction,
  reverseSandboxTransaction,
  type SandboxTransaction,
  sandboxTransactionByAccessCode,
  sandboxTransactionByReference,
} from "./sandbox.repository.js";
import { sandboxDedicatedAccountsApi } from "./payments.sandbox.dedicated-accounts.js";
import { transactionData } from "./sandbox.transaction-data.js";

/**
 * PAYMENT_PROVIDER=sandbox: a stand-in for the three Paystack endpoints we call (initialize keeps its `channels`), mounted at
 * /api/payments/sandbox/paystack/*, plus the call behind the browser's TEST checkout dialog. The stand-in stays a
 * plain plugin (Paystack's shapes, called by our server's Paystack client); the dialog's call is an operation of
 * the contract (paymentsContract.sandboxCheckout).
 * The server's Paystack client talks to it exactly as to Paystack (same client, same checks);
 * a successful test card also sends a signed charge.success webhook to /api/payments/webhook,
 * so both settlement paths of production run. Transactions live in the database, so a checkout
 * started on one server process completes through any other.
 */

const refundBodySchema = z.object({
  transaction: z.coerce.string().min(1),
  amount: z.coerce.number().int().positive().optional(),
});

const envelopeSchema = z.object({ status: z.boolean(), message: z.string(), data: z.unknown().optional() });
const initializeBodySchema = z.object({
  email: z.string().min(3),
  amount: z.coerce.number().int().positive(),
  currency: z.string().default("NGN"),
  reference: z.string().min(1),
  metadata: z.unknown().optional(),
  channels: z.array(z.string()).optional(),
});

const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.PAYMENT_PROVIDER !== "sandbox") return;
  const { secretKey } = paymentSettings(app.config);
  const deliveries = new Set<Promise<void>>();

  app.addHook("onClose", async () => {
    await Promise.allSettled([...deliveries]);
  });

  const paystackApi: FastifyPluginAsyncZod = async (api) => {
    // Like Paystack: every call needs the secret key.
    api.addHook("onRequest", async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        return reply.code(401).send({ status: false, message: "Invalid key" });
      }
    });

    api.post(
      "/transaction/initialize",
      {
        schema: {
          tags: ["payments sandbox"],
          summary: "Stand-in for Paystack's POST /transaction/initialize",
          body: z.record(z.string(), z.unknown()),
          response: { 200: envelopeSchema, 400: envelopeSchema, 401: envelopeSchema },
        },
      },
      async (request, reply) => {
        const body = initializeBodySchema.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ status: false, message: "Invalid transaction parameters" });
        const txn = await insertSandboxTransaction(app.db, {
          reference: body.data.reference,
          access_code: `sbx_${randomBytes(10).toString("hex")}`,
          email: body.data.email.toLowerCase(),
          amount: body.data.amount,
          currency: body.data.currency,
          metadata: body.data.metadata ?? null,
          channels: body.data.channels ?? null,
          status: "abandoned",
          gateway_response: "The transaction was not completed",
        });
        if (!txn) return reply.code(400).send({ status: false, message: "Duplicate Transaction Reference" });
        return {
          status: true,
          message: "Authorization URL created",
          data: {
            authorization_url: `sandbox://checkout/${txn.access_code}`,
            access_code: txn.access_code,
            reference: txn.reference,
          },
        };
      },
    );

    api.get(
      "/transaction/verify/:reference",
      {
        schema: {
          tags: ["payments sandbox"],
          summary: "Stand-in for Paystack's GET /transaction/verify/:reference",
          params: z.object({ reference: z.string() }),
          response: { 200: envelopeSchema, 400: envelopeSchema, 401: envelopeSchema },
        },
      },
      async (request, reply) => {
        const txn = await sandboxTransactionByReference(app.db, request.params.reference);
        if (!txn) return reply.code(400).send({ status: false, message: "Transaction reference not found" });
        return { status: true, message: "Verification successful", data: transactionData(txn) };
      },
    );

    api.post(
      "/refund",
      {
        schema: {
          tags: ["payments sandbox"],
          summary: "Stand-in for Paystack's POST /refund (a full refund of a successful transaction)",
          body: z.record(z.string(), z.unknown()),
          response: { 200: envelopeSchema, 400: envelopeSchema, 401: envelopeSchema },
        },
      },
      async (request, reply) => {
        const body = refundBodySchema.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ status: false, message: "Transaction reference is required" });
        const txn = await sandboxTransactionByReference(app.db, body.data.transaction);
        if (!txn) return reply.code(400).send({ status: false, message: "Transaction not found" });
        if (txn.status === "reversed") {
          return reply.code(400).send({ status: false, message: "Transaction has been fully reversed" });
        }
        // One statement decides, so two refunds of one transaction at once cannot both pass.
        const reversed = txn.status === "success" ? await reverseSandboxTransaction(app.db, txn.id) : undefined;
        if (!reversed) {
          return reply
            .code(400)
            .send({ status: false, message: "Cannot refund a transaction that was not successful" });
        }
        return {
          status: true,
          message: "Refund has been queued for processing",
          data: {
            id: 1_000_000 + reversed.id,
            status: "pending",
            transaction: transactionData(reversed),
            amount: body.data.amount ?? txn.amount,
            currency: txn.currency,
            deducted_amount: 0,
            fully_deducted: false,
          },
        };
      },
    );
  };
  await app.register(paystackApi, { prefix: "/payments/sandbox/paystack" });
  await app.register(sandboxDedicatedAccountsApi, { prefix: "/payments/sandbox/paystack", secretKey });

  /** Sends ourselves Paystack's signed charge.success event, like Paystack does after a payment. */
  function sendChargeSuccess(txn: SandboxTransaction) {
    const payload = JSON.stringify({ event: "charge.success", data: transactionData(txn) });
    const delivery = app
      .inject({
        method: "POST",
        url: "/api/payments/webhook",
        payload,
        headers: { "content-type": "application/json", "x-paystack-signature": signWebhook(secretKey, payload) },
      })
      .then((res) => {
        if (res.statusCode !== 200)
          app.log.warn({ status: res.statusCode, body: res.body }, "sandbox webhook was refused");
      })
      .catch((err) => app.log.warn({ err }, "sandbox webhook failed"))
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  await app.register(
    routes(
      implement(paymentsContract.sandboxCheckout, async ({ ctx, customer, body }) => {
        const found = await sandboxTransactionByAccessCode(ctx.db, body.access_code);
        if (!found || found.email !== customer.email_address.toLowerCase()) throw notFound("Checkout not found.");
        const channel = body.channel ?? "card";
        // Like Paystack's checkout: only the channels initialize asked for (all of them when it named none).
        if (found.channels && !found.channels.includes(channel)) {
          const message = `This checkout does not offer ${channel}: it offers ${found.channels.join(", ")}`;
          throw badRequest(message, { channel: message });
        }
        const outcome = body.outcome === "success" ? "success" : "declined";
        const { txn, paidNow } = await completeSandboxTransaction(ctx.db, found.id, outcome, channel);
        // Asynchronous, like the real one: it may arrive before or after the browser's verify call.
        if (paidNow) setImmediate(() => sendChargeSuccess(txn));
        return txn.status === "success"
          ? { reference: txn.reference, status: "success" as const, message: "Approved" }
          : { reference: txn.reference, status: "failed" as const, message: PAYMENT_TEXTS.declined };
      }),
    ),
  );
};

export default sandboxRoutes;
