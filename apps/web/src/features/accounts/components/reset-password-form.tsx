import { useState } from "react";
import { Link } from "react-router";
import { FormMessage } from "../../../components/ui/field";
import { NewPasswordForm } from "../../../components/ui/password-reset-forms";
import { resetPassword } from "../api/reset-password";
import { resetState } from "../reset-state";
import { authLinkClass } from "./auth-card";
import { useFormStatus } from "./form-status";

export const RESET_SUCCESS = "Password reset successful!";

/** Sets the new password with the held reset token; on success it says so and stays on the page. */
export function ResetPasswordForm({ token }: { token: string }) {
  const status = useFormStatus();
  const [done, setDone] = useState(false);
  const message = status.status && <FormMessage kind={status.status.kind}>{status.status.text}</FormMessage>;
  if (done)
    return (
      <div className="space-y-4">
        {message}
        <p className="text-center text-sm">
          <Link to="/login" className={authLinkClass}>
            Login with your new password
          </Link>
        </p>
      </div>
    );
  return (
    <NewPasswordForm
      submit={async (values) => {
        status.clear();
        await resetPassword(values, token);
        resetState.clear();
        setDone(true);
        status.success(RESET_SUCCESS);
      }}
      onFailure={status.fail}
    >
      {message}
    </NewPasswordForm>
  );
}
