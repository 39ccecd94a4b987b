import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakePaystack, type FakePaystack } from "../../../test/fake-paystack.js";
import { createPaystackClient, PaystackError } from "./paystack-client.js";

const SECRET = "sk_test_adapter";
let paystack: FakePaystack;
const sleeps: number[] = [];

function client(overrides: Partial<Parameters<typeof createPaystackClient>[0]> = {}) {
  return createPaystackClient({
    baseUrl: paystack.url,
    secretKey: SECRET,
    timeoutMs: 500,
    retries: 2,
    backoffMs: 5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
}

async function initialized(reference: string, amount = 18550, currency = "USD") {
  await client().initialize({ email: "ada@example.com", amount, currency, reference, metadata: { custom_fields: [] } });
  return paystack.transactions.get(reference)!;
}

beforeAll(async () => {
  paystack = await startFakePaystack(SECRET);
});
afterAll(async () => {
  await paystack.close();
});
beforeEach(() => {
  paystack.reset();
  sleeps.length = 0;
});

describe("Paystack client against a stand-in Paystack server", () => {
  it("initializes with the secret key and returns the access code", async () => {
    const result = await client().initialize({
      email: "ada@example.com",
      amount: 18550,
      currency: "USD",
      reference: "REF-init-1",
    });
    expect(result.access_code).toMatch(/^fake_access_/);
    expect(result.reference).toBe("REF-init-1");
    expect(paystack.requests[0]).toMatchObject({
      method: "POST",
      path: "/transaction/initialize",
      authorization: `Bearer ${SECRET}`,
      body: { email: "ada@example.com", amount: 18550, currency: "USD", reference: "REF-init-1" },
    });
  });

  it("reads a successful transaction", async () => {
    const txn = await initialized("REF-success");
    txn.status = "success";
    const verified = await client().verify("REF-success");
    expect(verified).toMatchObject({ status: "success", reference: "REF-success", amount: 18550, currency: "USD" });
  });

  it("reads failed and abandoned transactions as such (not errors)", async () => {
    const failed = await initialized("REF-failed");
    failed.status = "failed";
    expect((await client().verify("REF-failed")).status).toBe("failed");
    await initialized("REF-abandoned");
    expect((await client().verify("REF-abandoned")).status).toBe("abandoned");
  });

  it("turns status:false answers into an error carrying Paystack's message, without retrying", async () => {
    paystack.script({ http: 400, body: { status: false, message: "Transaction reference not found" } });
    const error = await client()
      .verify("REF-missing")
      .catch((e) => e);
    expect(error).toBeInstanceOf(PaystackError);
    expect(error.message).toBe("Transaction reference not found");
    expect(error.transient).toBe(false);
    expect(paystack.requests).toHaveLength(1);

    // status:false with HTTP 200 is still a refusal.
    paystack.script({ http: 200, body: { status: false, message: "Invalid currency" } });
    await expect(
      client().initialize({ email: "a@b.co", amount: 100, currency: "XYZ", reference: "REF-x" }),
    ).rejects.toThrow("Invalid currency");
  });

  it("retries verify with backoff after a dropped connection and a 5xx, then succeeds", async () => {
    const txn = await initialized("REF-retry");
    txn.status = "success";
    paystack.reset();
    paystack.script("reset", { http: 503, body: { status: false, message: "Service unavailable" } });
    const verified = await client().verify("REF-retry");
    expect(verified.status).toBe("success");
    expect(paystack.requests.filter((r) => r.path === "/transaction/verify/REF-retry")).toHaveLength(3);
    expect(sleeps).toEqual([5, 10]);
  });

  it("gives up after the last retry with a transient error", async () => {
    paystack.script(
      ...Array.from({ length: 3 }, () => ({ http: 502, body: { status: false, message: "Bad gateway" } })),
    );
    const error = await client()
      .verify("REF-down")
      .catch((e) => e);
    expect(error).toBeInstanceOf(PaystackError);
    expect(error.status).toBe(502);
    expect(error.transient).toBe(true);
    expect(paystack.requests).toHaveLength(3);
  });

  it("times out a call that never answers, and retries it", async () => {
    const txn = await initialized("REF-slow");
    txn.status = "success";
    paystack.reset();
    paystack.script("hang");
    const verified = await client({ timeoutMs: 150 }).verify("REF-slow");
    expect(verified.status).toBe("success");
    expect(paystack.requests).toHaveLength(2);
  });

  it("reports a network error when Paystack cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await client({ baseUrl: `http://127.0.0.1:${port}` })
      .verify("REF-any")
      .catch((e) => e);
    expect(error).toBeInstanceOf(PaystackError);
    expect(error.kind).toBe("network");
    expect(sleeps).toHaveLength(2);
  });

  it("does not retry initialize (not idempotent at Paystack)", async () => {
    paystack.script({ http: 500, body: { status: false, message: "Internal error" } });
    const error = await client()
      .initialize({ email: "a@b.co", amount: 100, currency: "NGN", reference: "REF-once" })
      .catch((e) => e);
    expect(error).toBeInstanceOf(PaystackError);
    expect(error.transient).toBe(true);
    expect(paystack.requests).toHaveLength(1);
  });

  it("rejects an answer it cannot read", async () => {
    paystack.script({ http: 200, body: { status: true, data: { reference: "x" } } });
    await expect(client().verify("REF-garbled")).rejects.toMatchObject({ kind: "invalid_response" });
  });
});
