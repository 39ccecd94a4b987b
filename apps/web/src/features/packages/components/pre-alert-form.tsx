import { CARRIERS, CURRENCY_LABELS } from "@app/shared/core/enums";
import { RECEIPT_RULES, receiptProblem } from "@app/shared/core/form-values";
import {
  type CustomerPackage,
  PRE_ALERT_TEXTS,
  PRE_ALERT_WAREHOUSES,
  type PreAlertFormInput,
  preAlertFormSchema,
  preAlertValuesOf,
  RECEIPT_FIELD,
} from "@app/shared/packages/pre-alert";
import { useNavigate } from "react-router";
import { Field, SelectField, TextAreaField, TextField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { useImagesField } from "../../../components/ui/images-field";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { errorMessage } from "../../../lib/api";
import { useCustomer } from "../../../lib/customer-session";
import { toastError, toastSuccess } from "../../../lib/toast";
import { usePreAlertSave } from "../api/save-pre-alert";

const emptyFor = (warehouseChoice: string): PreAlertFormInput => ({
  carrier_tracking_number: "",
  carrier: "",
  warehouse: (PRE_ALERT_WAREHOUSES.find((w) => w.city === warehouseChoice) ?? PRE_ALERT_WAREHOUSES[0]!).city,
  store: "",
  description: "",
  declared_value: "",
  declared_currency: "",
  remove_receipt: false,
});

/**
 * "Tell us about a package on its way": the same schema as the API; the optional receipt (one image or PDF) is
 * checked at once with the server's rules and again by content on the server. `existing` makes it the edit form.
 */
export function PreAlertForm({ existing }: { existing?: CustomerPackage }) {
  const navigate = useNavigate();
  const customer = useCustomer();
  const save = usePreAlertSave(existing?.id);
  const receipt = useImagesField(receiptProblem);
  const form = useSchemaForm(preAlertFormSchema, {
    defaultValues: existing ? preAlertValuesOf(existing) : emptyFor(customer.warehouse_choice),
    submit: async () => {
      if (!receipt.check()) return;
      // The typed values go as typed (the server's schema reads them again); the parsed ones hold nulls.
      const answer = await save.mutateAsync({ fields: form.getValues(), receipt: receipt.images });
      toastSuccess(answer.message ?? (existing ? PRE_ALERT_TEXTS.updated : PRE_ALERT_TEXTS.created));
      navigate("/user/packages?tab=expected");
    },
    fieldErrorHandlers: { [RECEIPT_FIELD]: receipt.setError },
    onFailure: (error) => toastError(errorMessage(error, PRE_ALERT_TEXTS.saveFailed)),
  });
  const { errors } = form.formState;

  return (
    <Form form={form} className="space-y-4" aria-label={existing ? "Edit pre-alert" : "Pre-alert a package"}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Carrier tracking number"
          required
          autoComplete="off"
          spellCheck={false}
          hint="As the store or carrier gave it; spaces and dashes do not matter."
          error={errors.carrier_tracking_number?.message}
          {...form.register("carrier_tracking_number")}
        />
        <SelectField label="Carrier" error={errors.carrier?.message} {...form.register("carrier")}>
          <option value="">Not sure</option>
          {CARRIERS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField
        label="Warehouse it is going to"
        required
        hint="The suite address you gave the store."
        error={errors.warehouse?.message}
        {...form.register("warehouse")}
      >
        {PRE_ALERT_WAREHOUSES.map((w) => (
          <option key={w.city} value={w.city}>
            {w.label}
          </option>
        ))}
      </SelectField>
      <TextField label="Store or sender" error={errors.store?.message} {...form.register("store")} />
      <TextAreaField
        label="What is in it"
        required
        rows={3}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Declared value"
          inputMode="decimal"
          error={errors.declared_value?.message}
          {...form.register("declared_value")}
        />
        <SelectField label="Currency" error={errors.declared_currency?.message} {...form.register("declared_currency")}>
          <option value="">Select a currency</option>
          {CURRENCY_LABELS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      </div>
      {existing?.receipt && (
        <div className="space-y-1 text-sm">
          <p className="text-slate-700">
            Receipt attached:{" "}
            <a className="font-medium text-brand-700 underline" href={existing.receipt.url}>
              {existing.receipt.name ?? "receipt"}
            </a>
          </p>
          <label className="flex items-center gap-2 text-slate-700">
            <input type="checkbox" className="h-4 w-4" {...form.register("remove_receipt")} />
            Remove this receipt
          </label>
        </div>
      )}
      <Field
        label={existing?.receipt ? "Replace the receipt (optional)" : "Invoice or receipt (optional)"}
        error={receipt.error}
        hint="One image (JPEG, PNG, GIF or WebP) or PDF of at most 5 MB."
      >
        {(control) => (
          <input
            {...control}
            ref={receipt.input}
            type="file"
            name={RECEIPT_FIELD}
            accept={RECEIPT_RULES.accept}
            onChange={(e) => receipt.choose(Array.from(e.target.files ?? []))}
          />
        )}
      </Field>
      <SubmitButton busyLabel="Saving...">{existing ? "Save changes" : "Tell us about this package"}</SubmitButton>
    </Form>
  );
}
