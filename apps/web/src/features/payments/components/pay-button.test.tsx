import type { Invoice } from "@app/shared/invoices/invoices";
import { PAYMENT_TEXTS } from "@app/shared/payments/payments";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { deferred, fakeNetwork } from "../../../../test/fake-network";
import { pendingInvoice } from "../../../../test/invoice";
import { findOpenDialog, renderPage } from "../../../../test/render";
import { PayButton } from "./pay-button";

/**
 * Paystack's browser library talks to Paystack: outside the app, so it is faked (as the e2e tests fake its
 * servers). It records each checkout opened; a test then plays the customer's choice through its callbacks.
 */
const paystack = vi.hoisted(() => ({
  opened: [] as Array<{ accessCode: string; callbacks: { onSuccess: () => void; onCancel: () => void } }>,
}));
vi.mock("@paystack/inline-js", () => ({
  default: class {
    resumeTransaction(accessCode: string, callbacks: { onSuccess: () => void; onCancel: () => void }) {
      paystack.opened.push({ accessCode, callbacks });
    }
  },
}));

const invoice = pendingInvoice({ id: 7, total_amount: "185.50", currency: "USD" });
const paidInvoice: Invoice = { ...invoice, status: "paid", paid_at: "2026-11-28T10:00:00Z" };
const START = "/api/payments/initialize";
const VERIFY = "/api/payments/verify";
const SANDBOX = "/api/payments/sandbox/checkout";
const started = (provider: "sandbox" | "paystack") => ({
  body: {
    access_code: "AC_1",
    reference: "REF_1",
    public_key: "pk_test",
    provider,
    amount_minor: 18_550,
    currency: "USD",
    channels: ["card"],
    quote: null,
  },
});

function renderButton() {
  const onPaid = vi.fn();
  const view = renderPage(<PayButton invoice={invoice} email="ada@example.com" onPaid={onPaid} />);
  const button = () => view.getAllByRole("button")[0] as HTMLButtonElement;
  return { ...view, onPaid, button };
}

describe("the pay button", () => {
  it("starts the payment, takes the sandbox card, and reports paid only after the server verified it", async () => {
    const start = deferred();
    const verify = deferred();
    const network = fakeNetwork()
      .on("POST", START, () => start.promise)
      .on("POST", SANDBOX, { body: { reference: "REF_1", status: "success", message: "Approved" } })
      .on("POST", VERIFY, () => verify.promise);
    const { user, onPaid, button, toasts } = renderButton();

    await user.click(screen.getByRole("button", { name: "Pay $185.50" }));
    expect(button().textContent).toContain("Please wait...");
    expect(button().disabled).toBe(true);
    expect(button().getAttribute("aria-busy")).toBe("true");
    expect(network.requests("POST", START).map((r) => r.body)).toEqual([{ invoice_id: 7 }]);

    start.resolve(started("sandbox"));
    const dialog = await findOpenDialog("TEST checkout");
    expect(dialog.textContent).toContain("ada@example.com");
    expect(dialog.textContent).toContain("$185.50");
    await user.click(within(dialog).getByRole("button", { name: "Successful card" }));

    await waitFor(() => expect(button().textContent).toContain("Confirming payment..."));
    expect(button().disabled).toBe(true);
    expect(network.requests("POST", SANDBOX).map((r) => r.body)).toEqual([
      { access_code: "AC_1", outcome: "success", channel: "card" },
    ]);
    expect(network.requests("POST", VERIFY).map((r) => r.body)).toEqual([{ reference: "REF_1" }]);
    expect(onPaid).not.toHaveBeenCalled();

    verify.resolve({ body: { status: "success", paid: true, message: "Paid", invoice: paidInvoice } });
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(paidInvoice));
    await waitFor(() => expect(toasts()).toContain(PAYMENT_TEXTS.success));
    expect(button().disabled).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows a declined card in the checkout; closing it says 'Payment cancelled' and asks the server once", async () => {
    const network = fakeNetwork()
      .on("POST", START, started("sandbox"))
      .on("POST", SANDBOX, { body: { reference: "REF_1", status: "failed", message: PAYMENT_TEXTS.declined } })
      .on("POST", VERIFY, { body: { status: "failed", paid: false, message: "Declined", invoice } });
    const { user, onPaid, toasts } = renderButton();

    await user.click(screen.getByRole("button", { name: "Pay $185.50" }));
    const dialog = await findOpenDialog("TEST checkout");
    await user.click(within(dialog).getByRole("button", { name: "Declined card" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(PAYMENT_TEXTS.declined);
    expect(network.requests("POST", VERIFY)).toEqual([]);

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(toasts()).toContain(PAYMENT_TEXTS.cancelled));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(network.requests("POST", VERIFY).map((r) => r.body)).toEqual([{ reference: "REF_1" }]));
    expect(onPaid).not.toHaveBeenCalled();
    expect((screen.getByRole("button", { name: "Pay $185.50" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("a payment that arrived after the invoice was paid (another tab) says where the money went and shows it paid", async () => {
    fakeNetwork()
      .on("POST", START, started("sandbox"))
      .on("POST", SANDBOX, { body: { reference: "REF_1", status: "success", message: "Approved" } })
      .on("POST", VERIFY, {
        body: { status: "success", paid: false, message: PAYMENT_TEXTS.alreadyPaidToWallet, invoice: paidInvoice },
      });
    const { user, onPaid, toasts } = renderButton();

    await user.click(screen.getByRole("button", { name: "Pay $185.50" }));
    await user.click(within(await findOpenDialog("TEST checkout")).getByRole("button", { name: "Successful card" }));
    await waitFor(() => expect(toasts()).toContain(PAYMENT_TEXTS.alreadyPaidToWallet));
    expect(toasts()).not.toContain(PAYMENT_TEXTS.success);
    expect(onPaid).toHaveBeenCalledWith(paidInvoice);
  });

  it("names what is still due on a partly paid invoice (paid from the wallet, say), not its total", () => {
    renderPage(
      <PayButton invoice={{ ...invoice, amount_paid_minor: 3193 }} email="ada@example.com" onPaid={vi.fn()} />,
    );
    expect(screen.getByRole("button", { name: "Pay $153.57" })).toBeTruthy();
  });

  it("shows the server's reason when the payment cannot start, and can be pressed again", async () => {
    const network = fakeNetwork().on("POST", START, { status: 409, body: { error: "This invoice is already paid." } });
    const { user, toasts } = renderButton();

    await user.click(screen.getByRole("button", { name: "Pay $185.50" }));
    await waitFor(() => expect(toasts()).toContain("This invoice is already paid."));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect((screen.getByRole("button", { name: "Pay $185.50" }) as HTMLButtonElement).disabled).toBe(false);
    expect(network.requests("POST", START)).toHaveLength(1);
  });

  it("opens Paystack's checkout with the server's access code and trusts only the server's verification", async () => {
    paystack.opened.length = 0;
    const network = fakeNetwork()
      .on("POST", START, started("paystack"))
      .on("POST", VERIFY, {
        body: { status: "initialized", paid: false, message: PAYMENT_TEXTS.verifyPending, invoice },
      });
    const { user, onPaid, button, toasts } = renderButton();

    await user.click(screen.getByRole("button", { name: "Pay $185.50" }));
    await waitFor(() => expect(paystack.opened.map((o) => o.accessCode)).toEqual(["AC_1"]));
    paystack.opened[0]!.callbacks.onSuccess();

    await waitFor(() => expect(toasts()).toContain(PAYMENT_TEXTS.verifyPending));
    expect(network.requests("POST", VERIFY).map((r) => r.body)).toEqual([{ reference: "REF_1" }]);
    expect(onPaid).not.toHaveBeenCalled();
    expect(button().disabled).toBe(false);
  });
});
