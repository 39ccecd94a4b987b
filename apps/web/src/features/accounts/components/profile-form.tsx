import { type ProfileInput, profileSchema } from "@app/shared/accounts";
import { CURRENCY_LABELS } from "@app/shared/enums";
import { zodResolver } from "../../../lib/zod-resolver";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { SelectField, TextField } from "../../../components/ui/field";
import { useCustomer } from "../../../lib/session";
import { useUpdateProfile } from "../api/update-profile";
import { showServerFieldErrors } from "../../../lib/server-field-errors";

const FIELDS = ["firstname", "lastname", "number", "currency"] as const;

export function ProfileForm() {
  const user = useCustomer();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstname: user.firstname, lastname: user.lastname, number: user.number, currency: user.currency },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user: saved } = await update.mutateAsync(values);
      reset({ firstname: saved.firstname, lastname: saved.lastname, number: saved.number, currency: saved.currency });
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4 sm:grid-cols-2">
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
        hint="Your email address cannot be changed."
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
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Submitting..." : "Update Profile"}
        </Button>
      </div>
    </form>
  );
}
