import { type VerifyOtpInput, verifyOtpSchema } from "@app/shared/accounts";
import { zodResolver } from "../../../lib/zod-resolver";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { FormMessage, TextField } from "../../../components/ui/field";
import { verifyResetCode } from "../api/verify-reset-code";
import { resetState } from "../reset-state";
import { useFormStatus } from "./form-status";

/** Rendered once the held reset e-mail is known (the page redirects when there is none). */
export function VerifyCodeForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const form = useFormStatus();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VerifyOtpInput, unknown, VerifyOtpInput>({
    resolver: zodResolver(verifyOtpSchema),
    defaultValues: { email_address: email, otp: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    form.clear();
    try {
      const { token } = await verifyResetCode(values);
      resetState.setToken(token);
      navigate("/reset-password");
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
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6-digit code"
        error={errors.otp?.message}
        {...register("otp")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Loading..." : "Verify"}
      </Button>
    </form>
  );
}
