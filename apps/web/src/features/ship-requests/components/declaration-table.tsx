import { CURRENCY_CODES } from "@app/shared/core/enums";
import { formatMoney } from "@app/shared/core/format";
import type { DutyEstimate } from "@app/shared/customs/estimate";
import type { PublicTariff } from "@app/shared/customs/tariff";
import {
  declarationItemSchema,
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

const { quantity: quantityRule, unit_value: unitValueRule } = declarationItemSchema.shape;

/**
 * A row's value in cents as the server reads it (the shared schema's rules), or 0 while its quantity or unit value
 * is one the server refuses: a quantity of 1.5 was counted as 2.
 */
function rowCents(item: ShipRequestFormInput["items"][number] | undefined): number {
  const quantity = quantityRule.safeParse(item?.quantity);
  const value = unitValueRule.safeParse(item?.unit_value);
  return quantity.success && value.success ? quantity.data * Math.round(value.data * 100) : 0;
}

/**
 * The running total of what is typed so far, per currency in the order the rows name them (rows without a number,
 * or with one refused, count 0): rows in two currencies were added up as one ('$120.50' and '£500' read 'Declared
 * total: $620.50').
 */
function totalsOf(items: ShipRequestFormInput["items"] | undefined, first: string): Map<string, number> {
  const cents = new Map<string, number>([[first, 0]]);
  for (const item of items ?? []) {
    const currency = item?.currency || first;
    cents.set(currency, (cents.get(currency) ?? 0) + rowCents(item));
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
  /**
   * A number the total counts is checked when it is left typed (and again as it is fixed): one the server refuses
   * shows why, rather than a total that quietly leaves it out. An empty one waits for the submit.
   */
  const checkedAsTyped = (path: `items.${number}.quantity` | `items.${number}.unit_value`) =>
    form.register(path, {
      onBlur: () => {
        if (String(form.getValues(path) ?? "").trim() !== "") void form.trigger(path);
      },
      onChange: () => {
        if (form.getFieldState(path).error) void form.trigger(path);
      },
    });
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
              {...checkedAsTyped(`items.${i}.quantity`)}
            />
            <TextField
              label="Unit value"
              {...UNIT_AMOUNT_INPUT}
              wrapperClassName="sm:col-span-3"
              error={e?.unit_value?.message}
              {...checkedAsTyped(`items.${i}.unit_value`)}
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
