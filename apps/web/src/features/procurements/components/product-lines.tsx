import type { ProcurementFormInput, ProcurementFormValues } from "@app/shared/procurements";
import { Plus, Trash2 } from "lucide-react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextField } from "../../../components/ui/field";

export const EMPTY_PRODUCT = {
  product_name: "",
  product_link: "",
  size: "",
  colour: "",
  quantity: "1",
  unit_price: "",
  image_link: "",
};

type Form = UseFormReturn<ProcurementFormInput, unknown, ProcurementFormValues>;

/** The product lines of the procurement form: added and removed, never fewer than one. */
export function ProductLines({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "products" });
  const errors = form.formState.errors.products;
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">Products</legend>
      {typeof errors?.message === "string" && (
        <p className="text-sm text-red-600" role="alert">
          {errors.message}
        </p>
      )}
      {fields.map((field, i) => {
        const e = errors?.[i];
        const n = i + 1;
        return (
          <div key={field.id} className="rounded-md border border-slate-200 p-4" data-testid={`product-${i}`}>
            <div className="mb-3 flex items-center justify-between">
              <h2 className="font-semibold text-slate-800">Product {n}</h2>
              {fields.length > 1 && (
                <Button variant="ghost" onClick={() => remove(i)} aria-label={`Remove product ${n}`}>
                  <Trash2 size={16} aria-hidden /> Remove
                </Button>
              )}
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Product name"
                required
                error={e?.product_name?.message}
                {...form.register(`products.${i}.product_name`)}
              />
              <TextField
                label="Product link"
                required
                type="url"
                placeholder="https://"
                error={e?.product_link?.message}
                {...form.register(`products.${i}.product_link`)}
              />
              <TextField label="Size" error={e?.size?.message} {...form.register(`products.${i}.size`)} />
              <TextField label="Colour" error={e?.colour?.message} {...form.register(`products.${i}.colour`)} />
              <TextField
                label="Quantity"
                required
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                error={e?.quantity?.message}
                {...form.register(`products.${i}.quantity`)}
              />
              <TextField
                label="Unit price"
                required
                type="number"
                inputMode="decimal"
                min={0.01}
                step={0.01}
                error={e?.unit_price?.message}
                {...form.register(`products.${i}.unit_price`)}
              />
              <TextField
                label="Image link (optional)"
                type="url"
                placeholder="https://drive.google.com/file/d/.../view"
                hint="A Google Drive share link works too."
                wrapperClassName="sm:col-span-2"
                error={e?.image_link?.message}
                {...form.register(`products.${i}.image_link`)}
              />
            </div>
          </div>
        );
      })}
      <Button variant="secondary" onClick={() => append({ ...EMPTY_PRODUCT })}>
        <Plus size={16} aria-hidden /> Add Product
      </Button>
    </fieldset>
  );
}
