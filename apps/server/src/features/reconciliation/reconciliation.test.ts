import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { sandboxTransactions, walletTopUps } from "../../db/schema.js";
import { contextOf } from "../../lib/service-context.js";
import { runIfDue } from "../../lib/schedule.js";
import { paystackClientFor } from "../payments/public.js";
import { reconciliationJob } from "./public.js";

/** Reconciliation against the sandbox's transaction list (the same client and list as Paystack's), on the API. */
const { app } = await buildTestApp();
const manager = await signInAdmin(app, "manager");
const ada = await signUpCustomer(app);
const today = new Date().toISOString().slice(0, 10);

const check = (day = today) => client(app, manager.token).post(`/api/admin/reconciliation/day/${day}/check`);

async function topUp(token: string, amount: string) {
  const started = await client(app, token).post("/api/wallet/top-ups", { amount });
  await client(app, token).post("/api/payments/sandbox/checkout", {
    access_code: started.body.access_code,
    outcome: "success",
  });
  const verified = await client(app, token).post("/api/wallet/top-ups/verify", { reference: started.body.reference });
  expect(verified.body.credited).toBe(true);
  return started.body.reference as string;
}

async function transfer(token: string, amount: string) {
  await client(app, token).post("/api/wallet/virtual-account");
  const sent = await client(app, token).post("/api/payments/sandbox/virtual-account-transfer", { amount });
  expect(sent.body.outcome).toBe("credited");
  return sent.body.reference as string;
}

describe("daily reconciliation", () => {
  it("is clean when both sides hold the same money: a top-up and a transfer into a virtual account", async () => {
    const topUpRef = await topUp(ada.token, "2,000");
    const transferRef = await transfer(ada.token, "750.25");
    const res = await check();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      day: today,
      status: "clean",
      provider_count: 2,
      our_count: 2,
      provider_total_minor: 275_025,
      our_total_minor: 275_025,
      discrepancies: [],
    });
    expect([topUpRef, transferRef]).toHaveLength(2);
    const list = await client(app, manager.token).get("/api/admin/reconciliation");
    expect(list.body.days[0]).toMatchObject({ day: today, status: "clean", discrepancy_count: 0 });
  });

  it("counts a transfer once for a customer who has had more than one account number", async () => {
    const bola = await signUpCustomer(app);
    await client(app, bola.token).post("/api/wallet/virtual-account");
    const closed = await client(app, manager.token).post(
      `/api/admin/customers/${bola.user.id}/virtual-account/deactivate`,
      { reason: "The customer published the number" },
    );
    expect(closed.status).toBe(200);
    await transfer(bola.token, "1,000");
    const res = await check();
    expect(res.body.status).toBe("clean");
    expect(res.body.our_count).toBe(res.body.provider_count);
    expect(res.body.our_total_minor).toBe(res.body.provider_total_minor);
  });

  it("flags what the provider has and we don't, what we have as paid and it doesn't, and amounts that differ", async () => {
    const theirsOnly = `SBX-ONLY-${Date.now()}`;
    await app.db.insert(sandboxTransactions).values({
      reference: theirsOnly,
      access_code: `code-${theirsOnly}`,
      email: "stranger@example.com",
      amount: 99_900,
      currency: "NGN",
      status: "success",
      gateway_response: "Approved",
      paid_at: new Date(),
      metadata: { channel: "dedicated_nuban" },
    });
    const oursOnly = `WAL-${ada.user.id}-ours-only`;
    await app.db.insert(walletTopUps).values({
      customer_id: ada.user.id,
      provider: "sandbox",
      reference: oursOnly,
      status: "success",
      amount_minor: 50_000,
      currency: "NGN",
      settled_at: new Date(),
    });
    const changed = await topUp(ada.token, "300");
    await app.db.update(sandboxTransactions).set({ amount: 30_001 }).where(eq(sandboxTransactions.reference, changed));

    const res = await check();
    expect(res.body.status).toBe("flagged");
    const byKind = Object.fromEntries(res.body.discrepancies.map((d: { kind: string }) => [d.kind, d]));
    expect(byKind.missing_here).toMatchObject({
      reference: theirsOnly,
      provider_amount_minor: 99_900,
      our_amount_minor: null,
    });
    expect(byKind.missing_here.detail).toContain("dedicated_nuban");
    expect(byKind.missing_at_provider).toMatchObject({
      reference: oursOnly,
      our_amount_minor: 50_000,
      provider_amount_minor: null,
    });
    expect(byKind.missing_at_provider.detail).toContain("wallet top-up");
    expect(byKind.amount_differs).toMatchObject({
      reference: changed,
      our_amount_minor: 30_000,
      provider_amount_minor: 30_001,
    });
    expect(res.body.discrepancies).toHaveLength(3);
    const report = await client(app, manager.token).get(`/api/admin/reconciliation/day/${today}`);
    expect(report.body).toMatchObject({ status: "flagged", discrepancy_count: 3 });

    // Matched again (the stray rows gone, the amount restored), the next check is clean and replaces the flags.
    await app.db.delete(sandboxTransactions).where(eq(sandboxTransactions.reference, theirsOnly));
    await app.db.update(walletTopUps).set({ provider: "paystack" }).where(eq(walletTopUps.reference, oursOnly));
    await app.db.update(sandboxTransactions).set({ amount: 30_000 }).where(eq(sandboxTransactions.reference, changed));
    const again = await check();
    expect(again.body).toMatchObject({ status: "clean", discrepancies: [] });
    expect((await client(app, manager.token).get("/api/admin/reconciliation")).body.pagination.total).toBe(1);
  });

  it("answers 404 for a day never checked and 400 naming the day for a bad or future day", async () => {
    expect((await client(app, manager.token).get("/api/admin/reconciliation/day/2020-01-01")).status).toBe(404);
    expect((await client(app, manager.token).get("/api/admin/reconciliation/day/0000-01-01")).status).toBe(400);
    for (const day of ["2026-13-01", "yesterday", "2999-01-01", "0000-01-01"]) {
      const res = await check(day);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty("day");
    }
  });

  it("the daily job checks yesterday once, however often the scheduler asks", async () => {
    const job = reconciliationJob(app.config, paystackClientFor(app));
    const tomorrow = new Date(Date.now() + 86_400_000);
    const first = await runIfDue(app.db, job, tomorrow);
    expect(first).toMatchObject({ ran: true, summary: `${today}: clean, 0 discrepancies` });
    expect(await runIfDue(app.db, job, tomorrow)).toMatchObject({ ran: false });
    const report = await client(app, manager.token).get(`/api/admin/reconciliation/day/${today}`);
    expect(report.body).toMatchObject({ status: "clean", checked_by: "Daily job" });
    expect(contextOf(app).config.PAYMENT_PROVIDER).toBe("sandbox");
  });
});
