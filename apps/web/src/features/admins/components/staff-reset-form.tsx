import { requestOtpSchema, resetPasswordSchema, verifyOtpSchema } from "@app/shared/accounts";
import { useState } from "react";
import { Link } from "react-router";
import { FormMessage, TextField } from "../../../components/ui/field";
import { Form, SubmitButton, useSchemaForm } from "../../../components/ui/form";
import { PasswordField } from "../../../components/ui/password-field";
import { errorMessage } from "../../../lib/api";
import { requestStaffCode, resetStaffPassword, verifyStaffCode } from "../api/reset-password";

type Step =
  | { name: "email" }
  | { name: "code"; email: string }
  | { name: "password"; token: string }
  | { name: "done" };
type Message = { kind: "success" | "error"; text: string } | null;
/** What a step's form gets from the card: the message above the forms, and the way to the next step. */
interface StepProps {
  say: (message: Message) => void;
  go: (step: Step) => void;
}

/**
 * Staff forgot-password in one card: e-mail → the 6-digit code from the e-mail → a new password. It lives outside
 * the back-office providers (like the log-in page), so messages show inline; each step checks its field with the
 * schema the server uses.
 */
export function StaffResetForm() {
  const [step, setStep] = useState<Step>({ name: "email" });
  const [message, setMessage] = useState<Message>(null);
  const steps: StepProps = { say: setMessage, go: setStep };

  return (
    <div className="space-y-4">
      {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
      {step.name === "email" && <EmailStep {...steps} />}
      {step.name === "code" && <CodeStep email={step.email} {...steps} />}
      {step.name === "password" && <PasswordStep token={step.token} {...steps} />}
      <p className="text-center text-sm">
        <Link to="/admin/login" className="font-medium text-brand-700 hover:underline">
          {step.name === "done" ? "Log in with your new password" : "Back to login"}
        </Link>
      </p>
    </div>
  );
}

const failure = (say: StepProps["say"]) => (error: unknown) => say({ kind: "error", text: errorMessage(error) });

function EmailStep({ say, go }: StepProps) {
  const form = useSchemaForm(requestOtpSchema, {
    defaultValues: { email_address: "" },
    submit: async (values) => {
      say(null);
      const answer = await requestStaffCode(values);
      say({ kind: "success", text: answer.message });
      go({ name: "code", email: values.email_address });
    },
    onFailure: failure(say),
  });
  return (
    <Form form={form} className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        required
        error={form.formState.errors.email_address?.message}
        {...form.register("email_address")}
      />
      <SubmitButton className="w-full" busyLabel="Sending...">
        Send Code
      </SubmitButton>
    </Form>
  );
}

function CodeStep({ email, say, go }: StepProps & { email: string }) {
  const form = useSchemaForm(verifyOtpSchema, {
    defaultValues: { email_address: email, otp: "" },
    submit: async (values) => {
      say(null);
      const { token } = await verifyStaffCode(values);
      go({ name: "password", token });
    },
    onFailure: failure(say),
  });
  return (
    <Form form={form} className="space-y-4">
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={form.formState.errors.otp?.message}
        {...form.register("otp")}
      />
      <SubmitButton className="w-full" busyLabel="Loading...">
        Verify
      </SubmitButton>
    </Form>
  );
}

function PasswordStep({ token, say, go }: StepProps & { token: string }) {
  const form = useSchemaForm(resetPasswordSchema, {
    defaultValues: { new_password: "" },
    submit: async (values) => {
      say(null);
      const answer = await resetStaffPassword(values, token);
      say({ kind: "success", text: answer.message });
      go({ name: "done" });
    },
    onFailure: failure(say),
  });
  return (
    <Form form={form} className="space-y-4">
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
