import { requestOtpSchema } from "@app/shared/accounts";
import { useNavigate } from "react-router";
import { FormMessage, TextField } from "../../../components/ui/field";
import { Form, SubmitButton, useSchemaForm } from "../../../components/ui/form";
import { requestResetCode } from "../api/request-reset-code";
import { resetState } from "../reset-state";
import { useFormStatus } from "./form-status";

export function RequestCodeForm() {
  const navigate = useNavigate();
  const status = useFormStatus();
  const form = useSchemaForm(requestOtpSchema, {
    defaultValues: { email_address: "" },
    submit: async (values) => {
      status.clear();
      await requestResetCode(values);
      resetState.setEmail(values.email_address);
      navigate("/verify-otp");
    },
    onFailure: status.fail,
  });

  return (
    <Form form={form} className="space-y-4">
      {status.status && <FormMessage kind={status.status.kind}>{status.status.text}</FormMessage>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email_address?.message}
        {...form.register("email_address")}
      />
      <SubmitButton className="w-full" busyLabel="Sending...">
        Send Code
      </SubmitButton>
    </Form>
  );
}
