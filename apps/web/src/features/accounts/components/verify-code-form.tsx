import { verifyOtpSchema } from "@app/shared/accounts";
import { useNavigate } from "react-router";
import { FormMessage, TextField } from "../../../components/ui/field";
import { Form, SubmitButton, useSchemaForm } from "../../../components/ui/form";
import { verifyResetCode } from "../api/verify-reset-code";
import { resetState } from "../reset-state";
import { useFormStatus } from "./form-status";

/** Rendered once the held reset e-mail is known (the page redirects when there is none). */
export function VerifyCodeForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const status = useFormStatus();
  const form = useSchemaForm(verifyOtpSchema, {
    defaultValues: { email_address: email, otp: "" },
    submit: async (values) => {
      status.clear();
      const { token } = await verifyResetCode(values);
      resetState.setToken(token);
      navigate("/reset-password");
    },
    onFailure: status.fail,
  });
  const { errors } = form.formState;

  return (
    <Form form={form} className="space-y-4">
      {status.status && <FormMessage kind={status.status.kind}>{status.status.text}</FormMessage>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email_address?.message}
        {...form.register("email_address")}
      />
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6-digit code"
        error={errors.otp?.message}
        {...form.register("otp")}
      />
      <SubmitButton className="w-full" busyLabel="Loading...">
        Verify
      </SubmitButton>
    </Form>
  );
}
