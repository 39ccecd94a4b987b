import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { FormMessage, TextField } from "../../../components/ui/field";
import { PasswordField } from "../../../components/ui/password-field";
import { errorMessage } from "../../../lib/api";
import { requestStaffCode, resetStaffPassword, verifyStaffCode } from "../api/reset-password";

type Step =
  | { name: "email" }
  | { name: "code"; email: string }
  | { name: "password"; token: string }
  | { name: "done" };

/**
 * Staff forgot-password in one card: e-mail → the 6-digit code from the e-mail → a new password. It lives outside
 * the back-office providers (like the log-in page), so messages show inline; the server validates every step.
 */
export function StaffResetForm() {
  const [step, setStep] = useState<Step>({ name: "email" });
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = (work: (data: FormData) => Promise<void>) => async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await work(new FormData(event.currentTarget));
    } catch (error) {
      setMessage({ kind: "error", text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const field = (data: FormData, name: string) => String(data.get(name) ?? "");

  return (
    <div className="space-y-4">
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      {step.name === "email" && (
        <form
          noValidate
          className="space-y-4"
          onSubmit={run(async (data) => {
            const email = field(data, "email");
            const answer = await requestStaffCode({ email_address: email });
            setMessage({ kind: "success", text: answer.message });
            setStep({ name: "code", email });
          })}
        >
          <TextField label="Email" name="email" type="email" autoComplete="username" required />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Sending..." : "Send Code"}
          </Button>
        </form>
      )}
      {step.name === "code" && (
        <form
          noValidate
          className="space-y-4"
          onSubmit={run(async (data) => {
            const { token } = await verifyStaffCode({ email_address: step.email, otp: field(data, "otp") });
            setStep({ name: "password", token });
          })}
        >
          <TextField label="Code" name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Loading..." : "Verify"}
          </Button>
        </form>
      )}
      {step.name === "password" && (
        <form
          noValidate
          className="space-y-4"
          onSubmit={run(async (data) => {
            const answer = await resetStaffPassword({ new_password: field(data, "new_password") }, step.token);
            setMessage({ kind: "success", text: answer.message });
            setStep({ name: "done" });
          })}
        >
          <PasswordField
            label="New Password"
            name="new_password"
            autoComplete="new-password"
            hint="At least 8 characters with an uppercase letter, a lowercase letter and a digit."
          />
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Submitting..." : "Reset Password"}
          </Button>
        </form>
      )}
      <p className="text-center text-sm">
        <Link to="/admin/login" className="font-medium text-brand-700 hover:underline">
          {step.name === "done" ? "Log in with your new password" : "Back to login"}
        </Link>
      </p>
    </div>
  );
}
