import { PAYMENT_TEXTS } from "@app/shared/payments/payments";
import { formatKobo, type TopUpStarted, topUpSchema, WALLET_TEXTS } from "@app/shared/wallet/wallet";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";
import { usePaymentSettled } from "../../../lib/payment-settled";
import { startTopUp, verifyTopUp } from "../api/wallet";

/** The TEST dialog (Radix Dialog) loads only when a sandbox top-up starts. */
const SandboxTopUpDialog = lazy(() =>
  import("./sandbox-top-up-dialog").then((module) => ({ default: module.SandboxTopUpDialog })),
);

/**
 * Top up the wallet in naira: the server starts the provider's checkout (card, bank transfer or USSD), and credits the
 * wallet only once it has verified the payment with the provider.
 */
export function TopUpForm() {
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [sandbox, setSandbox] = useState<TopUpStarted | null>(null);
  const settled = usePaymentSettled();

  async function confirm(reference: string) {
    setBusy(true);
    try {
      const result = await verifyTopUp(reference);
      if (result.credited) {
        toastSuccess(`${WALLET_TEXTS.topUpConfirmed} New balance ${formatKobo(result.balance_minor)}.`);
        setAmount("");
      } else toastError(result.message);
    } catch (e) {
      toastError(errorMessage(e, WALLET_TEXTS.topUpNotConfirmed));
    } finally {
      setBusy(false);
      // The server has settled the top-up, whatever it answered: the wallet (and what shows it) loads again.
      void settled();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = topUpSchema.safeParse({ amount });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    let started: TopUpStarted;
    try {
      started = await startTopUp(amount);
    } catch (e) {
      setBusy(false);
      toastError(errorMessage(e, WALLET_TEXTS.topUpStartFailed));
      return;
    }
    if (started.provider === "sandbox") {
      setSandbox(started);
      return;
    }
    try {
      const { default: PaystackPop } = await import("@paystack/inline-js");
      new PaystackPop().resumeTransaction(started.access_code, {
        onSuccess: () => void confirm(started.reference),
        onCancel: () => {
          setBusy(false);
          toastError(PAYMENT_TEXTS.cancelled);
        },
        onError: () => {
          setBusy(false);
          toastError(WALLET_TEXTS.topUpStartFailed);
        },
      });
    } catch {
      setBusy(false);
      toastError(WALLET_TEXTS.topUpStartFailed);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
      <TextField
        label="Top-up amount (₦)"
        name="amount"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error}
        wrapperClassName="w-56"
        required
      />
      <Button type="submit" busy={busy}>
        {busy ? "Please wait..." : "Top up"}
      </Button>
      {sandbox && (
        <Suspense fallback={null}>
          <SandboxTopUpDialog
            accessCode={sandbox.access_code}
            amountLabel={formatKobo(sandbox.amount_minor)}
            onApproved={() => {
              setSandbox(null);
              void confirm(sandbox.reference);
            }}
            onCancel={() => {
              setSandbox(null);
              setBusy(false);
              toastError(PAYMENT_TEXTS.cancelled);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
