import { profileSchema } from "@app/shared/accounts/accounts";
import { CURRENCY_LABELS } from "@app/shared/core/enums";
import { SelectField, TextField } from "../../../components/ui/field";
import { Link } from "../../../components/ui/link";
import { Form, SubmitButton } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { useCustomer } from "../../../lib/customer-session";
import { useUpdateProfile } from "../api/update-profile";

export function ProfileForm() {
  const user = useCustomer();
  const update = useUpdateProfile();
  const form = useSchemaForm(profileSchema, {
    defaultValues: {
      firstname: user.firstname,
      lastname: user.lastname,
      number: user.number,
      currency: user.currency,
    },
    submit: async (values) => {
      const { user: saved } = await update.mutateAsync(values);
      form.reset({
        firstname: saved.firstname,
        lastname: saved.lastname,
        number: saved.number,
        currency: saved.currency,
      });
    },
  });
  const { errors } = form.formState;
  const { register } = form;

  return (
    <Form form={form} className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <TextField
        label="First Name"
        autoComplete="given-name"
        error={errors.firstname?.message}
        {...register("firstname")}
      />
      <TextField
        label="Last Name"
        autoComplete="family-name"
        error={errors.lastname?.message}
        {...register("lastname")}
      />
      <TextField
        label="Email"
        value={user.email_address}
        readOnly
        disabled
        hint={
          <>
            It changes once you open a link we send to the new address:{" "}
            <Link to="/user/profile/change-email" className="font-medium text-brand-700 underline hover:text-brand-800">
              Change E-mail Address
            </Link>
            .
          </>
        }
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        error={errors.number?.message}
        {...register("number")}
      />
      <SelectField label="Currency" error={errors.currency?.message} {...register("currency")}>
        {CURRENCY_LABELS.map((label) => (
          <option key={label} value={label}>
            {label}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <SubmitButton busyLabel="Submitting...">Update Profile</SubmitButton>
      </div>
    </Form>
  );
}
