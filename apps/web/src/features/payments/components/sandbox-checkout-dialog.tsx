import { PAYMENT_CHANNEL_LABELS, PAYMENT_TEXTS, type PaymentChannel } from "@app/shared/payments/payments";
import * as Dialog from "@radix-ui/react-dialog";
import { CreditCard, FlaskConical, Landmark, Smartphone, X } from "lucide-react";
import type { ReactNode } from "react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { sandboxCheckout } from "../api/payments";

interface SandboxCheckoutDialogProps {
  accessCode: string;
  amountLabel: string;
  email: string;
  /** The channels initialize asked Paystack for (card when left out). */
  channels?: PaymentChannel[];
  /** Shown under the amount: the rate used and the lock's countdown of a naira quote. */
  note?: ReactNode;
  /** The quote's lock ran out: nothing can be paid at this amount any more. */
  expired?: boolean;
  /** The test card was approved: the caller verifies with the server, like after Paystack's onSuccess. */
  onApproved: () => void;
  /** Closed without paying, like Paystack's onCancel. */
  onCancel: () => void;
}

/** A made-up ten-digit account number for the simulated transfer, the same for one checkout. */
function testAccountNumber(accessCode: string): string {
  const digits = [...accessCode].map((c) => c.charCodeAt(0) % 10).join("");
  return `99${digits.slice(-8).padStart(8, "0")}`;
}

/**
 * PAYMENT_PROVIDER=sandbox: a clearly marked stand-in for Paystack's popup. It drives the
 * sandbox's stand-in Paystack transaction through one of the channels the checkout offers (card, a
 * simulated bank transfer, USSD); settlement then runs through the real verify and
 * signed-webhook code on the server. No card data is asked for or sent.
 */
export function SandboxCheckoutDialog({
  accessCode,
  amountLabel,
  email,
  channels = ["card"],
  note,
  expired = false,
  onApproved,
  onCancel,
}: SandboxCheckoutDialogProps) {
  const [busy, setBusy] = useState<"success" | "declined" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [channel, setChannel] = useState<PaymentChannel>(channels[0] ?? "card");
  const locked = busy !== null || expired;

  async function pay(outcome: "success" | "declined") {
    setBusy(outcome);
    setError(null);
    try {
      const result = await sandboxCheckout({ access_code: accessCode, outcome, channel });
      if (result.status === "success") onApproved();
      else setError(result.message || PAYMENT_TEXTS.declined);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white shadow-xl focus:outline-none"
          aria-describedby="sandbox-checkout-description"
        >
          <div className="flex items-center gap-2 rounded-t-xl bg-amber-400 px-4 py-2 text-xs font-bold uppercase tracking-wider text-slate-900">
            <FlaskConical size={16} aria-hidden /> Test mode: no real money moves
          </div>
          <div className="space-y-4 p-5">
            <div className="flex items-start justify-between gap-3">
              <div>
                <Dialog.Title className="text-lg font-bold text-slate-900">TEST checkout</Dialog.Title>
                <p id="sandbox-checkout-description" className="text-sm text-slate-600">
                  {email} · <span className="font-semibold text-slate-900">{amountLabel}</span>
                </p>
              </div>
              <Dialog.Close asChild>
                <button
                  type="button"
                  aria-label="Close"
                  className="rounded p-1 text-slate-500 hover:bg-slate-100"
                  disabled={busy !== null}
                >
                  <X size={18} />
                </button>
              </Dialog.Close>
            </div>
            {note}
            {expired && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
                {PAYMENT_TEXTS.quoteExpiredOnScreen}
              </p>
            )}
            {channels.length > 1 && (
              <fieldset className="flex flex-wrap gap-2" disabled={locked}>
                <legend className="mb-1 text-sm font-medium text-slate-700">Pay with</legend>
                {channels.map((option) => (
                  <label
                    key={option}
                    className="flex cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name="sandbox-channel"
                      value={option}
                      checked={channel === option}
                      onChange={() => setChannel(option)}
                    />
                    {PAYMENT_CHANNEL_LABELS[option]}
                  </label>
                ))}
              </fieldset>
            )}
            {error && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="grid gap-2">
              {channel === "card" && (
                <>
                  <p className="text-sm text-slate-600">Pick a test card to see how a real payment would go.</p>
                  <Button onClick={() => pay("success")} disabled={locked}>
                    <CreditCard size={16} aria-hidden /> {busy === "success" ? "Processing..." : "Successful card"}
                  </Button>
                  <Button variant="danger" onClick={() => pay("declined")} disabled={locked}>
                    <CreditCard size={16} aria-hidden /> {busy === "declined" ? "Processing..." : "Declined card"}
                  </Button>
                </>
              )}
              {channel === "bank_transfer" && (
                <>
                  <p className="text-sm text-slate-600" data-testid="sandbox-transfer-account">
                    Transfer {amountLabel} to Paystack-Titan (TEST), account number {testAccountNumber(accessCode)}.
                  </p>
                  <Button onClick={() => pay("success")} disabled={locked}>
                    <Landmark size={16} aria-hidden />{" "}
                    {busy === "success" ? "Processing..." : "I have sent the transfer"}
                  </Button>
                </>
              )}
              {channel === "ussd" && (
                <>
                  <p className="text-sm text-slate-600">
                    Dial *737*000*{testAccountNumber(accessCode).slice(-4)}# (TEST) and approve {amountLabel}.
                  </p>
                  <Button onClick={() => pay("success")} disabled={locked}>
                    <Smartphone size={16} aria-hidden />{" "}
                    {busy === "success" ? "Processing..." : "I have approved it on my phone"}
                  </Button>
                </>
              )}
              <Button variant="secondary" onClick={onCancel} disabled={busy !== null}>
                Cancel
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
