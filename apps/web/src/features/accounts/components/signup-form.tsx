import { type SignupFormInput, signupFormSchema } from "@app/shared/accounts";
import { zodResolver } from "../../../lib/zod-resolver";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { FormMessage, TextField } from "../../../components/ui/field";
import { signUp } from "../api/sign-up";
import { useFormStatus } from "./form-status";
import type { LoginPageState } from "./login-form";
import { PasswordField } from "../../../components/ui/password-field";
import { showServerFieldErrors } from "../../../lib/server-field-errors";

const FIELDS = ["firstname", "lastname", "email_address", "number", "password"] as const;

export function SignupForm() {
  const navigate = useNavigate();
  const form = useFormStatus();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormInput, unknown, SignupFormInput>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { firstname: "", lastname: "", email_address: "", number: "", password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    form.clear();
    try {
      const { message } = await signUp(values);
      const state: LoginPageState = { message: message || "Signup Success!", email: values.email_address };
      navigate("/login", { state });
    } catch (error) {
      form.fail(error);
      showServerFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {form.status && <FormMessage kind={form.status.kind}>{form.status.text}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
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
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email_address?.message}
        {...register("email_address")}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel"
        error={errors.number?.message}
        {...register("number")}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint="At least 8 characters with an uppercase letter, a lowercase letter and a number."
        error={errors.password?.message}
        {...register("password")}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Submitting..." : "Sign Up"}
      </Button>
    </form>
  );
}
