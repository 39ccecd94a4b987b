import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { startFakePaystack } from "../../../test/fake-paystack.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { auditOf } from "../../../test/records.js";
import { dedicatedTransferEvent, postSignedWebhook } from "../../../test/webhooks.js";
import { ledgerInconsistencies } from "./wallet.staff.repository.js";
import { virtualAccountsOfCustomer } from "./wallet.virtual-accounts.repository.js";

/**
 * Staff close a customer's dedicated account number (decision 0093), against a stand-in Paystack over HTTP: the
 * provider first, then the row (kept), the audit entry and the customer's e-mail; a new number on asking again; a
 * transfer that still reaches the closed number credits its owner once.
 */
const SECRET = "sk_test_deactivation";
const paystack = await startFakePaystack(SECRET);
const { app } = await buildTestApp({
  PAYMENT_PROVIDER: "paystack",
  PAYSTACK_SECRET_KEY: SECRET,
  PAYSTACK_PUBLIC_KEY: "pk_test_deactivation",
  PAYSTACK_API_BASE: paystack.url,
});
const manager = await signInAdmin(app, "manager");
afterAll(() => paystack.close());
beforeEach(() => paystack.reset());
afterEach(async () => {
  expect(await ledgerInconsistencies(app.db)).toEqual({ unbalancedTransactions: [], driftedWallets: [] });
});

const deactivateUrl = (customerId: number) => `/api/admin/customers/${customerId}/virtual-account/deactivate`;
const listUrl = (customerId: number) => `/api/admin/customers/${customerId}/virtual-accounts`;

async function assignedCustomer() {
  const customer = await signUpCustomer(app);
  const res = await client(app, customer.token).post("/api/wallet/virtual-account");
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.account.status).toBe("assigned");
  return { ...customer, number: res.body.account.account_number as string };
}

/** Paystack's signed charge.success for a transfer into an account number (a customer code we do not know). */
const transfer = (reference: string, amount: number, accountNumber: string) =>
  postSignedWebhook(app, dedicatedTransferEvent(reference, amount, "CUS_not_ours", accountNumber));

describe("staff deactivate a customer's account number", () => {
  it("closes it at the provider, keeps it with who and why, audits it, e-mails the customer; asking again opens a new number", async () => {
    const ada = await assignedCustomer();
    const staff = client(app, manager.token);
    paystack.reset();

    const res = await staff.post(deactivateUrl(ada.user.id), { reason: "The customer published the number" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(
      `Account number ${ada.number} is deactivated. The customer was told by e-mail and may ask for a new one.`,
    );
    expect(res.body.account).toMatchObject({
      status: "deactivated",
      account_number: ada.number,
      deactivation_reason: "The customer published the number",
      deactivated_by: `${manager.admin.firstname} ${manager.admin.lastname}`,
    });
    expect(paystack.requests).toHaveLength(1);
    expect(paystack.requests[0]).toMatchObject({ method: "DELETE", authorization: `Bearer ${SECRET}` });
    expect(paystack.requests[0]!.path).toMatch(/^\/dedicated_account\/\d+$/);

    const [audit] = (await auditOf(app.db, "customer", ada.user.id)).filter(
      (a) => a.action === "virtual_account_deactivated",
    );
    expect(audit).toMatchObject({ old_value: ada.number, new_value: "deactivated" });
    const [mail] = await mailsTo(app, ada.user.email_address);
    expect(mail!.subject).toBe("Your account number for transfers was closed");
    expect(mail!.text_body).toContain(`The account number ${ada.number} we gave you`);

    // The customer's page shows the closed number until they ask for a new one.
    const shown = await client(app, ada.token).get("/api/wallet/virtual-account");
    expect(shown.body.account).toMatchObject({ status: "deactivated", account_number: ada.number });
    expect(shown.body.account.deactivated_at).toEqual(expect.any(String));
    expect((await staff.post(deactivateUrl(ada.user.id), { reason: "Again" })).status).toBe(409);

    const again = await client(app, ada.token).post("/api/wallet/virtual-account");
    expect(again.status).toBe(200);
    expect(again.body.account.status).toBe("assigned");
    expect(again.body.account.account_number).not.toBe(ada.number);
    const list = await staff.get(listUrl(ada.user.id));
    expect(list.status).toBe(200);
    expect(list.body.accounts.map((a: { status: string; account_number: string }) => a.status)).toEqual([
      "assigned",
      "deactivated",
    ]);
    expect(list.body.accounts[1]).toMatchObject({
      account_number: ada.number,
      deactivation_reason: "The customer published the number",
    });
    expect(list.body.accounts[0].deactivation_reason).toBeNull();
  });

  it("credits a transfer that still reaches the closed number to its owner, once", async () => {
    const bola = await assignedCustomer();
    expect((await client(app, manager.token).post(deactivateUrl(bola.user.id), { reason: "Closed" })).status).toBe(200);
    const late = await transfer("LATE-TO-CLOSED", 250_000, bola.number);
    expect(late.json()).toMatchObject({ outcome: "credited" });
    expect((await transfer("LATE-TO-CLOSED", 250_000, bola.number)).json()).toMatchObject({
      outcome: "already_credited",
    });
    expect((await client(app, bola.token).get("/api/wallet")).body.balance_minor).toBe(250_000);
  });

  it("credits a transfer into the closed number while the customer's new number is still pending", async () => {
    const dayo = await assignedCustomer();
    expect((await client(app, manager.token).post(deactivateUrl(dayo.user.id), { reason: "Closed" })).status).toBe(200);
    // Asking again reuses the provider's customer code; the provider fails, so the new row stays pending (no number).
    paystack.script({ http: 500, body: { status: false, message: "Internal error" } });
    expect((await client(app, dayo.token).post("/api/wallet/virtual-account")).status).toBe(502);
    const rows = await virtualAccountsOfCustomer(app.db, dayo.user.id);
    expect(rows.map((r) => r.account.status)).toEqual(["pending", "deactivated"]);
    const code = rows[0]!.account.provider_customer_code;
    const late = await postSignedWebhook(app, dedicatedTransferEvent("LATE-WHILE-PENDING", 300_000, code, dayo.number));
    expect(late.json()).toMatchObject({ outcome: "credited" });
    // An event that names only the customer code finds the closed number too, not the pending request.
    const codeOnly = dedicatedTransferEvent("LATE-CODE-ONLY", 200_000, code, "");
    expect((await postSignedWebhook(app, codeOnly)).json()).toMatchObject({ outcome: "credited" });
    expect((await client(app, dayo.token).get("/api/wallet")).body.balance_minor).toBe(500_000);
  });

  it("changes nothing when the provider refuses, and answers the reason, a customer without a number and no such customer clearly", async () => {
    const chidi = await assignedCustomer();
    const staff = client(app, manager.token);
    paystack.script({ http: 500, body: { status: false, message: "Internal error" } });
    const failed = await staff.post(deactivateUrl(chidi.user.id), { reason: "Fraud report" });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe(
      "The payment provider did not deactivate the account number. Nothing was changed: please try again.",
    );
    const kept = await client(app, chidi.token).get("/api/wallet/virtual-account");
    expect(kept.body.account).toMatchObject({ status: "assigned", account_number: chidi.number });
    expect(await mailsTo(app, chidi.user.email_address).then((m) => m.map((x) => x.subject))).not.toContain(
      "Your account number for transfers was closed",
    );

    const blank = await staff.post(deactivateUrl(chidi.user.id), { reason: "  " });
    expect(blank.status).toBe(400);
    expect(blank.body.fields?.reason).toBe("Say why the account number is closed");

    const without = await signUpCustomer(app);
    const none = await staff.post(deactivateUrl(without.user.id), { reason: "Fraud report" });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe("Only an assigned account number can be deactivated.");
    expect((await staff.get(listUrl(without.user.id))).body).toEqual({ accounts: [] });

    expect((await staff.post(deactivateUrl(999_999), { reason: "Fraud report" })).status).toBe(404);
    expect((await staff.get(listUrl(999_999))).status).toBe(404);
  });
});
