import { EXCHANGE_RATE_KINDS } from "@app/shared/customs/customs";
import { RATE_CURRENCIES, rateLabel } from "@app/shared/exchange-rates/exchange-rates";
import { publishRateSchema } from "@app/shared/exchange-rates/staff";
import { z } from "zod";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { useConfirmedSave } from "../../../../components/ui/use-confirmed-save";
import { SelectField, TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { EXCHANGE_RATE_PAGE_TEXTS, usePublishRate } from "../api/exchange-rates";

/** The form's own take on the time: a local date and time (datetime-local), sent as an ISO instant. */
const formSchema = publishRateSchema.extend({
  effective_at: z
    .string()
    .trim()
    .optional()
    .refine((text) => !text || !Number.isNaN(new Date(text).getTime()), "Enter a date and time"),
});

/** What each kind of rate is for, as the form offers it and the overview titles it. */
export const RATE_KIND_LABELS = {
  payment: "Payment: invoices paid in naira",
  customs: "Customs: declared values for duty",
} as const;

/**
 * Owners and managers publish a rate (for payments or for customs duty) in force now, or from a later time. A rate
 * far from the one in force, or taking effect before it, comes back to be confirmed in a dialog (the server's 409).
 */
export function PublishRateForm() {
  const publish = usePublishRate();
  const send = async (confirm: boolean) => {
    const values = form.getValues();
    const answer = await publish({
      ...values,
      effective_at: values.effective_at ? new Date(values.effective_at).toISOString() : undefined,
      confirm,
    });
    const kind = answer.rate.kind === "customs" ? "Customs rate: " : "";
    toastSuccess(`${answer.message} ${kind}${rateLabel(answer.rate.currency, answer.rate.rate)}`);
    form.reset({ kind: values.kind, currency: values.currency, rate: "", effective_at: "", note: "" });
  };
  const { attempt, dialog } = useConfirmedSave(send, EXCHANGE_RATE_PAGE_TEXTS.publishFailed);
  const form = useSchemaForm(formSchema, {
    defaultValues: { kind: "payment", currency: "USD", rate: "", effective_at: "", note: "" },
    submit: attempt,
    onFailure: (error) => toastError(errorMessage(error, EXCHANGE_RATE_PAGE_TEXTS.publishFailed)),
  });
  const errors = form.formState.errors;
  return (
    <>
      <Form
        form={form}
        aria-label="Publish a rate"
        className="grid gap-3 rounded-md border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <SelectField label="Rate for" error={errors.kind?.message} {...form.register("kind")}>
          {EXCHANGE_RATE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {RATE_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Currency" error={errors.currency?.message} {...form.register("currency")}>
          {RATE_CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency} → NGN
            </option>
          ))}
        </SelectField>
        <TextField
          label="Naira per unit"
          hint="Exact, up to 6 decimals, e.g. 1605.25"
          inputMode="decimal"
          error={errors.rate?.message}
          {...form.register("rate")}
        />
        <TextField
          label="Takes effect"
          hint="Empty: now"
          type="datetime-local"
          error={errors.effective_at?.message}
          {...form.register("effective_at")}
        />
        <TextField label="Note" hint="Optional" error={errors.note?.message} {...form.register("note")} />
        <div>
          <SubmitButton busyLabel="Publishing...">Publish rate</SubmitButton>
        </div>
      </Form>
      <ConfirmDialog {...dialog} title="Publish this rate?" confirmLabel="Publish rate" />
    </>
  );
}
