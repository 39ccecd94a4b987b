import { ADMIN_TEXTS, type AdminSignupFormInput, adminSignupFormSchema } from "@app/shared/admins";
import { ADMIN_ROLES } from "@app/shared/enums";
import { ROLE_LABELS } from "@app/shared/roles";
import { zodResolver } from "../../../lib/zod-resolver";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { SelectField, TextField } from "../../../components/ui/field";
import { ApiError, errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";
import { signUpAdmin } from "../api/sign-up-admin";
import { PasswordField } from "../../../components/ui/password-field";

const EMPTY: AdminSignupFormInput = {
  firstname: "",
  lastname: "",
  email: "",
  role: "" as AdminSignupFormInput["role"],
  password: "",
  confirmPassword: "",
};

/** Creates another admin (owners only): 'Signup Success!' and a fresh form; the new admin verifies by e-mail. */
export function AdminSignupForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdminSignupFormInput, unknown, AdminSignupFormInput>({
    resolver: zodResolver(adminSignupFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    try {
      await signUpAdmin(values);
      toastSuccess(ADMIN_TEXTS.signupSuccess);
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (name in EMPTY) setError(name as keyof AdminSignupFormInput, { message });
        }
      }
      toastError(errorMessage(error, ADMIN_TEXTS.signupFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="First Name" autoComplete="off" error={errors.firstname?.message} {...register("firstname")} />
      <TextField label="Last Name" autoComplete="off" error={errors.lastname?.message} {...register("lastname")} />
      <TextField label="Email" type="email" autoComplete="off" error={errors.email?.message} {...register("email")} />
      <SelectField label="Role" error={errors.role?.message} {...register("role")}>
        <option value="">Select a role</option>
        {ADMIN_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "LOADING..." : "CREATE"}
        </Button>
      </div>
    </form>
  );
}
