import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakePaystack, startFakePaystack } from "../../../test/fake-paystack.js";
import { createPaystackClient, PaystackError } from "./paystack-client.js";

/** The dedicated-account and transaction-list calls of the Paystack client, against the stand-in Paystack server. */
const SECRET = "sk_test_dedicated";
let paystack: FakePaystack;

const client = () =>
  createPaystackClient({
    baseUrl: paystack.url,
    secretKey: SECRET,
    timeoutMs: 5_000,
    retries: 2,
    backoffMs: 1,
    sleep: async () => {},
  });

beforeAll(async () => {
  paystack = await startFakePaystack(SECRET);
});
afterAll(async () => {
  await paystack.close();
});
beforeEach(() => {
  paystack.reset();
  paystack.transactions.clear();
});

function addTransaction(reference: string, createdAt: string, status = "success", amount = 10_000) {
  paystack.transactions.set(reference, {
    reference,
    email: "ada@example.com",
    amount,
    currency: "NGN",
    metadata: null,
    status,
    access_code: `code_${reference}`,
    created_at: createdAt,
    channel: "dedicated_nuban",
    customer_code: "CUS_fake1",
  });
}

describe("dedicated accounts", () => {
  it("creates a customer, then a dedicated account for its code", async () => {
    const customer = await client().createCustomer({ email: "ada@example.com", first_name: "Ada", last_name: "Obi" });
    expect(customer.customer_code).toMatch(/^CUS_fake/);
    const account = await client().createDedicatedAccount({
      customer: customer.customer_code,
      preferred_bank: "test-bank",
    });
    expect(account).toMatchObject({ assigned: true, bank: { name: "Wema Bank", slug: "test-bank" } });
    expect(account.account_number).toMatch(/^\d{10}$/);
    expect(paystack.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /customer",
      "POST /dedicated_account",
    ]);
    expect(paystack.requests[1]).toMatchObject({
      authorization: `Bearer ${SECRET}`,
      body: { customer: customer.customer_code, preferred_bank: "test-bank" },
    });
  });

  it("answers Paystack's refusal as a final PaystackError (not retried)", async () => {
    const refused = await client()
      .createDedicatedAccount({ customer: "CUS_nobody" })
      .catch((error) => error);
    expect(refused).toBeInstanceOf(PaystackError);
    expect(refused).toMatchObject({ message: "Customer not found", kind: "api", status: 404 });
    expect(paystack.requests).toHaveLength(1);
  });

  it("does not retry creating a dedicated account after a server failure", async () => {
    paystack.script({ http: 502, body: { status: false, message: "Bad gateway" } });
    await expect(client().createDedicatedAccount({ customer: "CUS_x" })).rejects.toMatchObject({ status: 502 });
    expect(paystack.requests).toHaveLength(1);
  });
});

describe("transaction list", () => {
  it("reads every page between from and to and nothing outside", async () => {
    for (let i = 0; i < 5; i++) addTransaction(`IN-${i}`, `2026-11-20T0${i}:00:00.000Z`);
    addTransaction("BEFORE", "2026-11-19T23:59:59.000Z");
    addTransaction("AFTER", "2026-11-21T00:00:01.000Z");
    const rows = await client().listTransactions({
      from: "2026-11-20T00:00:00.000Z",
      to: "2026-11-20T23:59:59.999Z",
      perPage: 2,
    });
    expect(rows.map((r) => r.reference).sort()).toEqual(["IN-0", "IN-1", "IN-2", "IN-3", "IN-4"]);
    expect(paystack.requests.map((r) => r.path)).toEqual([
      "/transaction?from=2026-11-20T00%3A00%3A00.000Z&to=2026-11-20T23%3A59%3A59.999Z&perPage=2&page=1",
      "/transaction?from=2026-11-20T00%3A00%3A00.000Z&to=2026-11-20T23%3A59%3A59.999Z&perPage=2&page=2",
      "/transaction?from=2026-11-20T00%3A00%3A00.000Z&to=2026-11-20T23%3A59%3A59.999Z&perPage=2&page=3",
    ]);
  });

  it("filters by status and retries a page after a transient failure", async () => {
    addTransaction("OK", "2026-11-20T10:00:00.000Z");
    addTransaction("NO", "2026-11-20T11:00:00.000Z", "failed");
    paystack.script("reset");
    const rows = await client().listTransactions({
      from: "2026-11-20T00:00:00.000Z",
      to: "2026-11-20T23:59:59.999Z",
      status: "success",
    });
    expect(rows.map((r) => r.reference)).toEqual(["OK"]);
    expect(rows[0]).toMatchObject({ amount: 10_000, currency: "NGN", channel: "dedicated_nuban" });
    expect(paystack.requests).toHaveLength(2);
  });

  it("refuses a page it cannot read", async () => {
    paystack.script({ http: 200, body: { status: true, message: "ok", data: [{ reference: 5 }] } });
    await expect(
      client().listTransactions({ from: "2026-11-20T00:00:00Z", to: "2026-11-21T00:00:00Z" }),
    ).rejects.toMatchObject({ kind: "invalid_response" });
  });
});
