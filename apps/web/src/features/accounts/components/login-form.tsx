import { type LoginInput, loginSchema } from "@app/shared/accounts";
import { zodResolver } from "../../../lib/zod-resolver";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { FormMessage, TextField } from "../../../components/ui/field";
import { forgetCachedSession, logIn } from "../api/log-in";
import { safeNext } from "../safe-next";
import { authLinkClass } from "./auth-card";
import { useFormStatus } from "./form-status";
import { PasswordField } from "../../../components/ui/password-field";
import { useWrongAreaNotice } from "../../../lib/use-wrong-area";

/** Navigation state from the sign-up page: its success message and the new address. */
export interface LoginPageState {
  message?: string;
  email?: string;
}

export function LoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = (location.state ?? {}) as LoginPageState;
  const form = useFormStatus(arrived.message ? { kind: "success", text: arrived.message } : null);
  const wrongArea = useWrongAreaNotice("/users/me");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email_address: arrived.email ?? "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    form.clear();
    try {
      await logIn(values);
      await forgetCachedSession();
      navigate(safeNext(location.search), { replace: true });
    } catch (error) {
      form.fail(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {wrongArea && !form.status && <FormMessage kind="error">{wrongArea}</FormMessage>}
      {form.status && <FormMessage kind={form.status.kind}>{form.status.text}</FormMessage>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email_address?.message}
        {...register("email_address")}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <div className="text-right text-sm">
        <Link to="/request-otp" className={authLinkClass}>
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Loading..." : "Login"}
      </Button>
    </form>
  );
}
