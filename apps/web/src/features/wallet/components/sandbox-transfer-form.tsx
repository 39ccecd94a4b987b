import { sandboxTransferSchema, VIRTUAL_ACCOUNT_TEXTS } from "@app/shared/wallet/virtual-accounts";
import { TextField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { errorMessage } from "../../../lib/api";
import { toastError } from "../../../lib/toast";
import { sendSandboxTransfer } from "../api/virtual-account";
import { usePaymentSettled } from "../../../lib/payment-settled";

/** PAYMENT_PROVIDER=sandbox: send a simulated bank transfer into the customer's account number. */
export function SandboxTransferForm({ onSent }: { onSent: (kobo: number) => void }) {
  const settled = usePaymentSettled();
  const form = useSchemaForm(sandboxTransferSchema, {
    defaultValues: { amount: "" },
    // The schema checks the naira as typed (and reads it as kobo); the API takes it as typed.
    submit: async () => {
      try {
        const result = await sendSandboxTransfer(form.getValues("amount"));
        if (result.outcome !== "credited") return toastError(result.message);
        onSent(result.amount_minor);
        form.reset({ amount: "" });
      } finally {
        // A transfer into the account number credits the wallet: the wallet (and what shows it) loads again.
        void settled();
      }
    },
    onFailure: (e) => toastError(errorMessage(e, "Could not send the test transfer.")),
  });

  return (
    <Form
      form={form}
      className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-3"
      aria-label={VIRTUAL_ACCOUNT_TEXTS.sandboxTitle}
    >
      <TextField
        label="Test transfer amount (₦)"
        inputMode="decimal"
        error={form.formState.errors.amount?.message}
        wrapperClassName="w-56"
        required
        {...form.register("amount")}
      />
      <SubmitButton variant="secondary" busyLabel="Please wait...">
        {VIRTUAL_ACCOUNT_TEXTS.sandboxSend}
      </SubmitButton>
    </Form>
  );
}
