import { type ResetPasswordInput, resetPasswordSchema } from "@app/shared/accounts";
import { zodResolver } from "../../../lib/zod-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { FormMessage } from "../../../components/ui/field";
import { resetPassword } from "../api/reset-password";
import { resetState } from "../reset-state";
import { authLinkClass } from "./auth-card";
import { useFormStatus } from "./form-status";
import { PasswordField } from "../../../components/ui/password-field";

export const RESET_SUCCESS = "Password reset successful!";

/** Sets the new password with the held reset token; on success it says so and stays on the page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useFormStatus();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput, unknown, ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { new_password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    form.clear();
    try {
      await resetPassword(values, token);
      resetState.clear();
      reset();
      setDone(true);
      form.success(RESET_SUCCESS);
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {form.status && <FormMessage kind={form.status.kind}>{form.status.text}</FormMessage>}
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
            error={errors.new_password?.message}
            {...register("new_password")}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Submitting..." : "Reset Password"}
          </Button>
        </>
      )}
    </form>
  );
}
