import { resetPasswordSchema } from "@app/shared/accounts";
import { useState } from "react";
import { Link } from "react-router";
import { FormMessage } from "../../../components/ui/field";
import { Form, SubmitButton, useSchemaForm } from "../../../components/ui/form";
import { PasswordField } from "../../../components/ui/password-field";
import { resetPassword } from "../api/reset-password";
import { resetState } from "../reset-state";
import { authLinkClass } from "./auth-card";
import { useFormStatus } from "./form-status";

export const RESET_SUCCESS = "Password reset successful!";

/** Sets the new password with the held reset token; on success it says so and stays on the page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const status = useFormStatus();
  const [done, setDone] = useState(false);
  const form = useSchemaForm(resetPasswordSchema, {
    defaultValues: { new_password: "" },
    submit: async (values) => {
      status.clear();
      await resetPassword(values, token);
      resetState.clear();
      form.reset();
      setDone(true);
      status.success(RESET_SUCCESS);
    },
    onFailure: status.fail,
  });

  return (
    <Form form={form} className="space-y-4">
      {status.status && <FormMessage kind={status.status.kind}>{status.status.text}</FormMessage>}
      {done ? (
        <p className="text-center text-sm">
          <Link to="/login" className={authLinkClass}>
            Login with your new password
          </Link>
        </p>
      ) : (
        <>
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
        </>
      )}
    </Form>
  );
}
