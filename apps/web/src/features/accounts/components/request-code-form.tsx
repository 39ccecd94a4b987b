import { type RequestOtpInput, requestOtpSchema } from "@app/shared/accounts";
import { zodResolver } from "../../../lib/zod-resolver";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { FormMessage, TextField } from "../../../components/ui/field";
import { requestResetCode } from "../api/request-reset-code";
import { resetState } from "../reset-state";
import { useFormStatus } from "./form-status";

export function RequestCodeForm() {
  const navigate = useNavigate();
  const form = useFormStatus();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestOtpInput, unknown, RequestOtpInput>({
    resolver: zodResolver(requestOtpSchema),
    defaultValues: { email_address: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    form.clear();
    try {
      await requestResetCode(values);
      resetState.setEmail(values.email_address);
      navigate("/verify-otp");
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {form.status && <FormMessage kind={form.status.kind}>{form.status.text}</FormMessage>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email_address?.message}
        {...register("email_address")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send Code"}
      </Button>
    </form>
  );
}
