import { useState } from "react";
import { Link } from "react-router";
import { FormMessage } from "../../../components/ui/field";
import { NewPasswordForm, ResetCodeForm, ResetEmailForm } from "../../../components/ui/password-reset-forms";
import { errorMessage } from "../../../lib/api";
import { requestStaffCode, resetStaffPassword, verifyStaffCode } from "../api/reset-password";

type Step =
  | { name: "email" }
  | { name: "code"; email: string }
  | { name: "password"; token: string }
  | { name: "done" };
type Message = { kind: "success" | "error"; text: string } | null;

/**
 * Staff forgot-password in one card: e-mail → the 6-digit code from the e-mail → a new password. It lives outside
 * the back-office providers (like the log-in page), so messages show inline; each step checks its field with the
 * schema the server uses.
 */
export function StaffResetForm() {
  const [step, setStep] = useState<Step>({ name: "email" });
  const [message, setMessage] = useState<Message>(null);
  const onFailure = (error: unknown) => setMessage({ kind: "error", text: errorMessage(error) });

  return (
    <div className="space-y-4">
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      {step.name === "email" && (
        <ResetEmailForm
          autoComplete="username"
          required
          submit={async (values) => {
            setMessage(null);
            const answer = await requestStaffCode(values);
            setMessage({ kind: "success", text: answer.message });
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
            setMessage(null);
            const { token } = await verifyStaffCode(values);
            setStep({ name: "password", token });
          }}
          onFailure={onFailure}
        />
      )}
      {step.name === "password" && (
        <NewPasswordForm
          submit={async (values) => {
            setMessage(null);
            const answer = await resetStaffPassword(values, step.token);
            setMessage({ kind: "success", text: answer.message });
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
