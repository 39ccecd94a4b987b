import { formatMoney } from "@app/shared/core/format";
import type { Invoice } from "@app/shared/invoices/invoices";
import {
  type InitializePaymentResponse,
  PAYMENT_TEXTS,
  rateEquation,
  toMinorUnits,
} from "@app/shared/payments/payments";
import { formatMinor } from "@app/shared/rates/rates";
import { formatKobo } from "@app/shared/wallet/wallet";
import { CreditCard } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";
import { initializePayment, verifyPayment } from "../api/payments";
import { usePaymentSettled } from "../../../lib/payment-settled";
import { openPaystackPopup } from "../paystack-popup";
import { formatCountdown, NairaQuote, useLockCountdown } from "./naira-quote";
import { SandboxCheckoutDialog } from "./sandbox-checkout-dialog";

interface PayButtonProps {
  invoice: Invoice;
  email: string;
  /**
   * The server confirmed the payment; here is the invoice as it stands now (paid). The invoice, its lists, the home's
   * counts and the wallet are refreshed already (usePaymentSettled).
   */
  onPaid?: (invoice: Invoice) => void;
}

type Phase = "idle" | "starting" | "checkout" | "verifying";
/**
 * A started checkout, with when this screen asked for it (its quote's lock is counted from then) and the amount due
 * (the invoice's minor unit) it was started for.
 */
type Started = InitializePaymentResponse & { askedAt: number; dueMinor: number };

/** What the checkout charges: the invoice's amount in its own currency, or the locked naira. */
function chargeLabel(started: InitializePaymentResponse): string {
  return started.currency === "NGN"
    ? formatKobo(started.amount_minor)
    : formatMoney(started.amount_minor / 100, started.currency);
}

/**
 * 'Pay {symbol}{amount}': the server starts the transaction, the customer pays in Paystack's popup
 * (or the sandbox's TEST dialog), then the server verifies it with the provider. Only the server's
 * answer turns into 'Payment Success!'; closing the checkout shows 'Payment cancelled'. An invoice in another
 * currency is charged in naira at a locked rate: the quote stays on the screen with its countdown, can be paid again
 * while it lasts, and is replaced by a new quote once it runs out (docs/decisions/0044).
 */
export function PayButton({ invoice, email, onPaid }: PayButtonProps) {
  const [phase, setPhase] = useState<Phase>("idle");
  const [startedFor, setStarted] = useState<Started | null>(null);
  const [sandboxOpen, setSandboxOpen] = useState(false);
  // What is still due: a partly paid invoice (from the wallet, say) is charged only its balance.
  const dueMinor = toMinorUnits(invoice.total_amount) - invoice.amount_paid_minor;
  const amountLabel = formatMinor(dueMinor, invoice.currency);
  // A checkout started for another amount due (the wallet paid part since) would not pay the invoice: the settlement
  // credits it to the wallet (decision 0102). Once it is no longer open it is forgotten, and the next click starts one
  // for what is due now.
  const started = startedFor && (startedFor.dueMinor === dueMinor || phase !== "idle") ? startedFor : null;
  const quote = started?.quote ?? null;
  const remainingMs = useLockCountdown(quote, started?.askedAt ?? 0);
  const settled = usePaymentSettled();

  async function confirm(reference: string) {
    setPhase("verifying");
    try {
      const result = await verifyPayment(reference);
      // Whatever it says, the server has settled the checkout: money may have gone to the invoice or to the wallet.
      void settled(result.invoice);
      if (result.paid) {
        setStarted(null);
        toastSuccess(PAYMENT_TEXTS.success);
        onPaid?.(result.invoice);
      } else {
        toastError(result.message);
        // Paid meanwhile (in another tab): this payment went to the wallet, and the page shows the invoice paid.
        if (result.invoice.status === "paid") {
          setStarted(null);
          onPaid?.(result.invoice);
        }
      }
    } catch (error) {
      toastError(errorMessage(error, PAYMENT_TEXTS.notConfirmed));
    } finally {
      setPhase("idle");
    }
  }

  function cancelled(reference: string) {
    setPhase("idle");
    toastError(PAYMENT_TEXTS.cancelled);
    // Records the attempt's outcome on the server; if the provider did take the money after all, it settles.
    verifyPayment(reference)
      .then((result) => {
        if (!result.paid) return;
        void settled(result.invoice);
        setStarted(null);
        onPaid?.(result.invoice);
      })
      .catch(() => undefined);
  }

  async function start() {
    setPhase("starting");
    const askedAt = Date.now();
    let answer: InitializePaymentResponse;
    try {
      answer = await initializePayment(invoice.id);
    } catch (error) {
      setPhase("idle");
      toastError(errorMessage(error, PAYMENT_TEXTS.startFailed));
      return;
    }
    const fresh = { ...answer, askedAt, dueMinor };
    setStarted(fresh);
    await openCheckout(fresh);
  }

  /** Opens the provider's checkout for a started payment (again, after a cancel, while its quote lasts). */
  async function openCheckout(payment: Started) {
    setPhase("checkout");
    if (payment.provider === "sandbox") {
      setSandboxOpen(true);
      return;
    }
    try {
      await openPaystackPopup(payment.access_code, {
        onSuccess: () => void confirm(payment.reference),
        onCancel: () => cancelled(payment.reference),
        onError: (error) => {
          setPhase("idle");
          toastError(error?.message || PAYMENT_TEXTS.startFailed);
        },
      });
    } catch {
      setPhase("idle");
      toastError(PAYMENT_TEXTS.startFailed);
    }
  }

  const label =
    phase === "starting" ? "Please wait..." : phase === "verifying" ? "Confirming payment..." : `Pay ${amountLabel}`;
  const quoteNote = quote && (
    <p className="text-sm text-slate-600" data-testid="sandbox-quote">
      {rateEquation(quote.invoice_currency, quote.rate)} · locked for {formatCountdown(remainingMs)}
    </p>
  );
  return (
    <div className="flex w-full flex-col items-end gap-3">
      {!quote && (
        <Button
          variant="accent"
          className="min-w-40 text-base"
          onClick={start}
          disabled={phase !== "idle"}
          aria-busy={phase !== "idle"}
        >
          <CreditCard size={18} aria-hidden /> {label}
        </Button>
      )}
      {started && quote && (
        <NairaQuote
          quote={quote}
          amountKobo={started.amount_minor}
          remainingMs={remainingMs}
          busy={phase !== "idle"}
          onPay={() => void openCheckout(started)}
          onRequote={() => void start()}
        />
      )}
      {started && sandboxOpen && (
        <SandboxCheckoutDialog
          accessCode={started.access_code}
          amountLabel={chargeLabel(started)}
          email={email}
          channels={started.channels}
          note={quoteNote}
          expired={quote !== null && remainingMs <= 0}
          onApproved={() => {
            setSandboxOpen(false);
            void confirm(started.reference);
          }}
          onCancel={() => {
            setSandboxOpen(false);
            cancelled(started.reference);
          }}
        />
      )}
    </div>
  );
}
