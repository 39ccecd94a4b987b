import { CURRENCY_CODES } from "@app/shared/core/enums";
import { formatMoney } from "@app/shared/core/format";
import type { DutyEstimate } from "@app/shared/customs/estimate";
import type { PublicTariff } from "@app/shared/customs/tariff";
import {
  SHIP_REQUEST_TEXTS,
  type ShipRequestForm,
  type ShipRequestFormInput,
} from "@app/shared/ship-requests/ship-requests";
import { useRef } from "react";
import { type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { SelectField, TextField } from "../../../components/ui/field";
import { QUANTITY_INPUT, UNIT_AMOUNT_INPUT, RepeatingRows } from "../../../components/ui/repeating-rows";
import { suggestedCode } from "../duty/draft-estimate";
import { HsCodeField, HsHeadingList } from "./hs-code-field";

export const EMPTY_ITEM = { description: "", quantity: "1", unit_value: "", currency: "USD", hs_code: "" } as const;

type Form = UseFormReturn<ShipRequestFormInput, unknown, ShipRequestForm>;

/**
 * The running total of what is typed so far, per currency in the order the rows name them (rows without a number
 * count 0): rows in two currencies were added up as one ('$120.50' and '£500' read 'Declared total: $620.50').
 */
function totalsOf(items: ShipRequestFormInput["items"] | undefined, first: string): Map<string, number> {
  const cents = new Map<string, number>([[first, 0]]);
  for (const item of items ?? []) {
    const quantity = Number(item?.quantity);
    const value = Number(item?.unit_value);
    const currency = item?.currency || first;
    if (!cents.has(currency)) cents.set(currency, 0);
    if (Number.isFinite(quantity) && Number.isFinite(value) && quantity > 0 && value > 0)
      cents.set(currency, (cents.get(currency) ?? 0) + Math.round(quantity) * Math.round(value * 100));
  }
  return cents;
}

/** 'Declared total: $620.50', or each currency's and the one-currency rule while rows name several. */
function DeclaredTotal({ items, currency }: { items: ShipRequestFormInput["items"] | undefined; currency: string }) {
  const totals = [...totalsOf(items, currency)];
  return (
    <p className="text-sm font-semibold text-slate-900" data-testid="declaration-total" aria-live="polite">
      Declared total: {totals.map(([code, cents]) => formatMoney(cents / 100, code)).join(" + ")}
      {totals.length > 1 && <span className="block font-normal text-red-700">{SHIP_REQUEST_TEXTS.oneCurrency}</span>}
    </p>
  );
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
      aside={<DeclaredTotal items={items} currency={currency} />}
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
