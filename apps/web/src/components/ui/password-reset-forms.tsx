import {
  type RequestOtpInput,
  type ResetPasswordInput,
  requestOtpSchema,
  resetPasswordSchema,
  type VerifyOtpInput,
  verifyOtpSchema,
} from "@app/shared/accounts/accounts";
import type { ReactNode } from "react";
import { TextField } from "./field";
import { Form, SubmitButton } from "./form";
import { useSchemaForm } from "./use-schema-form";
import { PasswordField } from "./password-field";

/** A step of a forgotten password: what to do with the checked values, what a failure shows, and a message on top. */
interface StepProps<Values> {
  submit: (values: Values) => Promise<void>;
  onFailure: (error: unknown) => void;
  /** Shown above the fields (the page's success or error message). */
  children?: ReactNode;
  /** Marks the fields required (the staff card). */
  required?: boolean;
}

/**
 * The three steps of a forgotten password, for customers' pages and the staff card alike: each checks its fields with
 * the schema the server uses; the caller makes the call and moves on.
 */
export function ResetEmailForm({
  submit,
  onFailure,
  children,
  required,
  autoComplete,
}: StepProps<RequestOtpInput> & { autoComplete: "email" | "username" }) {
  const form = useSchemaForm(requestOtpSchema, { defaultValues: { email_address: "" }, submit, onFailure });
  return (
    <Form form={form} className="space-y-4">
      {children}
      <TextField
        label="Email"
        type="email"
        autoComplete={autoComplete}
        required={required}
        error={form.formState.errors.email_address?.message}
        {...form.register("email_address")}
      />
      <SubmitButton className="w-full" busyLabel="Sending...">
        Send Code
      </SubmitButton>
    </Form>
  );
}

/** The 6-digit code from the e-mail; `askEmail` shows the address too (customers may correct it). */
export function ResetCodeForm({
  submit,
  onFailure,
  children,
  required,
  email,
  askEmail,
}: StepProps<VerifyOtpInput> & { email: string; askEmail: boolean }) {
  const form = useSchemaForm(verifyOtpSchema, { defaultValues: { email_address: email, otp: "" }, submit, onFailure });
  const { errors } = form.formState;
  return (
    <Form form={form} className="space-y-4">
      {children}
      {askEmail && (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email_address?.message}
          {...form.register("email_address")}
        />
      )}
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6-digit code"
        required={required}
        error={errors.otp?.message}
        {...form.register("otp")}
      />
      <SubmitButton className="w-full" busyLabel="Loading...">
        Verify
      </SubmitButton>
    </Form>
  );
}

export function NewPasswordForm({ submit, onFailure, children }: StepProps<ResetPasswordInput>) {
  const form = useSchemaForm(resetPasswordSchema, { defaultValues: { new_password: "" }, submit, onFailure });
  return (
    <Form form={form} className="space-y-4">
      {children}
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        hint="At least 8 characters with an uppercase letter, a lowercase letter and a digit."
        error={form.formState.errors.new_password?.message}
        {...form.register("new_password")}
      />
      <SubmitButton className="w-full" busyLabel="Submitting...">
        Reset Password
      </SubmitButton>
    </Form>
  );
}
