import { signupFormSchema } from "@app/shared/accounts";
import { useNavigate } from "react-router";
import { FormMessage, TextField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { PasswordField } from "../../../components/ui/password-field";
import { signUp } from "../api/sign-up";
import { useFormStatus } from "./form-status";
import type { LoginPageState } from "./login-form";

export function SignupForm() {
  const navigate = useNavigate();
  const status = useFormStatus();
  const form = useSchemaForm(signupFormSchema, {
    defaultValues: { firstname: "", lastname: "", email_address: "", number: "", password: "", confirmPassword: "" },
    submit: async ({ confirmPassword: _confirm, ...values }) => {
      status.clear();
      const { message } = await signUp(values);
      const state: LoginPageState = { message: message || "Signup Success!", email: values.email_address };
      navigate("/login", { state });
    },
    onFailure: status.fail,
  });
  const { errors } = form.formState;
  const { register } = form;

  return (
    <Form form={form} className="space-y-4">
      {status.status && <FormMessage kind={status.status.kind}>{status.status.text}</FormMessage>}
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
      <SubmitButton className="w-full" busyLabel="Submitting...">
        Sign Up
      </SubmitButton>
    </Form>
  );
}
