import type { PublicUser } from "@app/shared/accounts/accounts";
import { IMAGE_RULES, imagesProblem } from "@app/shared/core/form-values";
import { PICKUP_TEXTS, type PickupFormInput, pickupFormSchema } from "@app/shared/pickups/pickups";
import { useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { RadioField } from "../../../components/ui/radio-field";
import { errorMessage } from "../../../lib/api";
import { profileDefaults } from "../../../lib/profile-defaults";
import { useCustomer } from "../../../lib/customer-session";
import { toastError, toastSuccess } from "../../../lib/toast";
import { useCreatePickup } from "../api/create-pickup";
import { EMPTY_ITEM, ItemLines } from "./item-lines";

const EMPTY: PickupFormInput = {
  contact_name: "",
  contact_number: "",
  contact_email: "",
  address_1: "",
  address_2: "",
  city: "",
  state: "",
  country: "",
  zip: "",
  items: [{ ...EMPTY_ITEM }],
  extra_info: "",
  doorstep_delivery: "no",
  delivery_address: "",
};

/** The empty form with the customer's contact details and saved address filled in. */
function startingValues(user: PublicUser): PickupFormInput {
  const profile = profileDefaults(user);
  const { address } = profile;
  return {
    ...EMPTY,
    contact_name: profile.name,
    contact_number: profile.phone,
    contact_email: profile.email,
    address_1: address.address_line1,
    address_2: address.address_line2,
    city: address.city,
    state: address.state,
    country: address.country,
    zip: address.zip,
  };
}

/**
 * Each row's photo problem: its own file's (type, size), or that it is past the 10 files a pickup takes (the server's
 * limit), so the row whose photo cannot go says so instead of the submit doing nothing.
 */
function photoProblems(rowIds: readonly string[], images: Record<string, File | undefined>) {
  const problems: Record<string, string | undefined> = {};
  let count = 0;
  for (const rowId of rowIds) {
    const file = images[rowId];
    if (!file) continue;
    count += 1;
    problems[rowId] = imagesProblem([file]) ?? (count > IMAGE_RULES.maxCount ? IMAGE_RULES.tooMany : undefined);
  }
  return problems;
}

/** The pickup form: the same schema as the API; weights in lbs, dimensions in cm. Starts from the profile. */
export function PickupForm() {
  const user = useCustomer();
  const [start] = useState(() => startingValues(user));
  const navigate = useNavigate();
  const create = useCreatePickup();
  const [images, setImages] = useState<Record<string, File | undefined>>({});
  const [imageErrors, setImageErrors] = useState<Record<string, string | undefined>>({});
  const [formKey, setFormKey] = useState(0);
  const form = useSchemaForm(pickupFormSchema, {
    defaultValues: start,
    submit: async (values) => {
      // Photos follow the rows still on the form, in their order.
      const rowIds = items.fields.map((row) => row.id);
      const problems = photoProblems(rowIds, images);
      setImageErrors(problems);
      if (Object.values(problems).some(Boolean)) return;
      const itemImages = rowIds.map((rowId) => images[rowId] ?? null);
      const answer = await create.mutateAsync({ values, itemImages });
      toastSuccess(answer?.message ?? PICKUP_TEXTS.created);
      form.reset(start);
      setImages({});
      setImageErrors({});
      // A new key clears the file inputs, which cannot be reset through their value.
      setFormKey((k) => k + 1);
      navigate("/user/pickups");
    },
    onFailure: (error) => toastError(errorMessage(error, PICKUP_TEXTS.createFailed)),
  });
  const { errors } = form.formState;
  const doorstep = useWatch({ control: form.control, name: "doorstep_delivery" });
  const items = useFieldArray({ control: form.control, name: "items" });

  // A row being removed gives its photo up first (undefined), so the others' count is right again.
  const chooseImage = (rowId: string, file: File | undefined) => {
    const next = { ...images, [rowId]: file };
    setImages(next);
    setImageErrors(
      photoProblems(
        items.fields.map((row) => row.id),
        next,
      ),
    );
  };

  return (
    <Form key={formKey} form={form} className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Contact</legend>
        <TextField
          label="Contact name"
          required
          error={errors.contact_name?.message}
          {...form.register("contact_name")}
        />
        <TextField
          label="Contact number"
          required
          type="tel"
          error={errors.contact_number?.message}
          {...form.register("contact_number")}
        />
        <TextField
          label="Contact email"
          required
          type="email"
          error={errors.contact_email?.message}
          {...form.register("contact_email")}
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Pickup address</legend>
        <TextField label="Address 1" required error={errors.address_1?.message} {...form.register("address_1")} />
        <TextField label="Address 2" error={errors.address_2?.message} {...form.register("address_2")} />
        <TextField label="City" required error={errors.city?.message} {...form.register("city")} />
        <TextField label="State" required error={errors.state?.message} {...form.register("state")} />
        <TextField label="Country" required error={errors.country?.message} {...form.register("country")} />
        <TextField label="ZIP code" required error={errors.zip?.message} {...form.register("zip")} />
      </fieldset>

      <ItemLines form={form} array={items} images={images} imageErrors={imageErrors} onImage={chooseImage} />

      <TextAreaField
        label="Extra information"
        rows={3}
        error={errors.extra_info?.message}
        {...form.register("extra_info")}
      />

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

      <div className="border-t border-slate-200 pt-4">
        <SubmitButton busyLabel="Submitting...">Submit</SubmitButton>
      </div>
    </Form>
  );
}
