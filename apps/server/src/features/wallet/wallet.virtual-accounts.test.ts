import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { dedicatedTransferEvent, postSignedWebhook } from "../../../test/webhooks.js";
import { ledgerTransactions, virtualAccounts } from "../../db/schema.js";
import { ledgerInconsistencies } from "./wallet.staff.repository.js";

/** Dedicated virtual accounts on the API (sandbox provider): assignment, transfers credited once from the webhook. */
const { app } = await buildTestApp();
const ada = await signUpCustomer(app);
const bob = await signUpCustomer(app);

afterEach(async () => {
  expect(await ledgerInconsistencies(app.db)).toEqual({ unbalancedTransactions: [], driftedWallets: [] });
});

const balanceOf = async (token: string) => (await client(app, token).get("/api/wallet")).body.balance_minor as number;
const transactionCount = () => app.db.$count(ledgerTransactions);

const signedWebhook = (body: unknown, signature?: string) => postSignedWebhook(app, body, signature);

async function accountOf(token: string) {
  const res = await client(app, token).post("/api/wallet/virtual-account");
  expect(res.status).toBe(200);
  return res.body.account as { status: string; account_number: string; bank_name: string; account_name: string };
}

async function customerCodeOf(customerId: number) {
  const [row] = await app.db
    .select({ code: virtualAccounts.provider_customer_code })
    .from(virtualAccounts)
    .where(eq(virtualAccounts.customer_id, customerId));
  return row!.code;
}

describe("dedicated virtual accounts", () => {
  it("shows no account until asked, then one assigned number; asking again answers the same", async () => {
    expect((await client(app, ada.token).get("/api/wallet/virtual-account")).body).toEqual({
      account: null,
      sandbox: true,
    });
    const first = await accountOf(ada.token);
    expect(first).toMatchObject({ status: "assigned", bank_name: "Sandbox Bank" });
    expect(first.account_number).toMatch(/^99\d{8}$/);
    expect(first.account_name).toContain(ada.user.firstname.toUpperCase());
    const again = await Promise.all([accountOf(ada.token), accountOf(ada.token)]);
    expect(again.map((a) => a.account_number)).toEqual([first.account_number, first.account_number]);
    const shown = (await client(app, ada.token).get("/api/wallet/virtual-account")).body.account;
    expect(shown.account_number).toBe(first.account_number);
    const bobs = await accountOf(bob.token);
    expect(bobs.account_number).not.toBe(first.account_number);
  });

  it("a simulated transfer arrives as a signed webhook and credits the wallet; the statement shows it", async () => {
    await accountOf(ada.token);
    const before = await balanceOf(ada.token);
    const sent = await client(app, ada.token).post("/api/payments/sandbox/virtual-account-transfer", {
      amount: "12,500.50",
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ outcome: "credited", amount_minor: 1_250_050 });
    expect(await balanceOf(ada.token)).toBe(before + 1_250_050);
    const line = (await client(app, ada.token).get("/api/wallet")).body.entries[0];
    expect(line).toMatchObject({
      cause: "virtual_account_transfer",
      amount_minor: 1_250_050,
      reference: sent.body.reference,
    });
    expect(line.description).toContain("Bank transfer to your account number");
  });

  it("credits a transfer once: replays and concurrent duplicates change nothing", async () => {
    const account = await accountOf(bob.token);
    const code = await customerCodeOf(bob.user.id);
    const before = await balanceOf(bob.token);
    const count = await transactionCount();
    const event = dedicatedTransferEvent("DVA-REPLAY-1", 300_000, code, account.account_number);
    const answers = await Promise.all(Array.from({ length: 6 }, () => signedWebhook(event)));
    const outcomes = answers.map((res) => res.json().outcome).sort();
    expect(outcomes).toEqual([
      "already_credited",
      "already_credited",
      "already_credited",
      "already_credited",
      "already_credited",
      "credited",
    ]);
    expect((await signedWebhook(event)).json().outcome).toBe("already_credited");
    expect(await balanceOf(bob.token)).toBe(before + 300_000);
    expect(await transactionCount()).toBe(count + 1);
  });

  it("finds the account by its number when the event names no customer code", async () => {
    const account = await accountOf(bob.token);
    const before = await balanceOf(bob.token);
    const event = dedicatedTransferEvent("DVA-BY-NUMBER", 1_000, "CUS_unknown", account.account_number);
    expect((await signedWebhook(event)).json().outcome).toBe("credited");
    expect(await balanceOf(bob.token)).toBe(before + 1_000);
  });

  it("refuses a bad signature and credits nothing", async () => {
    const account = await accountOf(bob.token);
    const code = await customerCodeOf(bob.user.id);
    const before = await balanceOf(bob.token);
    const event = dedicatedTransferEvent("DVA-FORGED", 9_999_900, code, account.account_number);
    const forged = await signedWebhook(event, "ab".repeat(64));
    expect(forged.statusCode).toBe(401);
    const unsigned = await app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      payload: JSON.stringify(event),
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await balanceOf(bob.token)).toBe(before);
  });

  it("does not credit a transfer in another currency, to an unknown account, or one not successful", async () => {
    const account = await accountOf(bob.token);
    const code = await customerCodeOf(bob.user.id);
    const before = await balanceOf(bob.token);
    const usd = dedicatedTransferEvent("DVA-USD", 5_000, code, account.account_number);
    usd.data.currency = "USD";
    expect((await signedWebhook(usd)).json().outcome).toBe("rejected");
    const unknown = dedicatedTransferEvent("DVA-UNKNOWN", 5_000, "CUS_nobody", "0000000000");
    expect((await signedWebhook(unknown)).json().outcome).toBe("unknown_account");
    const failed = dedicatedTransferEvent("DVA-FAILED", 5_000, code, account.account_number);
    failed.data.status = "failed";
    expect((await signedWebhook(failed)).json().outcome).toBe("not_paid");
    expect(await balanceOf(bob.token)).toBe(before);
  });

  it("stores the number from dedicatedaccount.assign.success when the provider assigns later", async () => {
    const carol = await signUpCustomer(app);
    await app.db
      .insert(virtualAccounts)
      .values({ customer_id: carol.user.id, provider: "sandbox", provider_customer_code: "CUS_later1" });
    expect((await client(app, carol.token).get("/api/wallet/virtual-account")).body.account).toMatchObject({
      status: "pending",
      account_number: null,
    });
    const event = {
      event: "dedicatedaccount.assign.success",
      data: {
        customer: { customer_code: "CUS_later1" },
        dedicated_account: {
          id: 5,
          account_number: "1234567890",
          account_name: "KK/CAROL",
          bank: { name: "Wema Bank" },
        },
      },
    };
    expect((await signedWebhook(event)).json().outcome).toBe("assigned");
    expect((await signedWebhook(event)).json().outcome).toBe("already_assigned");
    expect((await client(app, carol.token).get("/api/wallet/virtual-account")).body.account).toMatchObject({
      status: "assigned",
      account_number: "1234567890",
      bank_name: "Wema Bank",
    });
  });

  it("refuses a simulated transfer before the account exists and bad amounts naming the field", async () => {
    const dan = await signUpCustomer(app);
    const early = await client(app, dan.token).post("/api/payments/sandbox/virtual-account-transfer", {
      amount: "100",
    });
    expect(early.status).toBe(409);
    await accountOf(dan.token);
    for (const amount of ["-5", "0", "abc", "20,000,000"]) {
      const bad = await client(app, dan.token).post("/api/payments/sandbox/virtual-account-transfer", { amount });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toHaveProperty("amount");
    }
    expect(await balanceOf(dan.token)).toBe(0);
  });
});
