import { PAYMENT_TEXTS } from "@app/shared/payments/payments";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { finishSandboxCheckout } from "../../../test/checkout.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";

/**
 * A naira invoice paid twice (two tabs, two sandbox checkouts): the second payment is credited to the wallet
 * (second_payment_credit), and its verify says so instead of "Payment Success!", as for the other wallet credits.
 */
const { app } = await buildTestApp();

describe("verify of a second payment of a paid invoice", () => {
  it("answers paid: false saying the invoice was already paid and the money is in the wallet", async () => {
    const kay = await signUpCustomer(app);
    const { invoice } = await insertShipmentInvoice(app.db, kay.user, { currency: "NGN", total_amount: "1500.00" });
    const first = await client(app, kay.token).post("/api/payments/initialize", { invoice_id: invoice.id });
    const second = await client(app, kay.token).post("/api/payments/initialize", { invoice_id: invoice.id });

    const paid = await finishSandboxCheckout(app, kay.token, first.body);
    expect(paid.body).toMatchObject({ status: "success", paid: true, message: PAYMENT_TEXTS.success });
    // Verify or the sandbox's webhook settles the second, whichever comes first: verify says why either way.
    const twice = await finishSandboxCheckout(app, kay.token, second.body);
    expect(twice.body).toMatchObject({ status: "success", paid: false, message: PAYMENT_TEXTS.alreadyPaidToWallet });
    expect(twice.body.invoice.status).toBe("paid");
    const again = await client(app, kay.token).post("/api/payments/verify", { reference: second.body.reference });
    expect(again.body).toMatchObject({ paid: false, message: PAYMENT_TEXTS.alreadyPaidToWallet });
    const wallet = await client(app, kay.token).get("/api/wallet");
    expect(wallet.body.balance_minor).toBe(150_000);
  });
});
