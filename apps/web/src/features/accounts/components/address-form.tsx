import { deliveryAddressSchema } from "@app/shared/accounts/accounts";
import { useNavigate } from "react-router";
import { TextField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { useCustomer } from "../../../lib/customer-session";
import { useUpdateDeliveryAddress } from "../api/update-delivery-address";

export function AddressForm() {
  const { delivery_address: current } = useCustomer();
  const update = useUpdateDeliveryAddress();
  const navigate = useNavigate();
  const form = useSchemaForm(deliveryAddressSchema, {
    defaultValues: {
      address_line1: current?.address_line1 ?? "",
      address_line2: current?.address_line2 ?? "",
      city: current?.city ?? "",
      state: current?.state ?? "",
      country: current?.country ?? "",
      phone_number: current?.phone_number ?? "",
      zip: current?.zip ?? "",
    },
    submit: async (values) => {
      await update.mutateAsync(values);
      navigate("/user/profile/address");
    },
  });
  const { errors } = form.formState;
  const { register } = form;

  return (
    <Form form={form} className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <TextField
        label="Address Line 1"
        autoComplete="address-line1"
        wrapperClassName="sm:col-span-2"
        error={errors.address_line1?.message}
        {...register("address_line1")}
      />
      <TextField
        label="Address Line 2 (optional)"
        autoComplete="address-line2"
        wrapperClassName="sm:col-span-2"
        error={errors.address_line2?.message}
        {...register("address_line2")}
      />
      <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register("city")} />
      <TextField label="State" autoComplete="address-level1" error={errors.state?.message} {...register("state")} />
      <TextField label="Country" autoComplete="country-name" error={errors.country?.message} {...register("country")} />
      <TextField label="ZIP Code" autoComplete="postal-code" error={errors.zip?.message} {...register("zip")} />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        error={errors.phone_number?.message}
        {...register("phone_number")}
      />
      <div className="sm:col-span-2">
        <SubmitButton busyLabel="Submitting...">Save Address</SubmitButton>
      </div>
    </Form>
  );
}
