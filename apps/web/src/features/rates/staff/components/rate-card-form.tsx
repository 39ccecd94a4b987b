import {
  RATE_DESTINATIONS,
  RATE_DIVISORS,
  RATE_ROUNDING_STEPS,
  RATE_SERVICE_LABELS,
  RATE_SERVICES,
  RATE_UNITS,
} from "@app/shared/rates/rates";
import { CURRENCY_CODES } from "@app/shared/core/enums";
import { RATE_TEXTS, type RateCardFormInput, rateCardFormSchema } from "@app/shared/rates/staff";
import { useFieldArray } from "react-hook-form";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { useConfirmedSave } from "../../../../components/ui/use-confirmed-save";
import { Button } from "../../../../components/ui/button";
import { SelectField, TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { useCreateRateCard } from "../api/rate-cards";

type FieldName = Exclude<keyof RateCardFormInput, "brackets">;

/**
 * The form of a new rate card version: the shared rateCardFormSchema checks it here and on the server, word for
 * word. Amounts in major units of the card's currency; brackets as rows (the last one open, "and above").
 */
export function RateCardForm({
  defaults,
  origins,
  routeFixed,
  onSaved,
}: {
  defaults: RateCardFormInput;
  origins: { city: string; label: string }[];
  /** A new version of an existing route: origin, destination and service stay. */
  routeFixed: boolean;
  onSaved: (id: number) => void;
}) {
  const create = useCreateRateCard();
  const save = async (confirm: boolean) => {
    const answer = await create({ ...form.getValues(), confirm });
    toastSuccess(answer.message);
    onSaved(answer.card.id);
  };
  /** A near-zero rate or a big change soon comes back from the server to be confirmed in the dialog. */
  const { attempt, dialog } = useConfirmedSave(save, RATE_TEXTS.createFailed);
  const form = useSchemaForm(rateCardFormSchema, {
    defaultValues: defaults,
    submit: attempt,
    onFailure: (failure) => toastError(errorMessage(failure, RATE_TEXTS.createFailed)),
  });
  const { register, formState, watch, control } = form;
  const brackets = useFieldArray({ control, name: "brackets" });
  const error = (name: FieldName) => formState.errors[name]?.message as string | undefined;
  const bracketError = (i: number, name: "up_to" | "rate") =>
    formState.errors.brackets?.[i]?.[name]?.message as string | undefined;
  const unit = (watch("unit") as "kg" | "lb") || "kg";
  const kind = watch("pricing_kind");
  const currency = watch("currency") || "";
  const lengthUnit = unit === "lb" ? "in" : "cm";

  return (
    <>
      <Form form={form} className="max-w-4xl space-y-6" aria-label={RATE_TEXTS.newTitle}>
        <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-base font-semibold text-slate-800">Route and service</legend>
          <SelectField
            label="Origin warehouse"
            required
            disabled={routeFixed}
            error={error("origin")}
            {...register("origin")}
          >
            <option value="">Choose…</option>
            {origins.map((o) => (
              <option key={o.city} value={o.city}>
                {o.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Destination"
            required
            disabled={routeFixed}
            error={error("destination")}
            {...register("destination")}
          >
            {RATE_DESTINATIONS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </SelectField>
          <SelectField label="Service" required disabled={routeFixed} error={error("service")} {...register("service")}>
            {RATE_SERVICES.map((s) => (
              <option key={s} value={s}>
                {RATE_SERVICE_LABELS[s]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Valid from"
            type="date"
            required
            hint="Today or later; earlier versions keep pricing what they priced."
            error={error("valid_from")}
            {...register("valid_from")}
          />
          <SelectField label="Currency" required error={error("currency")} {...register("currency")}>
            {CURRENCY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
        </fieldset>

        <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-base font-semibold text-slate-800">Chargeable weight</legend>
          <SelectField label="Unit" required error={error("unit")} {...register("unit")}>
            {RATE_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Volumetric divisor"
            required
            hint={unit === "kg" ? "cm³ per kg" : "in³ per lb"}
            error={error("divisor")}
            {...register("divisor")}
          >
            {[...RATE_DIVISORS.kg, ...RATE_DIVISORS.lb].map((d) => (
              <option key={d} value={String(d)}>
                {d.toLocaleString("en-US")} {RATE_DIVISORS.kg.includes(d) ? "cm³/kg" : "in³/lb"}
              </option>
            ))}
          </SelectField>
          <SelectField label="Round up to" required error={error("rounding")} {...register("rounding")}>
            {[...new Set([...RATE_ROUNDING_STEPS.kg, ...RATE_ROUNDING_STEPS.lb])].map((r) => (
              <option key={r} value={String(r)}>
                {r} {unit}
              </option>
            ))}
          </SelectField>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="mb-2 text-base font-semibold text-slate-800">Price</legend>
          <SelectField label="Pricing" required error={error("pricing_kind")} {...register("pricing_kind")}>
            <option value="brackets">By weight brackets</option>
            <option value="per_unit">Per {unit} with a minimum charge</option>
          </SelectField>
          {kind === "brackets" ? (
            <div className="space-y-2" data-testid="brackets">
              {brackets.fields.map((row, i) => (
                <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
                  <TextField
                    label={`Bracket ${i + 1}: up to (${unit})`}
                    inputMode="decimal"
                    placeholder="and above"
                    error={bracketError(i, "up_to")}
                    {...register(`brackets.${i}.up_to`)}
                  />
                  <TextField
                    label={`Bracket ${i + 1}: rate per ${unit} (${currency})`}
                    inputMode="decimal"
                    error={bracketError(i, "rate")}
                    {...register(`brackets.${i}.rate`)}
                  />
                  <Button
                    variant="secondary"
                    className="mt-6"
                    aria-label={`Remove bracket ${i + 1}`}
                    disabled={brackets.fields.length === 1}
                    onClick={() => brackets.remove(i)}
                  >
                    Remove
                  </Button>
                </div>
              ))}
              {typeof formState.errors.brackets?.message === "string" && (
                <p className="text-sm text-red-600" role="alert">
                  {formState.errors.brackets.message}
                </p>
              )}
              <Button variant="secondary" onClick={() => brackets.append({ up_to: "", rate: "" })}>
                Add bracket
              </Button>
              <p className="text-xs text-slate-500">
                Leave the last bracket's upper weight empty: it covers everything above.
              </p>
            </div>
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField
                label={`Rate per ${unit} (${currency})`}
                required
                inputMode="decimal"
                error={error("per_unit_rate")}
                {...register("per_unit_rate")}
              />
              <TextField
                label={`Minimum charge (${currency})`}
                inputMode="decimal"
                error={error("minimum_charge")}
                {...register("minimum_charge")}
              />
            </div>
          )}
        </fieldset>

        <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-base font-semibold text-slate-800">Surcharges and handling</legend>
          <TextField
            label={`Oversize: longest side over (${lengthUnit})`}
            inputMode="decimal"
            error={error("oversize_side")}
            {...register("oversize_side")}
          />
          <TextField
            label={`Oversize: weight over (${unit})`}
            inputMode="decimal"
            error={error("oversize_weight")}
            {...register("oversize_weight")}
          />
          <TextField
            label={`Oversize fee (${currency})`}
            inputMode="decimal"
            error={error("oversize_fee")}
            {...register("oversize_fee")}
          />
          <TextField
            label={`Fragile fee (${currency})`}
            inputMode="decimal"
            error={error("fragile_fee")}
            {...register("fragile_fee")}
          />
          <TextField
            label="Insurance (% of declared value)"
            inputMode="decimal"
            error={error("insurance_percent")}
            {...register("insurance_percent")}
          />
          <div />
          <TextField
            label={`Consolidation fee per package (${currency})`}
            inputMode="decimal"
            error={error("consolidation_fee")}
            {...register("consolidation_fee")}
          />
          <TextField
            label={`Repack fee per box (${currency})`}
            inputMode="decimal"
            error={error("repack_fee")}
            {...register("repack_fee")}
          />
        </fieldset>

        <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-base font-semibold text-slate-800">Transit time</legend>
          <TextField
            label="Transit days from"
            required
            inputMode="numeric"
            error={error("transit_min")}
            {...register("transit_min")}
          />
          <TextField
            label="Transit days to"
            required
            inputMode="numeric"
            error={error("transit_max")}
            {...register("transit_max")}
          />
        </fieldset>

        <SubmitButton busyLabel="Saving...">Save version</SubmitButton>
      </Form>
      <ConfirmDialog {...dialog} title="Confirm these prices?" confirmLabel="Confirm and save" />
    </>
  );
}
