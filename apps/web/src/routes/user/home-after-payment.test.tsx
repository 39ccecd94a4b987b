import { shoppingAddressesFor } from "@app/shared/dashboard/dashboard";
import type { Invoice } from "@app/shared/invoices/invoices";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { customer, signInCustomer } from "../../../test/customer";
import { fakeNetwork } from "../../../test/fake-network";
import { paidInFull, pendingInvoice, serveInvoice } from "../../../test/invoice";
import { findOpenDialog, renderPage } from "../../../test/render";
import HomePage from "./home";
import InvoiceDetailPage from "./invoice-detail";
import WalletPage from "./wallet";

/**
 * What a payment changes beyond the screen it was made on: the home's 'Unpaid Invoices' count and the wallet's
 * balance. The cache keeps answers for 30 s, so without the payment saying what it changed, both stayed as they were.
 * The home and the wallet are shown beside the screen paying (as the customer saw them before), and each way of paying
 * must bring them up to date.
 */
const chidi = customer();
const pending = pendingInvoice();
const pagination = { page: 1, pageSize: 20, total: 0, totalPages: 0, totalIsCapped: false };

/** The customer's account as the server has it: one invoice and a wallet; each way of paying changes them. */
function customerServer(invoice: Invoice = pending) {
  const network = fakeNetwork();
  const { state, acceptWalletPayment } = serveInvoice(network, invoice, 2_500_000);
  network
    .on("GET", "/api/dashboard", () => ({
      body: {
        ...shoppingAddressesFor(chidi),
        counts: {
          pending_shipments: 0,
          unpaid_invoices: state.invoice.status === "paid" ? 0 : 1,
          shipments: 1,
          procurements: 0,
          pickups: 0,
          packages_waiting: 0,
        },
      },
    }))
    .on("GET", "/api/wallet", () => ({
      body: { balance_minor: state.balance, currency: "NGN", entries: [], pagination },
    }))
    .on("GET", "/api/wallet/virtual-account", { body: { account: null, sandbox: false } });
  return { state, network, acceptWalletPayment };
}

/** The home and the wallet as loaded before paying, beside the invoice the customer pays. */
async function renderBeside() {
  signInCustomer(chidi);
  const view = renderPage(
    <>
      <HomePage />
      <WalletPage />
      <InvoiceDetailPage />
    </>,
    { url: "/user/invoice/5", path: "/user/invoice/:id" },
  );
  const unpaid = () => within(screen.getByTestId("count-unpaid-invoices")).getByText(/^\d+$/).textContent;
  // The wallet page's balance (the invoice's wallet panel, further down, shows one too).
  const balance = () => screen.getAllByTestId("wallet-balance")[0]?.textContent;
  await waitFor(() => expect(unpaid()).toBe("1"));
  await waitFor(() => expect(balance()).toBe("₦25,000.00"));
  return { ...view, unpaid, balance };
}

describe("the home and the wallet after a payment", () => {
  it("paying an invoice from the wallet: the home counts it paid and the wallet shows what is left", async () => {
    customerServer().acceptWalletPayment();
    const { user, unpaid, balance } = await renderBeside();

    await user.click(await screen.findByRole("button", { name: "Pay ₦10,000.00 from wallet" }));
    await waitFor(() => expect(screen.getByTestId("invoice-status").textContent).toMatch(/paid/i));
    await waitFor(() => expect(unpaid()).toBe("0"));
    await waitFor(() => expect(balance()).toBe("₦15,000.00"));
  });

  const usd = pendingInvoice({ total_amount: "100.00", currency: "USD" });
  it.each([
    { way: "card", invoice: pending, pay: "Pay ₦10,000.00", choose: null, confirm: "Successful card" },
    {
      way: "bank transfer",
      invoice: pending,
      pay: "Pay ₦10,000.00",
      choose: "Bank transfer",
      confirm: "I have sent the transfer",
    },
    {
      way: "card in naira (a dollar invoice)",
      invoice: usd,
      pay: "Pay $100.00",
      choose: null,
      confirm: "Successful card",
    },
  ])(
    "paying an invoice by $way at the checkout: the home counts it paid once the server verified it",
    async ({ invoice, pay, choose, confirm }) => {
      const { state, network } = customerServer(invoice);
      const naira = invoice.currency !== "NGN";
      network
        .on("POST", "/api/payments/initialize", {
          body: {
            access_code: "AC_1",
            reference: "REF_1",
            public_key: "pk_test",
            provider: "sandbox",
            amount_minor: naira ? 16_000_000 : 1_000_000,
            currency: "NGN",
            channels: ["card", "bank_transfer"],
            quote: naira
              ? {
                  invoice_amount_minor: 10_000,
                  invoice_currency: "USD",
                  rate: "1600",
                  rate_effective_at: "2026-12-01T09:00:00Z",
                  quoted_at: new Date().toISOString(),
                  locked_until: new Date(Date.now() + 30 * 60_000).toISOString(),
                }
              : null,
          },
        })
        .on("POST", "/api/payments/sandbox/checkout", {
          body: { reference: "REF_1", status: "success", message: "OK" },
        })
        .on("POST", "/api/payments/verify", () => {
          state.invoice = paidInFull(invoice);
          return { body: { status: "success", paid: true, message: "Paid", invoice: state.invoice } };
        });
      const { user, unpaid } = await renderBeside();

      await user.click(await screen.findByRole("button", { name: pay }));
      const dialog = await findOpenDialog("TEST checkout");
      if (choose) await user.click(within(dialog).getByRole("radio", { name: choose }));
      await user.click(within(dialog).getByRole("button", { name: confirm }));
      await waitFor(() => expect(screen.getByTestId("invoice-status").textContent).toMatch(/paid/i));
      await waitFor(() => expect(unpaid()).toBe("0"));
    },
  );
});
