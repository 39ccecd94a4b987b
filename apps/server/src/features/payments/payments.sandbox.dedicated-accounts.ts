import { createHmac, randomBytes } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sandboxTransactionsBetween } from "./sandbox.repository.js";
import { transactionData } from "./sandbox.transaction-data.js";

/**
 * The sandbox's stand-in for Paystack's customers, dedicated accounts and transaction list (PAYMENT_PROVIDER=sandbox,
 * mounted with the other stand-in endpoints under /api/payments/sandbox/paystack, behind the same secret key check).
 * A customer's code is derived from the e-mail with the sandbox secret, so every process of one installation answers
 * the same without storing anything; each account number it opens is a new one (ten digits starting 99), as a bank's
 * would be after the last was closed; the sandbox bank is "Sandbox Bank" (docs/decisions/0049 and 0093).
 */

const envelopeSchema = z.object({ status: z.boolean(), message: z.string(), data: z.unknown().optional() });
const customerBodySchema = z.object({
  email: z.string().min(3),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});
const dedicatedBodySchema = z.object({
  customer: z.string().regex(/^CUS_sbx[0-9a-f]{12}$/),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});
const listQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  perPage: z.coerce.number().int().min(1).max(500).default(50),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: z.enum(["success", "failed", "abandoned", "reversed"]).optional(),
});

export const SANDBOX_BANK = "Sandbox Bank";

export function sandboxCustomerCode(secretKey: string, email: string): string {
  return `CUS_sbx${createHmac("sha256", secretKey).update(`customer:${email.toLowerCase()}`).digest("hex").slice(0, 12)}`;
}

/** A new account number: ten digits starting 99. */
function sandboxAccountNumber(): string {
  return `99${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, "0")}`;
}

export const sandboxDedicatedAccountsApi: FastifyPluginAsyncZod<{ secretKey: string }> = async (api, { secretKey }) => {
  // Like Paystack: every call needs the secret key (this plugin is encapsulated apart from the other endpoints' hook).
  api.addHook("onRequest", async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return reply.code(401).send({ status: false, message: "Invalid key" });
    }
  });
  const schema = (summary: string) => ({
    tags: ["payments sandbox"],
    summary,
    response: { 200: envelopeSchema, 400: envelopeSchema, 401: envelopeSchema },
  });

  api.post(
    "/customer",
    { schema: { ...schema("Stand-in for Paystack's POST /customer"), body: z.record(z.string(), z.unknown()) } },
    async (request, reply) => {
      const body = customerBodySchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ status: false, message: "Invalid customer parameters" });
      const code = sandboxCustomerCode(secretKey, body.data.email);
      return {
        status: true,
        message: "Customer created",
        data: { email: body.data.email.toLowerCase(), customer_code: code, first_name: body.data.first_name },
      };
    },
  );

  api.post(
    "/dedicated_account",
    {
      schema: { ...schema("Stand-in for Paystack's POST /dedicated_account"), body: z.record(z.string(), z.unknown()) },
    },
    async (request, reply) => {
      const body = dedicatedBodySchema.safeParse(request.body);
      if (!body.success) return reply.code(400).send({ status: false, message: "Customer not found" });
      const code = body.data.customer;
      const name = `${body.data.first_name ?? ""} ${body.data.last_name ?? ""}`.trim();
      return {
        status: true,
        message: "NUBAN successfully created",
        data: {
          id: Number.parseInt(code.slice(7, 15), 16),
          account_name: `SANDBOX/${name || code}`.toUpperCase(),
          account_number: sandboxAccountNumber(),
          assigned: true,
          currency: "NGN",
          active: true,
          bank: { name: SANDBOX_BANK, id: 1, slug: "test-bank" },
          customer: { customer_code: code },
        },
      };
    },
  );

  api.delete(
    "/dedicated_account/:id",
    { schema: schema("Stand-in for Paystack's DELETE /dedicated_account/:dedicated_account_id") },
    async (request, reply) => {
      const id = (request.params as { id: string }).id;
      if (!/^\d{1,12}$/.test(id))
        return reply.code(400).send({ status: false, message: "Invalid dedicated account id" });
      return {
        status: true,
        message: "Managed Account Successfully Unassigned",
        data: { id: Number(id), assigned: false, active: false, currency: "NGN", bank: { name: SANDBOX_BANK } },
      };
    },
  );

  api.get(
    "/transaction",
    { schema: { ...schema("Stand-in for Paystack's GET /transaction (from, to, perPage, page, status)") } },
    async (request, reply) => {
      const query = listQuerySchema.safeParse(request.query);
      if (!query.success) return reply.code(400).send({ status: false, message: "Invalid query parameters" });
      const { from, to, perPage, page, status } = query.data;
      const rows = await sandboxTransactionsBetween(
        api.db,
        new Date(from),
        new Date(to),
        perPage,
        (page - 1) * perPage,
        status,
      );
      return { status: true, message: "Transactions retrieved", data: rows.map(transactionData) };
    },
  );
};
