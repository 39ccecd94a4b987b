import type { Invoice } from "@app/shared/invoices/invoices";
import type { FakeNetwork } from "./fake-network";

/**
 * A customer's pending invoice for a shipment, nothing paid of it: INV-0005, ₦10,000.00, with `overrides` over that
 * (an `id` alone also names it: id 9 is INV-0009).
 */
export function pendingInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const id = overrides.id ?? 5;
  return {
    id,
    transaction_id: `INV-${String(id).padStart(4, "0")}`,
    status: "pending",
    reference_type: "shipments",
    reference_id: 2,
    total_amount: "10000.00",
    currency: "NGN",
    due_date: "2026-12-20",
    amount_paid_minor: 0,
    extra_info: null,
    paid_at: null,
    created_at: "2026-12-01T10:00:00Z",
    updated_at: "2026-12-01T10:00:00Z",
    ...overrides,
  };
}

/** The invoice's total in its currency's minor unit (kobo, cents). */
export const totalMinor = (invoice: Invoice) => Math.round(Number(invoice.total_amount) * 100);

/** `invoice` once paid in full (online or from the wallet), on 2 December. */
export const paidInFull = (invoice: Invoice): Invoice => ({
  ...invoice,
  status: "paid",
  amount_paid_minor: totalMinor(invoice),
  paid_at: "2026-12-02T10:00:00Z",
});

/**
 * One invoice of the customer's account on the fake server, and the wallet (`balanceMinor` kobo) beside it: the
 * invoice, its evidence (none) and what the wallet can pay of it. A naira invoice the wallet pays kobo for kobo;
 * another currency's (at ₦1,600) it pays nothing of. `state` is what the server has now: a test's own answers may
 * change it, and `acceptWalletPayment` answers 'Pay from wallet' by paying all that is due.
 */
export function serveInvoice(network: FakeNetwork, invoice: Invoice, balanceMinor = 2_500_000) {
  const state = { invoice, balance: balanceMinor };
  const total = totalMinor(invoice);
  const naira = invoice.currency === "NGN";
  network
    .on("GET", `/api/invoices/${invoice.id}`, () => ({ body: { invoice: state.invoice } }))
    .on("GET", `/api/invoices/${invoice.id}/evidence`, { body: { evidence: null, estimate: null } })
    .on("GET", `/api/wallet/invoice/${invoice.id}`, () => {
      const paid = state.invoice.amount_paid_minor;
      const due = total - paid;
      const walletPays = naira ? Math.min(due, state.balance) : 0;
      return {
        body: {
          invoice_id: invoice.id,
          currency: invoice.currency,
          total_minor: total,
          paid_minor: paid,
          due_minor: due,
          due_kobo: walletPays,
          rate: naira ? "1" : "1600",
          balance_minor: state.balance,
          payable: state.invoice.status === "pending",
          wallet_pays_kobo: walletPays,
        },
      };
    });

  const acceptWalletPayment = () =>
    network.on("POST", "/api/wallet/pay-invoice", () => {
      const due = total - state.invoice.amount_paid_minor;
      state.invoice = paidInFull(state.invoice);
      state.balance -= due;
      const applied = { transaction_id: 1, debited_minor: due, applied_minor: due, due_minor: 0 };
      return {
        body: {
          ...applied,
          invoice_status: "paid",
          balance_minor: state.balance,
          message: "Invoice paid from your wallet.",
        },
      };
    });
  return { state, acceptWalletPayment };
}
