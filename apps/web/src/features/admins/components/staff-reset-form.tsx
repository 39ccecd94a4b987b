import { useState } from "react";
import { Link } from "../../../components/ui/link";
import { useFormMessage } from "../../../components/ui/form";
import { NewPasswordForm, ResetCodeForm, ResetEmailForm } from "../../../components/ui/password-reset-forms";
import { errorMessage } from "../../../lib/api";
import { requestStaffCode, resetStaffPassword, verifyStaffCode } from "../api/reset-password";

/** Said (and focused) when the code step gives way to the new password's. */
export const CODE_ACCEPTED = "Code accepted. Choose your new password.";

type Step =
  | { name: "email" }
  | { name: "code"; email: string }
  | { name: "password"; token: string }
  | { name: "done" };

/**
 * Staff forgot-password in one card: e-mail → the 6-digit code from the e-mail → a new password. It lives outside
 * the back-office providers (like the log-in page), so messages show inline; each step checks its field with the
 * schema the server uses. Each step gives way to the next, taking the pressed button with it: the message above
 * them ("we have sent a code", "Code accepted", "Password reset successful!") takes the focus each time, so a keyboard
 * or screen-reader user hears what happened and Tab goes on to the next step's field (WCAG 2.4.3).
 */
export function StaffResetForm() {
  const [step, setStep] = useState<Step>({ name: "email" });
  const message = useFormMessage(null, { focusSuccess: true });
  const onFailure = (error: unknown) => message.fail(errorMessage(error));

  return (
    <div className="space-y-4">
      {message.shown}
      {step.name === "email" && (
        <ResetEmailForm
          autoComplete="username"
          required
          submit={async (values) => {
            message.clear();
            const answer = await requestStaffCode(values);
            message.succeed(answer.message);
            setStep({ name: "code", email: values.email_address });
          }}
          onFailure={onFailure}
        />
      )}
      {step.name === "code" && (
        <ResetCodeForm
          email={step.email}
          askEmail={false}
          required
          submit={async (values) => {
            message.clear();
            const { token } = await verifyStaffCode(values);
            message.succeed(CODE_ACCEPTED);
            setStep({ name: "password", token });
          }}
          onFailure={onFailure}
        />
      )}
      {step.name === "password" && (
        <NewPasswordForm
          submit={async (values) => {
            message.clear();
            const answer = await resetStaffPassword(values, step.token);
            message.succeed(answer.message);
            setStep({ name: "done" });
          }}
          onFailure={onFailure}
        />
      )}
      <p className="text-center text-sm">
        <Link to="/admin/login" className="font-medium text-brand-700 hover:underline">
          {step.name === "done" ? "Log in with your new password" : "Back to login"}
        </Link>
      </p>
    </div>
  );
}
