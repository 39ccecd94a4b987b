import type { WalletInvoiceQuote } from "@app/shared/wallet/wallet";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeNetwork } from "../../../../test/fake-network";
import { renderPage } from "../../../../test/render";
import { PayFromWallet } from "./pay-from-wallet";

const QUOTE = "/api/wallet/invoice/11";
const PAY = "/api/wallet/pay-invoice";
const quoteAt = (rate: string, kobo: number): WalletInvoiceQuote => ({
  invoice_id: 11,
  currency: "USD",
  total_minor: 10_000,
  paid_minor: 0,
  due_minor: 10_000,
  due_kobo: kobo,
  rate,
  balance_minor: 20_000_000,
  payable: true,
  wallet_pays_kobo: kobo,
});
const CHANGED =
  "The exchange rate changed to ₦1,600 per $1: paying this invoice from your wallet now takes ₦160,000.00. Check the new amount and pay again.";

describe("pay from wallet", () => {
  it("sends the amount and rate it showed; when the server says they changed, shows why and the new amount", async () => {
    let quote = quoteAt("1565.5", 15_655_000);
    const network = fakeNetwork()
      .on("GET", QUOTE, () => ({ body: quote }))
      .on("POST", PAY, () => {
        quote = quoteAt("1600", 16_000_000);
        return { status: 409, body: { error: CHANGED } };
      });
    const onPaid = vi.fn();
    const { user, toasts } = renderPage(<PayFromWallet invoiceId={11} onPaid={onPaid} />);

    await user.click(await screen.findByRole("button", { name: "Pay ₦156,550.00 from wallet" }));
    await waitFor(() => expect(toasts()).toContain(CHANGED));
    expect(network.requests("POST", PAY).map((r) => r.body)).toEqual([
      expect.objectContaining({ invoice_id: 11, expected_kobo: 15_655_000, expected_rate: "1565.5" }),
    ]);
    expect(await screen.findByRole("button", { name: "Pay ₦160,000.00 from wallet" })).toBeTruthy();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
