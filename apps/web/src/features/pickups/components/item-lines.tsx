import { IMAGE_RULES } from "@app/shared/core/form-values";
import type { PickupFormInput, PickupFormValues } from "@app/shared/pickups/pickups";
import type { UseFieldArrayReturn, UseFormReturn } from "react-hook-form";
import { Field, TextField } from "../../../components/ui/field";
import { QUANTITY_INPUT, RepeatingRows } from "../../../components/ui/repeating-rows";

export const EMPTY_ITEM = { item_name: "", length: "", width: "", height: "", weight: "", quantity: "1" };

type Form = UseFormReturn<PickupFormInput, unknown, PickupFormValues>;

interface ItemLinesProps {
  form: Form;
  /** The form's `items` field array (owned by the form, which also needs the row ids on submit). */
  array: UseFieldArrayReturn<PickupFormInput, "items">;
  /** Each item's chosen photo, keyed by the field-array row id so removing a row keeps the others' photos. */
  images: Record<string, File | undefined>;
  imageErrors: Record<string, string | undefined>;
  onImage: (rowId: string, file: File | undefined) => void;
}

/** The items of the pickup form: name, L x W x H in cm, weight in lbs, quantity and an optional photo. */
export function ItemLines({ form, array, images, imageErrors, onImage }: ItemLinesProps) {
  const errors = form.formState.errors.items;
  return (
    <RepeatingRows
      rows={array}
      legend="Items"
      noun="item"
      heading={(n) => `Item ${n}`}
      newRow={() => ({ ...EMPTY_ITEM })}
      addLabel="Add Item"
      error={errors?.message ?? errors?.root?.message}
      gridClassName="grid gap-4 sm:grid-cols-3"
      testId={(i) => `item-${i}`}
      onRemove={(rowId) => onImage(rowId, undefined)}
    >
      {(i, rowId) => {
        const e = errors?.[i];
        const measure = (name: "length" | "width" | "height" | "weight", label: string) => (
          <TextField
            label={label}
            required
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            error={e?.[name]?.message}
            {...form.register(`items.${i}.${name}`)}
          />
        );
        return (
          <>
            <TextField
              label="Item name"
              required
              wrapperClassName="sm:col-span-3"
              error={e?.item_name?.message}
              {...form.register(`items.${i}.item_name`)}
            />
            {measure("length", "Length (cm)")}
            {measure("width", "Width (cm)")}
            {measure("height", "Height (cm)")}
            {measure("weight", "Weight (lbs)")}
            <TextField
              label="Quantity"
              {...QUANTITY_INPUT}
              error={e?.quantity?.message}
              {...form.register(`items.${i}.quantity`)}
            />
            <Field label="Image (optional)" error={imageErrors[rowId]}>
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept={IMAGE_RULES.accept}
                  onChange={(event) => onImage(rowId, event.target.files?.[0] ?? undefined)}
                />
              )}
            </Field>
            {images[rowId] && <p className="text-xs text-slate-500 sm:col-span-3">Photo: {images[rowId]!.name}</p>}
          </>
        );
      }}
    </RepeatingRows>
  );
}
