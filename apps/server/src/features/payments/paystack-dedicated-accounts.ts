import { z } from "zod";
// A cycle with paystack-client.ts, used only inside calls (after both modules have loaded).
import { PaystackError, type VerifiedTransaction, verifiedTransactionSchema } from "./paystack-client.js";

/**
 * The Paystack calls behind dedicated virtual accounts and reconciliation, from Paystack's API reference:
 * POST /customer, POST /dedicated_account, DELETE /dedicated_account/:id, GET /transaction (from/to, paginated). Built on the client's envelope
 * checks and retries (paystack-client.ts); only the read-only list is retried.
 */

interface Transport {
  once(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<unknown>;
  withRetries<T>(call: () => Promise<T>): Promise<T>;
  read<T>(schema: z.ZodType<T>, data: unknown): T;
}

export interface CreateCustomerParams {
  email: string;
  first_name: string;
  last_name: string;
  phone?: string;
}

export const paystackCustomerSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).optional(),
  customer_code: z.string().min(1),
  email: z.string().nullish(),
});
export type PaystackCustomer = z.infer<typeof paystackCustomerSchema>;

/** A dedicated account as Paystack describes it (create answer, assign webhook). */
export const dedicatedAccountSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).transform(String).optional(),
  account_name: z.string().nullish(),
  account_number: z.string().nullish(),
  assigned: z.boolean().optional(),
  bank: z.looseObject({ name: z.string().nullish(), slug: z.string().nullish() }).nullish(),
  customer: z.looseObject({ customer_code: z.string().nullish() }).nullish(),
});
export type DedicatedAccount = z.infer<typeof dedicatedAccountSchema>;

export interface CreateDedicatedAccountParams {
  /** The customer's code (CUS_...) or id. */
  customer: string;
  /** A bank slug from Paystack's providers list; "test-bank" in test mode. */
  preferred_bank?: string;
  first_name?: string;
  last_name?: string;
}

export interface ListTransactionsParams {
  /** ISO times; Paystack filters on the transaction's creation time. */
  from: string;
  to: string;
  status?: "success" | "failed" | "abandoned";
  /** Page size (Paystack's perPage); the client fetches every page. */
  perPage?: number;
}

/** Pages are fetched until one comes back short; this bounds a runaway list. */
const MAX_PAGES = 200;

export function dedicatedAccountCalls({ once, withRetries, read }: Transport) {
  return {
    /** POST /customer. Paystack answers the existing customer for an e-mail it already knows. */
    async createCustomer(params: CreateCustomerParams): Promise<PaystackCustomer> {
      return read(paystackCustomerSchema, await once("POST", "/customer", params));
    },

    /** POST /dedicated_account: assigns an account number to an existing customer. */
    async createDedicatedAccount(params: CreateDedicatedAccountParams): Promise<DedicatedAccount> {
      return read(dedicatedAccountSchema, await once("POST", "/dedicated_account", params));
    },

    /**
     * DELETE /dedicated_account/:dedicated_account_id: closes the account number (Paystack answers the account with
     * `assigned: false`). Not retried: a second try of a close that went through answers an error for an account
     * already closed.
     */
    async deactivateDedicatedAccount(accountId: string): Promise<DedicatedAccount> {
      return read(dedicatedAccountSchema, await once("DELETE", `/dedicated_account/${encodeURIComponent(accountId)}`));
    },

    /** GET /transaction?from&to&perPage&page, every page (read-only, so each page is retried). */
    async listTransactions(params: ListTransactionsParams) {
      const perPage = params.perPage ?? 100;
      const all: VerifiedTransaction[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const query = new URLSearchParams({ from: params.from, to: params.to, perPage: String(perPage) });
        query.set("page", String(page));
        if (params.status) query.set("status", params.status);
        const data = await withRetries(() => once("GET", `/transaction?${query}`));
        const rows = read(z.array(verifiedTransactionSchema), data);
        all.push(...rows);
        if (rows.length < perPage) return all;
      }
      throw new PaystackError(`Paystack's transaction list ran past ${MAX_PAGES} pages.`, "invalid_response");
    },
  };
}
