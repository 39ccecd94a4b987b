import { afterAll } from "vitest";
import { buildTestApp } from "./build-app.js";
import { startFakePaystack } from "./fake-paystack.js";

/**
 * The real app in Paystack mode against a fake Paystack of its own on a real socket (closed after the file), for
 * tests that look at each call the provider gets. `name` makes the keys; `env` adds or overrides settings.
 */
export async function buildPaystackTestApp(name: string, env: Record<string, string> = {}) {
  const secret = `sk_test_${name}`;
  const paystack = await startFakePaystack(secret);
  afterAll(() => paystack.close());
  const { app } = await buildTestApp({
    PAYMENT_PROVIDER: "paystack",
    PAYSTACK_SECRET_KEY: secret,
    PAYSTACK_PUBLIC_KEY: `pk_test_${name}`,
    PAYSTACK_API_BASE: paystack.url,
    ...env,
  });
  return { app, paystack };
}
