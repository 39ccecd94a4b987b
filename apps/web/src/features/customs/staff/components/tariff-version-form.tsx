import { CUSTOMS_RESTRICTIONS } from "@app/shared/customs/customs";
import {
  TARIFF_TEXTS,
  type TariffVersion,
  type TariffVersionInput,
  tariffVersionFormSchema,
} from "@app/shared/customs/tariff";
import { staffCustomsContract as op } from "@app/shared/customs/staff.contract";
import { todayText } from "@app/shared/rates/staff";
import { useEffect } from "react";
import { SelectField, TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { call } from "../../../../lib/client";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { useTariffRefresh } from "../api/customs";

export const RESTRICTION_LABELS = {
  none: "None",
  restricted: "Restricted (needs a permit or condition)",
  prohibited: "Prohibited",
} as const;

const blank = (): TariffVersionInput => ({
  heading: "",
  description: "",
  keywords: "",
  duty_rate: "",
  restriction: "none",
  restriction_note: "",
  valid_from: todayText(),
});

/** The form's values for a new version of `base` (its heading, words and rates), valid from today. */
const fromVersion = (base: TariffVersion): TariffVersionInput => ({
  heading: base.heading,
  description: base.description,
  keywords: base.keywords,
  duty_rate: base.duty_rate,
  restriction: base.restriction,
  restriction_note: base.restriction_note ?? "",
  valid_from: todayText(),
});

/**
 * A new version of a heading (or a new heading): duty rate, restriction and its note, from a date; versions never
 * change, so invoices priced earlier keep theirs. `base` prefills it from a heading's current version.
 */
export function TariffVersionForm({ base }: { base: TariffVersion | null }) {
  const refresh = useTariffRefresh();
  const form = useSchemaForm(tariffVersionFormSchema, {
    defaultValues: blank(),
    submit: async (values) => {
      const answer = await call(op.addVersion, { body: values }, { fallback: TARIFF_TEXTS.fetchFailed });
      toastSuccess(`${answer.message} HS ${answer.version.heading}: ${answer.version.duty_rate} %`);
      form.reset(blank());
      await refresh();
    },
    onFailure: (error) => toastError(errorMessage(error, "The tariff version could not be saved. Please try again.")),
  });
  useEffect(() => {
    if (base) form.reset(fromVersion(base));
  }, [base, form.reset]);
  const errors = form.formState.errors;
  return (
    <Form form={form} aria-label="New tariff version" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <TextField
        label="Heading"
        required
        hint="4 or 6 digits, e.g. 8517"
        inputMode="numeric"
        error={errors.heading?.message}
        {...form.register("heading")}
      />
      <TextField label="Description" required error={errors.description?.message} {...form.register("description")} />
      <TextField
        label="Duty rate (% of CIF)"
        required
        inputMode="decimal"
        error={errors.duty_rate?.message}
        {...form.register("duty_rate")}
      />
      <TextField
        label="Keywords"
        hint="Comma-separated words that suggest this heading from an item's description"
        wrapperClassName="sm:col-span-2"
        error={errors.keywords?.message}
        {...form.register("keywords")}
      />
      <TextField
        label="Valid from"
        required
        type="date"
        error={errors.valid_from?.message}
        {...form.register("valid_from")}
      />
      <SelectField label="Restriction" error={errors.restriction?.message} {...form.register("restriction")}>
        {CUSTOMS_RESTRICTIONS.map((r) => (
          <option key={r} value={r}>
            {RESTRICTION_LABELS[r]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Restriction note"
        hint="What customers need, or why it cannot be imported (required when restricted or prohibited)"
        wrapperClassName="sm:col-span-2"
        error={errors.restriction_note?.message}
        {...form.register("restriction_note")}
      />
      <div className="sm:col-span-2 lg:col-span-3">
        <SubmitButton busyLabel="Saving...">Save tariff version</SubmitButton>
      </div>
    </Form>
  );
}
