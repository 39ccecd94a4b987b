import { createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentProvider } from "@app/shared/payments/payments";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import { createPaystackClient, type PaystackClient } from "./paystack-client.js";
import type { ServiceContext } from "../../lib/service-context.js";

/** Where the built-in stand-in for Paystack's API is mounted (sandbox provider only). */
export const SANDBOX_API_PREFIX = "/api/payments/sandbox/paystack";
export const SANDBOX_PUBLIC_KEY = "pk_test_sandbox";

export interface PaymentSettings {
  provider: PaymentProvider;
  secretKey: string;
  publicKey: string;
  apiBase: string;
}

/**
 * Keys and API base of the configured provider. The sandbox has no real keys: its secret is
 * derived from JWT_SECRET, so every process of one installation signs and checks webhooks alike.
 */
export function paymentSettings(config: Config): PaymentSettings {
  if (config.PAYMENT_PROVIDER === "paystack") {
    return {
      provider: "paystack",
      // config.ts refuses to start without both keys when PAYMENT_PROVIDER=paystack.
      secretKey: config.PAYSTACK_SECRET_KEY!,
      publicKey: config.PAYSTACK_PUBLIC_KEY!,
      apiBase: config.PAYSTACK_API_BASE,
    };
  }
  const derived = createHmac("sha256", config.JWT_SECRET).update("paystack-sandbox-secret").digest("hex").slice(0, 40);
  return {
    provider: "sandbox",
    secretKey: `sk_test_sandbox_${derived}`,
    publicKey: SANDBOX_PUBLIC_KEY,
    apiBase: `${config.PUBLIC_URL}${SANDBOX_API_PREFIX}`,
  };
}

/** Paystack's webhook signature: HMAC-SHA512 of the raw body with the secret key, hex. */
export function signWebhook(secretKey: string, rawBody: string | Buffer): string {
  return createHmac("sha512", secretKey).update(rawBody).digest("hex");
}

/** Constant-time comparison of the given signature with the expected one. */
export function isValidWebhookSignature(secretKey: string, rawBody: Buffer, given: unknown): boolean {
  if (typeof given !== "string" || !/^[0-9a-f]+$/i.test(given)) return false;
  const expected = Buffer.from(signWebhook(secretKey, rawBody), "hex");
  const actual = Buffer.from(given, "hex");
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A fetch that hands the request to this app in-process (app.inject): the sandbox runs the very
 * same Paystack client code (timeouts, retries, envelope checks) without needing the server to
 * reach its own public URL, which behind a load balancer or in tests it may not.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const signal = init?.signal ?? undefined;
    signal?.throwIfAborted();
    const call = app.inject({
      method: (init?.method ?? "GET") as "GET" | "POST",
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === "string" ? init.body : undefined,
    });
    const aborted = new Promise<never>((_, reject) => {
      signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
    });
    const res = await Promise.race([call, aborted]);
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    return new Response(res.body, { status: res.statusCode, headers });
  };
}

const clients = new WeakMap<Config, PaystackClient>();

/** The Paystack client of this app: the real API, or the sandbox stand-in called in-process. */
export function paystackClientFor(app: FastifyInstance): PaystackClient {
  let client = clients.get(app.config);
  if (!client) {
    const settings = paymentSettings(app.config);
    client = createPaystackClient({
      baseUrl: settings.apiBase,
      secretKey: settings.secretKey,
      fetch: settings.provider === "sandbox" ? inProcessFetch(app) : undefined,
    });
    clients.set(app.config, client);
  }
  return client;
}

/** What the payment services need: the service context and the provider's client. */
export interface PaymentContext extends ServiceContext {
  paystack: PaystackClient;
}

/** The payment context of a request: its service context and this app's Paystack client. */
export function paymentContextOf(app: FastifyInstance, ctx: ServiceContext): PaymentContext {
  return { ...ctx, paystack: paystackClientFor(app) };
}
