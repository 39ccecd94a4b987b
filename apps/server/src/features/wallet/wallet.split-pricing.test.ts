import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";
import { customerWithCredit } from "../../../test/wallet-credit.js";

/**
 * A wallet payment split in parts costs what one step costs, to the kobo (docs/decisions/0129): each part is priced
 * as the naira of what is paid after it less the naira of what was paid before. Less than one cent says how much.
 */
const { app } = await buildTestApp();
const manager = await signInAdmin(app, "manager");
const published = await client(app, manager.token).post("/api/admin/exchange-rates", {
  currency: "USD",
  rate: "1565.5",
});
expect(published.status).toBe(201);

const pay = (token: string, invoiceId: number, amount?: string) =>
  client(app, token).post("/api/wallet/pay-invoice", { invoice_id: invoiceId, ...(amount ? { amount } : {}) });

describe("wallet payments in parts", () => {
  it("₦500 and then the rest of $185.50 at ₦1,565.50 take ₦290,400.25, as one payment does", async () => {
    // One step: 18,550 cents × 1,565.5 = 29,040,025 kobo exactly.
    const whole = await customerWithCredit(app, manager.token, "300000");
    const one = await insertShipmentInvoice(app.db, whole.user, { currency: "USD", total_amount: "185.50" });
    expect((await pay(whole.token, one.invoice.id)).body).toMatchObject({ debited_minor: 29_040_025 });

    const split = await customerWithCredit(app, manager.token, "300000");
    const { invoice } = await insertShipmentInvoice(app.db, split.user, { currency: "USD", total_amount: "185.50" });
    // ₦500 buys 31 cents: 48,530.5 kobo, half up 48,531.
    const part = await pay(split.token, invoice.id, "500");
    expect(part.body).toMatchObject({ applied_minor: 31, debited_minor: 48_531 });
    // The rest, 18,519 cents, alone would be 28,991,494.5 → 28,991,495 (a kobo too many in all): it is the one-step
    // price less what the first part took.
    const quote = await client(app, split.token).get(`/api/wallet/invoice/${invoice.id}`);
    expect(quote.body).toMatchObject({ due_minor: 18_519, due_kobo: 28_991_494, wallet_pays_kobo: 28_991_494 });
    const rest = await pay(split.token, invoice.id);
    expect(rest.body).toMatchObject({ applied_minor: 18_519, debited_minor: 28_991_494, invoice_status: "paid" });
    expect(part.body.debited_minor + rest.body.debited_minor).toBe(29_040_025);
  });

  it("₦0.01 buys less than one cent: 400 naming the least that does", async () => {
    const ann = await customerWithCredit(app, manager.token, "1000");
    const { invoice } = await insertShipmentInvoice(app.db, ann.user, { currency: "USD", total_amount: "10.00" });
    const res = await pay(ann.token, invoice.id, "0.01");
    expect(res.status).toBe(400);
    expect(res.body.fields.amount).toBe("₦0.01 buys less than one cent of this invoice: pay at least ₦15.66.");

    const low = await customerWithCredit(app, manager.token, "15.65");
    const bill = await insertShipmentInvoice(app.db, low.user, { currency: "USD", total_amount: "10.00" });
    const all = await pay(low.token, bill.invoice.id);
    expect(all.status).toBe(400);
    expect(all.body.fields.amount).toBe(
      "Your wallet balance, ₦15.65, buys less than one cent of this invoice: it takes at least ₦15.66.",
    );
  });
});
