import { IMAGE_RULES } from "@app/shared/form-values";
import type { PickupFormInput, PickupFormValues } from "@app/shared/pickups";
import { Plus, Trash2 } from "lucide-react";
import type { UseFieldArrayReturn, UseFormReturn } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { Field, TextField } from "../../../components/ui/field";

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
  const { fields, append, remove } = array;
  const errors = form.formState.errors.items;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">Items</legend>
      {listError && (
        <p className="text-sm text-red-600" role="alert">
          {listError}
        </p>
      )}
      {fields.map((field, i) => {
        const e = errors?.[i];
        const n = i + 1;
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
          <div key={field.id} className="rounded-md border border-slate-200 p-4" data-testid={`item-${i}`}>
            <div className="mb-3 flex items-center justify-between">
              <h2 className="font-semibold text-slate-800">Item {n}</h2>
              {fields.length > 1 && (
                <Button
                  variant="ghost"
                  onClick={() => {
                    onImage(field.id, undefined);
                    remove(i);
                  }}
                  aria-label={`Remove item ${n}`}
                >
                  <Trash2 size={16} aria-hidden /> Remove
                </Button>
              )}
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
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
                required
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                error={e?.quantity?.message}
                {...form.register(`items.${i}.quantity`)}
              />
              <Field label="Image (optional)" error={imageErrors[field.id]}>
                {(control) => (
                  <input
                    {...control}
                    type="file"
                    accept={IMAGE_RULES.accept}
                    onChange={(event) => onImage(field.id, event.target.files?.[0] ?? undefined)}
                  />
                )}
              </Field>
            </div>
            {images[field.id] && <p className="mt-2 text-xs text-slate-500">Photo: {images[field.id]!.name}</p>}
          </div>
        );
      })}
      <Button variant="secondary" onClick={() => append({ ...EMPTY_ITEM })}>
        <Plus size={16} aria-hidden /> Add Item
      </Button>
    </fieldset>
  );
}
