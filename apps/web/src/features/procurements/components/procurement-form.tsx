import { imagesProblem } from "@app/shared/core/form-values";
import { formatMoney } from "@app/shared/core/format";
import {
  currencyOfWarehouse,
  PROCUREMENT_TEXTS,
  PROCUREMENT_WAREHOUSES,
  type ProcurementFormInput,
  type ProcurementFormValues,
  procurementFormSchema,
  procurementTotal,
} from "@app/shared/procurements/procurements";
import { useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { ImagesField, useImagesField } from "../../../components/ui/images-field";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { RadioField } from "../../../components/ui/radio-field";
import { errorMessage } from "../../../lib/api";
import { profileDefaults } from "../../../lib/profile-defaults";
import { useCustomer } from "../../../lib/customer-session";
import { toastError, toastSuccess } from "../../../lib/toast";
import { useCreateProcurement } from "../api/create-procurement";
import { EMPTY_PRODUCT, ProductLines } from "./product-lines";

const EMPTY: ProcurementFormInput = {
  warehouse: "" as never,
  currency: "" as never,
  address: { address_line1: "", address_line2: "", city: "", state: "", country: "", zip: "", phone_number: "" },
  store_name: "",
  store_website: "",
  products: [{ ...EMPTY_PRODUCT }],
  extra_info: "",
  added_charges: "",
  doorstep_delivery: "no",
  delivery_address: "",
};

/** The live total: Σ unit price × quantity + added charges, with the currency symbol and two decimals. */
function LiveTotal({ form }: { form: UseFormReturn<ProcurementFormInput, unknown, ProcurementFormValues> }) {
  const [products, added, currency] = useWatch({
    control: form.control,
    name: ["products", "added_charges", "currency"],
  });
  const total = procurementTotal(products ?? [], added as string | number | null | undefined);
  return (
    <p className="text-lg font-semibold text-slate-900" aria-live="polite">
      Total: <span data-testid="procurement-total">{formatMoney(total, currency as string)}</span>
    </p>
  );
}

/** The shop-for-me form: the same schema as the API; the warehouse sets the currency. */
export function ProcurementForm() {
  const user = useCustomer();
  // The customer's own address and phone come from the profile; the warehouse stays their choice.
  const [start] = useState<ProcurementFormInput>(() => {
    return { ...EMPTY, address: profileDefaults(user).address };
  });
  const navigate = useNavigate();
  const create = useCreateProcurement();
  const pictures = useImagesField(imagesProblem);
  const form = useSchemaForm(procurementFormSchema, {
    defaultValues: start,
    submit: async (values) => {
      if (!pictures.check()) return;
      const answer = await create.mutateAsync({ values, images: pictures.images });
      toastSuccess(answer?.message ?? PROCUREMENT_TEXTS.created);
      form.reset(start);
      pictures.clear();
      navigate("/user/shop-for-me");
    },
    fieldErrorHandlers: { images: pictures.setError },
    onFailure: (error) => toastError(errorMessage(error, PROCUREMENT_TEXTS.formFallback)),
  });
  const { errors } = form.formState;
  const doorstep = useWatch({ control: form.control, name: "doorstep_delivery" });
  const warehouse = form.register("warehouse");

  const a = errors.address;
  return (
    <Form form={form} className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Warehouse</legend>
        <SelectField
          label="Warehouse"
          required
          error={errors.warehouse?.message}
          {...warehouse}
          onChange={(event) => {
            void warehouse.onChange(event);
            form.setValue("currency", (currencyOfWarehouse(event.target.value) ?? "") as never, {
              shouldValidate: form.formState.isSubmitted,
            });
          }}
        >
          <option value="">Select a warehouse</option>
          {PROCUREMENT_WAREHOUSES.map((w) => (
            <option key={w.city} value={w.city}>
              {w.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Currency"
          required
          readOnly
          placeholder="Set by the warehouse"
          hint="Set by the chosen warehouse."
          error={errors.currency?.message}
          {...form.register("currency")}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Your address</legend>
        <TextField
          label="Address line 1"
          required
          error={a?.address_line1?.message}
          {...form.register("address.address_line1")}
        />
        <TextField
          label="Address line 2"
          error={a?.address_line2?.message}
          {...form.register("address.address_line2")}
        />
        <TextField label="City" required error={a?.city?.message} {...form.register("address.city")} />
        <TextField label="State" required error={a?.state?.message} {...form.register("address.state")} />
        <TextField label="Country" required error={a?.country?.message} {...form.register("address.country")} />
        <TextField label="ZIP code" required error={a?.zip?.message} {...form.register("address.zip")} />
        <TextField
          label="Phone number"
          required
          type="tel"
          error={a?.phone_number?.message}
          {...form.register("address.phone_number")}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Store</legend>
        <TextField label="Store name" required error={errors.store_name?.message} {...form.register("store_name")} />
        <TextField
          label="Store website"
          required
          type="url"
          placeholder="https://"
          error={errors.store_website?.message}
          {...form.register("store_website")}
        />
      </fieldset>

      <ProductLines form={form} />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Added charges (tax / shipping to warehouse)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          error={errors.added_charges?.message}
          {...form.register("added_charges")}
        />
        <TextAreaField
          label="Extra information"
          rows={3}
          error={errors.extra_info?.message}
          {...form.register("extra_info")}
        />
      </div>

      <ImagesField field={pictures} />

      <RadioField
        legend="Doorstep delivery"
        required
        options={[
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ]}
        error={errors.doorstep_delivery?.message}
        {...form.register("doorstep_delivery")}
      />
      {doorstep === "yes" && (
        <TextAreaField
          label="Delivery address"
          required
          rows={3}
          error={errors.delivery_address?.message}
          {...form.register("delivery_address")}
        />
      )}

      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-4">
        <LiveTotal form={form} />
        <SubmitButton busyLabel="Submitting...">Submit</SubmitButton>
      </div>
    </Form>
  );
}
