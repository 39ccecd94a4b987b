import * as Dialog from "@radix-ui/react-dialog";
import { CreditCard, FlaskConical } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { sandboxPay } from "../api/wallet";

interface Props {
  accessCode: string;
  amountLabel: string;
  onApproved: () => void;
  onCancel: () => void;
}

/** PAYMENT_PROVIDER=sandbox: the TEST stand-in for Paystack's checkout of a top-up (card or transfer). */
export function SandboxTopUpDialog({ accessCode, amountLabel, onApproved, onCancel }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function pay(outcome: "success" | "declined") {
    setBusy(true);
    setError(null);
    try {
      const result = await sandboxPay(accessCode, outcome);
      if (result.status === "success") onApproved();
      else setError(result.message);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white shadow-xl focus:outline-none"
          aria-describedby="sandbox-top-up-description"
        >
          <div className="flex items-center gap-2 rounded-t-xl bg-amber-400 px-4 py-2 text-xs font-bold uppercase tracking-wider text-slate-900">
            <FlaskConical size={16} aria-hidden /> Test mode: no real money moves
          </div>
          <div className="space-y-4 p-5">
            <Dialog.Title className="text-lg font-bold text-slate-900">TEST checkout</Dialog.Title>
            <p id="sandbox-top-up-description" className="text-sm text-slate-600">
              Wallet top-up · <span className="font-semibold text-slate-900">{amountLabel}</span>
            </p>
            {error && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
                {error}
              </p>
            )}
            <div className="grid gap-2">
              <Button onClick={() => pay("success")} busy={busy}>
                <CreditCard size={16} aria-hidden /> Successful card
              </Button>
              <Button variant="danger" onClick={() => pay("declined")} busy={busy}>
                <CreditCard size={16} aria-hidden /> Declined card
              </Button>
              <Button variant="secondary" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
