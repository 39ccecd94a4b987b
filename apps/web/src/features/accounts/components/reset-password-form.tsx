import { useState } from "react";
import { Link } from "../../../components/ui/link";
import { errorMessage } from "../../../lib/api";
import { useFormMessage } from "../../../components/ui/form";
import { NewPasswordForm } from "../../../components/ui/password-reset-forms";
import { resetPassword } from "../api/reset-password";
import { resetState } from "../reset-state";
import { authLinkClass } from "./auth-card";

export const RESET_SUCCESS = "Password reset successful!";

/** Sets the new password with the held reset token; on success it says so and stays on the page. */
export function ResetPasswordForm({ token }: { token: string }) {
  // The message's live regions stay put when the form gives way to the link, so its success is announced; the
  // success line takes the focus of the button that went with the form.
  const message = useFormMessage(null, { focusSuccess: true });
  const [done, setDone] = useState(false);
  return (
    <div className="space-y-4">
      {message.shown}
      {done ? (
        <p className="text-center text-sm">
          <Link to="/login" className={authLinkClass}>
            Login with your new password
          </Link>
        </p>
      ) : (
        <NewPasswordForm
          submit={async (values) => {
            message.clear();
            await resetPassword(values, token);
            resetState.clear();
            setDone(true);
            message.succeed(RESET_SUCCESS);
          }}
          onFailure={(error) => message.fail(errorMessage(error))}
        />
      )}
    </div>
  );
}
