import { walletAdjustmentSchema, type WALLET_ADJUSTMENTS } from "@app/shared/wallet/staff";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { SelectField, TextAreaField, TextField } from "../../../../components/ui/field";
import { errorMessage } from "../../../../lib/api";
import { useFieldErrors } from "../../../../lib/use-field-errors";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { adjustWallet } from "../api/ledger";

type Values = { customer_id: string; direction: (typeof WALLET_ADJUSTMENTS)[number]; amount: string; reason: string };
const EMPTY: Values = { customer_id: "", direction: "credit", amount: "", reason: "" };

/**
 * Managers and owners credit or debit a customer's wallet with a reason (the server audits it). On the ledger the
 * customer is typed by id; on a customer's page (`customer` given) it is that customer's wallet.
 */
export function AdjustWalletForm({ customer }: { customer?: { id: number; name: string } } = {}) {
  const empty = customer ? { ...EMPTY, customer_id: String(customer.id) } : EMPTY;
  const [values, setValues] = useState<Values>(empty);
  const { formRef, errors, showErrors } = useFieldErrors<Record<string, string>>();
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = walletAdjustmentSchema.safeParse(values);
    if (!checked.success) {
      showErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    showErrors({});
    setBusy(true);
    try {
      const result = await adjustWallet({ ...values, idempotency_key: crypto.randomUUID() });
      toastSuccess(result.message);
      setValues(empty);
      void queryClient.invalidateQueries();
    } catch (e) {
      const fields = (e as { fields?: Record<string, string> }).fields;
      if (fields) showErrors(fields);
      toastError(errorMessage(e, "Could not change the wallet."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <details className="mb-5 rounded-lg border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">
        {customer ? `Credit or debit ${customer.name}'s wallet` : "Credit or debit a wallet"}
      </summary>
      <form ref={formRef} onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
        {!customer && (
          <TextField
            label="Customer ID"
            name="customer_id"
            inputMode="numeric"
            value={values.customer_id}
            onChange={set("customer_id")}
            error={errors.customer_id}
            required
          />
        )}
        <SelectField
          label="Credit or debit"
          name="direction"
          value={values.direction}
          onChange={set("direction")}
          error={errors.direction}
        >
          <option value="credit">Credit (add money)</option>
          <option value="debit">Debit (take money)</option>
        </SelectField>
        <TextField
          label="Amount (₦)"
          name="amount"
          inputMode="decimal"
          value={values.amount}
          onChange={set("amount")}
          error={errors.amount}
          required
        />
        <TextAreaField
          label="Reason"
          name="reason"
          rows={2}
          value={values.reason}
          onChange={set("reason")}
          error={errors.reason}
          required
        />
        <div className="sm:col-span-2">
          <Button type="submit" busy={busy}>
            {busy ? "Saving..." : "Save"}
          </Button>
        </div>
      </form>
    </details>
  );
}
