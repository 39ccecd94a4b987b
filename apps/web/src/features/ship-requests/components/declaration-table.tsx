import { CURRENCY_CODES } from "@app/shared/core/enums";
import { formatMoney } from "@app/shared/core/format";
import type { DutyEstimate } from "@app/shared/customs/estimate";
import type { PublicTariff } from "@app/shared/customs/tariff";
import type { ShipRequestForm, ShipRequestFormInput } from "@app/shared/ship-requests/ship-requests";
import { useRef } from "react";
import { type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { SelectField, TextField } from "../../../components/ui/field";
import { QUANTITY_INPUT, UNIT_AMOUNT_INPUT, RepeatingRows } from "../../../components/ui/repeating-rows";
import { suggestedCode } from "../duty/draft-estimate";
import { HsCodeField, HsHeadingList } from "./hs-code-field";

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

/**
 * The customs declaration: one row per kind of item, added and removed, with the total as it is typed. Each row's
 * HS code is prefilled from its description's suggestion (until the customer types their own) and shows its duty.
 */
export function DeclarationTable({
  form,
  tariff,
  estimate,
}: {
  form: Form;
  tariff?: PublicTariff;
  estimate: DutyEstimate | null;
}) {
  const rows = useFieldArray({ control: form.control, name: "items" });
  const items = useWatch({ control: form.control, name: "items" });
  const errors = form.formState.errors.items;
  const currency = items?.[0]?.currency ?? "USD";
  /** The code each row was prefilled with, by row id: replaced when the description changes, unless edited. */
  const prefilled = useRef(new Map<string, string>());
  const prefill = (i: number, rowId: string) => {
    if (!tariff) return;
    const current = form.getValues(`items.${i}.hs_code`) ?? "";
    if (current !== "" && current !== prefilled.current.get(rowId)) return;
    const code = suggestedCode(form.getValues(`items.${i}.description`), tariff) ?? "";
    prefilled.current.set(rowId, code);
    form.setValue(`items.${i}.hs_code`, code, { shouldValidate: form.formState.isSubmitted });
  };
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
        <>
          <p className="text-sm text-slate-600">
            Customs want each kind of item on its own line with a specific description: 'Men's leather shoes', not
            'gift' or 'stuff'. We suggest each item's HS code from its description; change it if it is wrong.
          </p>
          <HsHeadingList tariff={tariff} />
        </>
      }
      aside={
        <p className="text-sm font-semibold text-slate-900" data-testid="declaration-total" aria-live="polite">
          Declared total: {formatMoney(totalOf(items), currency)}
        </p>
      }
    >
      {(i, rowId) => {
        const e = errors?.[i];
        const description = form.register(`items.${i}.description`);
        return (
          <>
            <TextField
              label={`Item ${i + 1} description`}
              required
              wrapperClassName="sm:col-span-5"
              error={e?.description?.message}
              {...description}
              onBlur={(event) => {
                prefill(i, rowId);
                return description.onBlur(event);
              }}
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
              wrapperClassName="sm:col-span-3"
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
            <HsCodeField
              index={i}
              estimate={estimate}
              error={e?.hs_code?.message}
              {...form.register(`items.${i}.hs_code`)}
            />
          </>
        );
      }}
    </RepeatingRows>
  );
}
