import { CURRENCY_CODES } from "@app/shared/core/enums";
import { formatMoney } from "@app/shared/core/format";
import type { ShipRequestForm, ShipRequestFormInput } from "@app/shared/ship-requests/ship-requests";
import { type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { SelectField, TextField } from "../../../components/ui/field";
import { QUANTITY_INPUT, UNIT_AMOUNT_INPUT, RepeatingRows } from "../../../components/ui/repeating-rows";

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
  const rows = useFieldArray({ control: form.control, name: "items" });
  const items = useWatch({ control: form.control, name: "items" });
  const errors = form.formState.errors.items;
  const currency = items?.[0]?.currency ?? "USD";
  return (
    <RepeatingRows
      rows={rows}
      legend="Customs declaration"
      noun="item"
      newRow={() => ({ ...EMPTY_ITEM, currency })}
      addLabel="Add item"
      error={typeof errors?.message === "string" ? errors.message : undefined}
      gridClassName="grid gap-3 sm:grid-cols-12"
      testId={(i) => `declaration-item-${i}`}
      intro={
        <p className="text-sm text-slate-600">
          Customs want each kind of item on its own line with a specific description: 'Men's leather shoes', not 'gift'
          or 'stuff'.
        </p>
      }
      aside={
        <p className="text-sm font-semibold text-slate-900" data-testid="declaration-total" aria-live="polite">
          Declared total: {formatMoney(totalOf(items), currency)}
        </p>
      }
    >
      {(i) => {
        const e = errors?.[i];
        return (
          <>
            <TextField
              label={`Item ${i + 1} description`}
              required
              wrapperClassName="sm:col-span-4"
              error={e?.description?.message}
              {...form.register(`items.${i}.description`)}
            />
            <TextField
              label="Quantity"
              {...QUANTITY_INPUT}
              wrapperClassName="sm:col-span-2"
              error={e?.quantity?.message}
              {...form.register(`items.${i}.quantity`)}
            />
            <TextField
              label="Unit value"
              {...UNIT_AMOUNT_INPUT}
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
          </>
        );
      }}
    </RepeatingRows>
  );
}
