import { signupFormSchema } from "@app/shared/accounts/accounts";
import { useNavigate } from "react-router";
import { TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { Form, SubmitButton, useFormMessage } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { PasswordField } from "../../../components/ui/password-field";
import { signUp } from "../api/sign-up";
import type { LoginPageState } from "./login-form";

export function SignupForm() {
  const navigate = useNavigate();
  const message = useFormMessage();
  const form = useSchemaForm(signupFormSchema, {
    defaultValues: { firstname: "", lastname: "", email_address: "", number: "", password: "", confirmPassword: "" },
    submit: async ({ confirmPassword: _confirm, ...values }) => {
      message.clear();
      const answer = await signUp(values);
      const email = values.email_address.trim().toLowerCase();
      const state: LoginPageState = {
        message: `${answer.message || "Signup Success!"} We e-mailed a link to ${email}: open it to confirm your address.`,
        email: values.email_address,
      };
      navigate("/login", { state });
    },
    onFailure: (error) => message.fail(errorMessage(error)),
  });
  const { errors } = form.formState;
  const { register } = form;

  return (
    <Form form={form} className="space-y-4">
      {message.shown}
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
