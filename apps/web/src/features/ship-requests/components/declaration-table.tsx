import { CURRENCY_CODES } from "@app/shared/enums";
import { formatMoney } from "@app/shared/format";
import type { ShipRequestForm, ShipRequestFormInput } from "@app/shared/ship-requests";
import { Plus, Trash2 } from "lucide-react";
import { type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { SelectField, TextField } from "../../../components/ui/field";

export const EMPTY_ITEM = { description: "", quantity: "1", unit_value: "", currency: "USD", hs_code: "" } as const;

type Form = UseFormReturn<ShipRequestFormInput, unknown, ShipRequestForm>;

/** The running total of what is typed so far (rows without a number count 0). */
function totalOf(items: ShipRequestFormInput["items"] | undefined) {
  let cents = 0;
  for (const item of items ?? []) {
    const quantity = Number(item?.quantity);
    const value = Number(item?.unit_value);
    if (Number.isFinite(quantity) && Number.isFinite(value) && quantity > 0 && value > 0)
      cents += Math.round(quantity) * Math.round(value * 100);
  }
  return cents / 100;
}

/** The customs declaration: one row per kind of item, added and removed, with the total as it is typed. */
export function DeclarationTable({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "items" });
  const items = useWatch({ control: form.control, name: "items" });
  const errors = form.formState.errors.items;
  const currency = items?.[0]?.currency ?? "USD";
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-slate-900">Customs declaration</legend>
      <p className="text-sm text-slate-600">
        Customs want each kind of item on its own line with a specific description: 'Men's leather shoes', not 'gift' or
        'stuff'.
      </p>
      {typeof errors?.message === "string" && (
        <p className="text-sm text-red-600" role="alert">
          {errors.message}
        </p>
      )}
      {fields.map((field, i) => {
        const e = errors?.[i];
        const n = i + 1;
        return (
          <div
            key={field.id}
            className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-12"
            data-testid={`declaration-item-${i}`}
          >
            <TextField
              label={`Item ${n} description`}
              required
              wrapperClassName="sm:col-span-4"
              error={e?.description?.message}
              {...form.register(`items.${i}.description`)}
            />
            <TextField
              label="Quantity"
              required
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              wrapperClassName="sm:col-span-2"
              error={e?.quantity?.message}
              {...form.register(`items.${i}.quantity`)}
            />
            <TextField
              label="Unit value"
              required
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              wrapperClassName="sm:col-span-2"
              error={e?.unit_value?.message}
              {...form.register(`items.${i}.unit_value`)}
            />
            <SelectField
              label="Currency"
              wrapperClassName="sm:col-span-2"
              error={e?.currency?.message}
              {...form.register(`items.${i}.currency`)}
            >
              {CURRENCY_CODES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <TextField
              label="HS code (optional)"
              inputMode="numeric"
              wrapperClassName="sm:col-span-2"
              error={e?.hs_code?.message}
              {...form.register(`items.${i}.hs_code`)}
            />
            {fields.length > 1 && (
              <div className="sm:col-span-12">
                <Button variant="ghost" onClick={() => remove(i)} aria-label={`Remove item ${n}`}>
                  <Trash2 size={16} aria-hidden /> Remove
                </Button>
              </div>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => append({ ...EMPTY_ITEM, currency })}>
          <Plus size={16} aria-hidden /> Add item
        </Button>
        <p className="text-sm font-semibold text-slate-900" data-testid="declaration-total" aria-live="polite">
          Declared total: {formatMoney(totalOf(items), currency)}
        </p>
      </div>
    </fieldset>
  );
}
