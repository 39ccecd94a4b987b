import { sandboxTransferSchema, VIRTUAL_ACCOUNT_TEXTS } from "@app/shared/wallet/virtual-accounts";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { toastError } from "../../../lib/toast";
import { sendSandboxTransfer } from "../api/virtual-account";
import { useRefreshWallet } from "../api/wallet";

/** PAYMENT_PROVIDER=sandbox: send a simulated bank transfer into the customer's account number. */
export function SandboxTransferForm({ onSent }: { onSent: (kobo: number) => void }) {
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshWallet();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = sandboxTransferSchema.safeParse({ amount });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const result = await sendSandboxTransfer(amount);
      if (result.outcome === "credited") {
        onSent(result.amount_minor);
        setAmount("");
      } else toastError(result.message);
    } catch (e) {
      toastError(errorMessage(e, "Could not send the test transfer."));
    } finally {
      setBusy(false);
      void refresh();
    }
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-3"
      aria-label={VIRTUAL_ACCOUNT_TEXTS.sandboxTitle}
      noValidate
    >
      <TextField
        label="Test transfer amount (₦)"
        name="transfer_amount"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error}
        wrapperClassName="w-56"
        required
      />
      <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
        {busy ? "Please wait..." : VIRTUAL_ACCOUNT_TEXTS.sandboxSend}
      </Button>
    </form>
  );
}
