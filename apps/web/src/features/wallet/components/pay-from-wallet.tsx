import { formatKobo } from "@app/shared/wallet/wallet";
import { Wallet } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";
import { usePaymentSettled } from "../../../lib/payment-settled";
import { payInvoiceFromWallet, useRefreshWallet, useWalletInvoiceQuote } from "../api/wallet";
import { rateEquation } from "@app/shared/payments/payments";
import { formatMinor } from "@app/shared/rates/rates";

/**
 * On an unpaid invoice: what has been paid, the balance due, and 'Pay ₦… from wallet' (all the wallet holds, up to
 * what is due). The rest is paid with the card or transfer button beside it.
 */
export function PayFromWallet({ invoiceId, onPaid }: { invoiceId: number; onPaid?: () => void }) {
  const quote = useWalletInvoiceQuote(invoiceId, true).data;
  const refresh = useRefreshWallet();
  const settled = usePaymentSettled();
  const [busy, setBusy] = useState(false);
  if (!quote) return null;
  const minor = (value: number) => formatMinor(value, quote.currency);
  // What the server takes: whole cents of the invoice's currency, so a balance worth less than one buys nothing.
  const paying = quote.wallet_pays_kobo;
  const shownRate = quote.rate;

  async function pay() {
    setBusy(true);
    try {
      // What the button showed: the server pays exactly that or answers 409 saying what it takes now (0129), and the
      // quote is loaded again below.
      const result = await payInvoiceFromWallet({
        invoice_id: invoiceId,
        idempotency_key: crypto.randomUUID(),
        expected_kobo: paying,
        ...(shownRate ? { expected_rate: shownRate } : {}),
      });
      toastSuccess(`${result.message} ${formatKobo(result.debited_minor)} applied.`);
      // The invoice, its lists, the home's counts and the wallet load again.
      void settled();
      onPaid?.();
    } catch (e) {
      toastError(errorMessage(e, "Could not pay from your wallet."));
      // The quote the server refused with (a new rate, the invoice paid meanwhile) loads again.
      void refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-label="Wallet"
      className="no-print mt-4 space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
    >
      {quote.paid_minor > 0 && (
        <p>
          Paid so far: <strong data-testid="invoice-paid">{minor(quote.paid_minor)}</strong> · Balance due:{" "}
          <strong data-testid="invoice-due">{minor(quote.due_minor)}</strong>
        </p>
      )}
      <p>
        Wallet balance: <strong data-testid="wallet-balance">{formatKobo(quote.balance_minor)}</strong>
        {quote.currency !== "NGN" && quote.rate && <> · {rateEquation(quote.currency, quote.rate)}</>}
      </p>
      {paying > 0 && (
        <Button variant="secondary" onClick={pay} busy={busy}>
          <Wallet size={16} aria-hidden /> {busy ? "Paying..." : `Pay ${formatKobo(paying)} from wallet`}
        </Button>
      )}
    </section>
  );
}
