import { formatMoney } from "@app/shared/core/format";
import type { Invoice } from "@app/shared/invoices/invoices";
import { type InitializePaymentResponse, PAYMENT_TEXTS } from "@app/shared/payments/payments";
import { CreditCard } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";
import { initializePayment, verifyPayment } from "../api/payments";
import { openPaystackPopup } from "../paystack-popup";
import { SandboxCheckoutDialog } from "./sandbox-checkout-dialog";

interface PayButtonProps {
  invoice: Invoice;
  email: string;
  /** The server confirmed the payment; here is the invoice as it stands now (paid). */
  onPaid: (invoice: Invoice) => void;
}

type Phase = "idle" | "starting" | "checkout" | "verifying";

/**
 * 'Pay {symbol}{amount}': the server starts the transaction, the customer pays in Paystack's popup
 * (or the sandbox's TEST dialog), then the server verifies it with the provider. Only the server's
 * answer turns into 'Payment Success!'; closing the checkout shows 'Payment cancelled'.
 */
export function PayButton({ invoice, email, onPaid }: PayButtonProps) {
  const [phase, setPhase] = useState<Phase>("idle");
  const [sandbox, setSandbox] = useState<InitializePaymentResponse | null>(null);
  const amountLabel = formatMoney(invoice.total_amount, invoice.currency);

  async function confirm(reference: string) {
    setPhase("verifying");
    try {
      const result = await verifyPayment(reference);
      if (result.paid) {
        toastSuccess(PAYMENT_TEXTS.success);
        onPaid(result.invoice);
      } else {
        toastError(result.message);
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
        if (result.paid) onPaid(result.invoice);
      })
      .catch(() => undefined);
  }

  async function start() {
    setPhase("starting");
    let started: InitializePaymentResponse;
    try {
      started = await initializePayment(invoice.id);
    } catch (error) {
      setPhase("idle");
      toastError(errorMessage(error, PAYMENT_TEXTS.startFailed));
      return;
    }
    setPhase("checkout");
    if (started.provider === "sandbox") {
      setSandbox(started);
      return;
    }
    try {
      await openPaystackPopup(started.access_code, {
        onSuccess: () => void confirm(started.reference),
        onCancel: () => cancelled(started.reference),
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
  return (
    <>
      <Button
        variant="accent"
        className="min-w-40 text-base"
        onClick={start}
        disabled={phase !== "idle"}
        aria-busy={phase !== "idle"}
      >
        <CreditCard size={18} aria-hidden /> {label}
      </Button>
      {sandbox && (
        <SandboxCheckoutDialog
          accessCode={sandbox.access_code}
          amountLabel={amountLabel}
          email={email}
          onApproved={() => {
            setSandbox(null);
            void confirm(sandbox.reference);
          }}
          onCancel={() => {
            setSandbox(null);
            cancelled(sandbox.reference);
          }}
        />
      )}
    </>
  );
}
