import type { ProcurementFormInput, ProcurementFormValues } from "@app/shared/procurements/procurements";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { TextField } from "../../../components/ui/field";
import { QUANTITY_INPUT, UNIT_AMOUNT_INPUT, RepeatingRows } from "../../../components/ui/repeating-rows";

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
  const rows = useFieldArray({ control: form.control, name: "products" });
  const errors = form.formState.errors.products;
  return (
    <RepeatingRows
      rows={rows}
      legend="Products"
      noun="product"
      heading={(n) => `Product ${n}`}
      newRow={() => ({ ...EMPTY_PRODUCT })}
      addLabel="Add Product"
      error={typeof errors?.message === "string" ? errors.message : undefined}
      gridClassName="grid gap-4 sm:grid-cols-2"
      testId={(i) => `product-${i}`}
    >
      {(i) => {
        const e = errors?.[i];
        return (
          <>
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
              {...QUANTITY_INPUT}
              error={e?.quantity?.message}
              {...form.register(`products.${i}.quantity`)}
            />
            <TextField
              label="Unit price"
              {...UNIT_AMOUNT_INPUT}
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
          </>
        );
      }}
    </RepeatingRows>
  );
}
