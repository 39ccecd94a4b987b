import { CURRENCY_LABELS, SHIPMENT_COUNTRIES } from "@app/shared/core/enums";
import { type CreateShipmentInput, createShipmentSchema } from "@app/shared/shipments/staff";
import { SHIPMENT_STAFF_TEXTS as TEXTS } from "@app/shared/shipments/staff.texts";
import { Wand2 } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { CustomerMatch } from "@app/shared/customers/staff";
import { CustomerPicker } from "../../../../components/admin-list/customer-picker";
import { Button } from "../../../../components/ui/button";
import { SelectField, TextAreaField, TextField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { createShipment, fetchTrackingNumber } from "../api/shipment-calls";

/** The create form offers only Pending and Paid (spec). */
const FORM_PAYMENT_STATUSES = ["Pending", "Paid"] as const;

/** /admin/shipments/form: every field of the spec's create-shipment rule; created_by is the signed-in admin. */
export function ShipmentForm({ adminId }: { adminId: number }) {
  const navigate = useNavigate();
  const [generating, setGenerating] = useState(false);
  const form = useSchemaForm(createShipmentSchema, {
    defaultValues: {
      email: "",
      tracking_number: "",
      warehouse_arrival_date: "",
      shipment_date: "",
      estimated_delivery_date: "",
      delivery_address: "",
      dimensions: "",
      courier: "",
      payment_status: "Pending",
      created_by: adminId,
      country: "" as CreateShipmentInput["country"],
      currency: "" as CreateShipmentInput["currency"],
    },
    submit: async (values) => {
      const answer = await createShipment({ ...values, created_by: adminId });
      toastSuccess(answer.message);
      navigate("/admin/shipments");
    },
    onFailure: (error) => toastError(errorMessage(error, TEXTS.createFailed)),
  });
  const { register, setValue } = form;
  const [chosen, setChosen] = useState<CustomerMatch | null>(null);
  const email = form.watch("email");
  const { errors } = form.formState;

  const generate = async () => {
    setGenerating(true);
    try {
      const { tracking_number } = await fetchTrackingNumber();
      setValue("tracking_number", tracking_number, { shouldValidate: true, shouldDirty: true });
    } catch (error) {
      toastError(errorMessage(error));
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Form form={form} className="grid items-start gap-4 sm:grid-cols-2">
      {/* The e-mail is what the API takes: picking a customer writes theirs; a typed e-mail works as before. */}
      <input type="hidden" {...register("email")} />
      <CustomerPicker
        label="Customer Email"
        required
        text={email ?? ""}
        textOf={(customer) => customer.email_address}
        onText={(text) => {
          setValue("email", text, { shouldDirty: true });
          if (chosen && text !== chosen.email_address) setChosen(null);
        }}
        onPick={(customer) => {
          setChosen(customer);
          setValue("email", customer.email_address, { shouldDirty: true, shouldValidate: true });
        }}
        hint={chosen ? `${chosen.name} · suite ${chosen.suite_number}` : undefined}
        error={errors.email?.message}
      />
      {/* Top-aligned with its row (the customer's hint below the e-mail makes that cell taller); the button sits level
          with the input, below the label (20 px line and 4 px). */}
      <div className="flex items-start gap-2">
        <TextField
          label="Tracking Number"
          required
          wrapperClassName="flex-1"
          error={errors.tracking_number?.message}
          {...register("tracking_number")}
        />
        <Button variant="secondary" onClick={generate} disabled={generating} className="mt-6">
          <Wand2 size={16} /> {generating ? "Generating..." : "Generate"}
        </Button>
      </div>
      <TextField
        label="Warehouse Arrival Date"
        type="date"
        required
        error={errors.warehouse_arrival_date?.message}
        {...register("warehouse_arrival_date")}
      />
      <TextField
        label="Shipment Date"
        type="date"
        required
        error={errors.shipment_date?.message}
        {...register("shipment_date")}
      />
      <TextField
        label="Estimated Delivery Date"
        type="date"
        required
        error={errors.estimated_delivery_date?.message}
        {...register("estimated_delivery_date")}
      />
      <TextField
        label="Weight (kg)"
        type="number"
        step="0.01"
        min="0.1"
        inputMode="decimal"
        required
        error={errors.weight?.message}
        {...register("weight", { valueAsNumber: true })}
      />
      <TextField
        label="Dimensions"
        placeholder="60 x 40 x 35 cm"
        error={errors.dimensions?.message}
        {...register("dimensions")}
      />
      {/* The spec's form marks courier required although its rule treats it as optional. */}
      <TextField label="Courier" required error={errors.courier?.message} {...register("courier")} />
      <SelectField label="Currency" required error={errors.currency?.message} {...register("currency")}>
        <option value="">Select a currency</option>
        {CURRENCY_LABELS.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Shipping Cost"
        type="number"
        step="0.01"
        min="0"
        inputMode="decimal"
        required
        error={errors.shipping_cost?.message}
        {...register("shipping_cost", { valueAsNumber: true })}
      />
      <SelectField label="Country" required error={errors.country?.message} {...register("country")}>
        <option value="">Select a country</option>
        {SHIPMENT_COUNTRIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Payment Status"
        required
        error={errors.payment_status?.message}
        {...register("payment_status")}
      >
        {FORM_PAYMENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Delivery Address"
        required
        wrapperClassName="sm:col-span-2"
        error={errors.delivery_address?.message}
        {...register("delivery_address")}
      />
      {errors.created_by?.message && <p className="text-sm text-red-600 sm:col-span-2">{errors.created_by.message}</p>}
      <div className="sm:col-span-2">
        <SubmitButton busyLabel="Loading...">Create Shipment</SubmitButton>
      </div>
    </Form>
  );
}
