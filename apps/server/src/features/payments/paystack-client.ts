import { z } from "zod";
import { dedicatedAccountCalls } from "./paystack-dedicated-accounts.js";

/**
 * Paystack's REST API, as much as we use of it: initialize and verify a transaction, refund one, list transactions
 * (reconciliation), create a customer and give it a dedicated virtual account (paystack-dedicated-accounts.ts).
 * Robust on purpose: every call has a timeout; idempotent calls (verify) are retried with
 * exponential backoff on network errors, timeouts and 5xx; `status: false` answers and
 * unexpected bodies become a PaystackError with Paystack's message.
 */

export type PaystackErrorKind = "api" | "http" | "network" | "timeout" | "invalid_response";

export class PaystackError extends Error {
  constructor(
    message: string,
    readonly kind: PaystackErrorKind,
    /** HTTP status of Paystack's answer, when there was one. */
    readonly status?: number,
  ) {
    super(message);
    this.name = "PaystackError";
  }

  /** Worth trying again: nothing (or a server failure) came back. 4xx and `status: false` are final. */
  get transient(): boolean {
    return this.kind === "network" || this.kind === "timeout" || (this.status !== undefined && this.status >= 500);
  }
}

export interface PaystackClientOptions {
  baseUrl: string;
  secretKey: string;
  /** Defaults to global fetch; the sandbox passes one that calls the app in-process. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Extra attempts for idempotent calls. */
  retries?: number;
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface InitializeParams {
  email: string;
  /** Minor units (kobo, cents...). */
  amount: number;
  currency: string;
  reference: string;
  /** The checkout's payment channels (Paystack: card, bank, ussd, qr, mobile_money, bank_transfer, ...); all when left out. */
  channels?: string[];
  callback_url?: string;
  metadata?: Record<string, unknown>;
}

const envelope = z.object({ status: z.boolean(), message: z.string().optional(), data: z.unknown().optional() });

const initializeData = z.object({
  authorization_url: z.string(),
  access_code: z.string().min(1),
  reference: z.string(),
});
export type InitializeResult = z.infer<typeof initializeData>;

/** The fields of a verified transaction that settlement relies on (Paystack sends many more). */
export const verifiedTransactionSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).optional(),
  status: z.string(),
  reference: z.string(),
  amount: z.coerce.number(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  gateway_response: z.string().nullish(),
  customer: z.looseObject({ email: z.string().nullish() }).nullish(),
  metadata: z.unknown().optional(),
});
export type VerifiedTransaction = z.infer<typeof verifiedTransactionSchema>;

export interface RefundParams {
  /** The transaction's reference (Paystack also takes its id). */
  transaction: string;
  /** Minor units; Paystack refunds the whole transaction when omitted. */
  amount?: number;
  currency?: string;
  customer_note?: string;
  merchant_note?: string;
}

/** The fields of a refund we keep: its id and Paystack's status ('pending', 'processing', 'processed', ...). */
export const refundResultSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  amount: z.coerce.number().optional(),
  currency: z.string().optional(),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPaystackClient(options: PaystackClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 2;
  const backoffMs = options.backoffMs ?? 300;
  const sleep = options.sleep ?? defaultSleep;

  async function once(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === "TimeoutError" || name === "AbortError") {
        throw new PaystackError(`Paystack did not answer within ${timeoutMs} ms.`, "timeout");
      }
      throw new PaystackError(`Could not reach Paystack: ${(error as Error)?.message ?? error}`, "network");
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    const parsed = envelope.safeParse(json);
    if (!response.ok) {
      const message =
        parsed.success && parsed.data.message ? parsed.data.message : `Paystack answered HTTP ${response.status}.`;
      throw new PaystackError(message, response.status >= 500 ? "http" : "api", response.status);
    }
    if (!parsed.success)
      throw new PaystackError("Paystack sent an answer we could not read.", "invalid_response", response.status);
    if (!parsed.data.status) {
      throw new PaystackError(parsed.data.message || "Paystack refused the request.", "api", response.status);
    }
    return parsed.data.data;
  }

  /** Retries transient failures with exponential backoff (300 ms, 600 ms, ...). Only for idempotent calls. */
  async function withRetries<T>(call: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof PaystackError) || !error.transient || attempt >= retries) throw error;
        await sleep(backoffMs * 2 ** attempt);
      }
    }
  }

  function read<T>(schema: z.ZodType<T>, data: unknown): T {
    const result = schema.safeParse(data);
    if (!result.success) throw new PaystackError("Paystack sent an answer we could not read.", "invalid_response");
    return result.data;
  }

  return {
    /**
     * POST /transaction/initialize. Not retried here: a retry with the same reference could
     * meet a transaction Paystack already created. Callers retry with a fresh reference.
     */
    async initialize(params: InitializeParams): Promise<InitializeResult> {
      return read(initializeData, await once("POST", "/transaction/initialize", params));
    },

    /**
     * POST /refund. Not retried: a retry after a lost answer could ask twice; Paystack refuses a second
     * full refund of one transaction, and staff try again by hand.
     */
    async refund(params: RefundParams): Promise<RefundResult> {
      return read(refundResultSchema, await once("POST", "/refund", params));
    },

    ...dedicatedAccountCalls({ once, withRetries, read }),

    /** GET /transaction/verify/:reference (read-only, so retried). */
    async verify(reference: string): Promise<VerifiedTransaction> {
      const data = await withRetries(() => once("GET", `/transaction/verify/${encodeURIComponent(reference)}`));
      return read(verifiedTransactionSchema, data);
    },
  };
}

export type PaystackClient = ReturnType<typeof createPaystackClient>;
