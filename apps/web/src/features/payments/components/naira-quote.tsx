import { formatPortalDate } from "@app/shared/core/format";
import { type NairaQuote as Quote, PAYMENT_TEXTS, rateEquation } from "@app/shared/payments/payments";
import { formatKobo } from "@app/shared/wallet/wallet";
import { Clock, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";

/**
 * Milliseconds left on a quote's lock, counted on this device from when the request for it was sent: `locked_until −
 * quoted_at` are both the server's times, so a device clock that is off does not shorten or stretch the lock, and
 * the server quoted after the request left, so however long the answer took (Paystack's initialize, its retry) the
 * countdown never outlasts the server's lock.
 */
export function useLockCountdown(quote: Quote | null, askedAt: number): number {
  const deadline = quote ? askedAt + Date.parse(quote.locked_until) - Date.parse(quote.quoted_at) : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!quote) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [quote]);
  return quote ? Math.max(0, deadline - now) : 0;
}

/** '29:41' */
export function formatCountdown(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

interface NairaQuoteProps {
  quote: Quote;
  amountKobo: number;
  remainingMs: number;
  busy: boolean;
  /** Opens the checkout again for this quote while its lock lasts. */
  onPay: () => void;
  /** After the lock ran out: a new checkout at the rate in force now. */
  onRequote: () => void;
}

/**
 * The naira an invoice in another currency costs now: the amount, the rate used with its date, and the lock's
 * countdown (docs/decisions/0044). When the lock runs out the screen offers a new quote instead of the old amount.
 */
export function NairaQuote({ quote, amountKobo, remainingMs, busy, onPay, onRequote }: NairaQuoteProps) {
  const expired = remainingMs <= 0;
  return (
    <section
      aria-label="Pay in naira"
      className="w-full space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
    >
      <p>
        You pay{" "}
        <strong className="text-base text-slate-900" data-testid="naira-amount">
          {formatKobo(amountKobo)}
        </strong>
      </p>
      <p>
        Rate used: <strong data-testid="naira-rate">{rateEquation(quote.invoice_currency, quote.rate)}</strong>{" "}
        <span className="text-slate-600">(rate of {formatPortalDate(quote.rate_effective_at)})</span>
      </p>
      {expired ? (
        <>
          <p role="alert" className="font-medium text-red-700">
            {PAYMENT_TEXTS.quoteExpiredOnScreen}
          </p>
          <Button variant="accent" onClick={onRequote} busy={busy}>
            <RefreshCw size={16} aria-hidden /> Get a new quote
          </Button>
        </>
      ) : (
        <>
          <p className="flex items-center gap-1">
            <Clock size={16} aria-hidden /> Rate locked for{" "}
            <strong role="timer" data-testid="naira-countdown">
              {formatCountdown(remainingMs)}
            </strong>
          </p>
          <Button variant="secondary" onClick={onPay} busy={busy}>
            Pay {formatKobo(amountKobo)}
          </Button>
        </>
      )}
    </section>
  );
}
