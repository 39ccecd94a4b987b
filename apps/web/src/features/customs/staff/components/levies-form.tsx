import type { CustomsLevies } from "@app/shared/customs/duty";
import { customsLeviesSchema, TARIFF_TEXTS } from "@app/shared/customs/tariff";
import { staffCustomsContract as op } from "@app/shared/customs/staff.contract";
import { SelectField, TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { call } from "../../../../lib/client";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { useTariffRefresh } from "../api/customs";

const PERCENTS = [
  ["surcharge_percent", "Surcharge (% of duty)"],
  ["ciss_percent", "CISS (%)"],
  ["etls_percent", "ETLS (%)"],
  ["vat_percent", "VAT (%)"],
  ["insurance_percent", "Insurance for CIF (% of FOB)"],
] as const;

const BASES = [
  ["ciss_base", "CISS is a percent of"],
  ["etls_base", "ETLS is a percent of"],
] as const;

/** The levies' rates and bases, as settings (audited); new estimates use them at once, invoices keep theirs. */
export function LeviesForm({ levies }: { levies: CustomsLevies }) {
  const refresh = useTariffRefresh();
  const form = useSchemaForm(customsLeviesSchema, {
    defaultValues: levies,
    submit: async (values) => {
      const answer = await call(op.saveLevies, { body: values }, { fallback: TARIFF_TEXTS.fetchFailed });
      toastSuccess(answer.message);
      form.reset(answer.levies);
      await refresh();
    },
    onFailure: (error) => toastError(errorMessage(error, "The levies could not be saved. Please try again.")),
  });
  const errors = form.formState.errors;
  return (
    <Form form={form} aria-label="Levies" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {PERCENTS.map(([name, label]) => (
        <TextField
          key={name}
          label={label}
          inputMode="decimal"
          error={errors[name]?.message}
          {...form.register(name)}
        />
      ))}
      {BASES.map(([name, label]) => (
        <SelectField key={name} label={label} error={errors[name]?.message} {...form.register(name)}>
          <option value="fob">FOB (the declared value)</option>
          <option value="cif">CIF (value, freight and insurance)</option>
        </SelectField>
      ))}
      <div className="sm:col-span-2 lg:col-span-4">
        <SubmitButton busyLabel="Saving...">Save levies</SubmitButton>
      </div>
    </Form>
  );
}
