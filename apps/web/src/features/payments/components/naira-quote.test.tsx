import { PAYMENT_TEXTS } from "@app/shared/payments/payments";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../test/fake-network";
import { pendingInvoice } from "../../../../test/invoice";
import { findOpenDialog, renderPage } from "../../../../test/render";
import { PayButton } from "./pay-button";

const invoice = pendingInvoice({ id: 9, total_amount: "120.00", currency: "GBP" });

/** A sandbox checkout of ₦246,156.00 at £1 = ₦2,051.30, locked for `lockMs` (server times, far from this clock). */
function quoted(reference: string, lockMs: number) {
  const quotedAt = Date.parse("2020-01-01T10:00:00Z");
  return {
    body: {
      access_code: `AC_${reference}`,
      reference,
      public_key: "pk_test_sandbox",
      provider: "sandbox",
      amount_minor: 24_615_600,
      currency: "NGN",
      channels: ["card", "bank_transfer", "ussd"],
      quote: {
        invoice_amount_minor: 12_000,
        invoice_currency: "GBP",
        rate: "2051.3",
        rate_effective_at: "2019-12-31T09:00:00Z",
        quoted_at: new Date(quotedAt).toISOString(),
        locked_until: new Date(quotedAt + lockMs).toISOString(),
      },
    },
  };
}

/** The invoice page: paying part from the wallet reloads the invoice with what is now paid of it. */
function InvoicePage() {
  const [shown, setShown] = useState(invoice);
  return (
    <>
      <button type="button" onClick={() => setShown({ ...shown, amount_paid_minor: 5_000 })}>
        Wallet paid £50
      </button>
      <PayButton invoice={shown} email="ada@example.com" onPaid={() => undefined} />
    </>
  );
}

describe("the naira quote", () => {
  it("shows the naira, the rate with its date and the lock's countdown, then offers a new quote when it runs out", async () => {
    const answers = [quoted("REF_1", 2_000), quoted("REF_2", 30 * 60_000)];
    const network = fakeNetwork()
      .on("POST", "/api/payments/initialize", () => answers.shift()!)
      .on("POST", "/api/payments/verify", {
        body: { status: "abandoned", paid: false, message: PAYMENT_TEXTS.notConfirmed, invoice },
      });
    const view = renderPage(<PayButton invoice={invoice} email="ada@example.com" onPaid={() => undefined} />);
    await view.user.click(screen.getByRole("button", { name: "Pay £120.00" }));

    const dialog = await findOpenDialog("TEST checkout");
    expect(dialog.textContent).toContain("₦246,156.00");
    expect(within(dialog).getByTestId("sandbox-quote").textContent).toMatch(/^£1 = ₦2,051\.30 · locked for 0:0[12]$/);
    // The channels the checkout offers; the simulated transfer names an account.
    await view.user.click(within(dialog).getByRole("radio", { name: "Bank transfer" }));
    expect(within(dialog).getByTestId("sandbox-transfer-account").textContent).toMatch(/account number 99\d{8}/);
    await view.user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    const panel = screen.getByRole("region", { name: "Pay in naira" });
    expect(within(panel).getByTestId("naira-amount").textContent).toBe("₦246,156.00");
    expect(within(panel).getByTestId("naira-rate").textContent).toBe("£1 = ₦2,051.30");
    expect(panel.textContent).toContain("rate of 31-12-2019");
    await waitFor(() => expect(within(panel).getByRole("alert").textContent).toBe(PAYMENT_TEXTS.quoteExpiredOnScreen), {
      timeout: 4_000,
    });
    expect(within(panel).queryByRole("button", { name: "Pay ₦246,156.00" })).toBeNull();

    await view.user.click(within(panel).getByRole("button", { name: "Get a new quote" }));
    await waitFor(() => expect(network.requests("POST", "/api/payments/initialize")).toHaveLength(2));
    const again = await findOpenDialog("TEST checkout");
    expect(within(again).getByTestId("sandbox-quote").textContent).toMatch(/locked for (30:00|29:5\d)$/);
  });

  it("counts the lock from when it asked for the quote, so a slow answer does not show time the server's lock has not", async () => {
    // The server locked the rate for 2 s when it quoted; its answer (Paystack's initialize) took 2.5 s to arrive.
    fakeNetwork()
      .on(
        "POST",
        "/api/payments/initialize",
        () => new Promise((done) => setTimeout(() => done(quoted("REF_1", 2_000)), 2_500)),
      )
      .on("POST", "/api/payments/verify", {
        body: { status: "abandoned", paid: false, message: PAYMENT_TEXTS.notConfirmed, invoice },
      });
    const view = renderPage(<PayButton invoice={invoice} email="ada@example.com" onPaid={() => undefined} />);
    await view.user.click(screen.getByRole("button", { name: "Pay £120.00" }));

    await screen.findByRole("dialog", { name: "TEST checkout" }, { timeout: 4_000 });
    const dialog = await findOpenDialog("TEST checkout");
    expect(within(dialog).getByRole("alert").textContent).toBe(PAYMENT_TEXTS.quoteExpiredOnScreen);
    expect(within(dialog).getByRole("button", { name: "Successful card" })).toHaveProperty("disabled", true);
  });

  it("forgets a started quote once the amount due changes (a wallet payment since): the next click quotes again", async () => {
    const answers = [quoted("REF_1", 30 * 60_000), quoted("REF_2", 30 * 60_000)];
    const network = fakeNetwork()
      .on("POST", "/api/payments/initialize", () => answers.shift()!)
      .on("POST", "/api/payments/verify", {
        body: { status: "abandoned", paid: false, message: PAYMENT_TEXTS.notConfirmed, invoice },
      });
    const view = renderPage(<InvoicePage />);
    await view.user.click(screen.getByRole("button", { name: "Pay £120.00" }));
    await view.user.click(within(await findOpenDialog("TEST checkout")).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("region", { name: "Pay in naira" })).toBeTruthy();

    await view.user.click(screen.getByRole("button", { name: "Wallet paid £50" }));
    expect(screen.queryByRole("region", { name: "Pay in naira" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Pay ₦246,156.00" })).toBeNull();
    await view.user.click(screen.getByRole("button", { name: "Pay £70.00" }));
    await waitFor(() => expect(network.requests("POST", "/api/payments/initialize")).toHaveLength(2));
  });
});
