import { type AdminLoginInput, adminLoginSchema } from "@app/shared/admins";
import { zodResolver } from "../../../lib/zod-resolver";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { FormMessage, TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { ADMIN_TEXTS } from "@app/shared/admins";
import { forgetCachedAdminSession, logInAdmin } from "../api/log-in";
import { PasswordField } from "../../../components/ui/password-field";
import { useWrongAreaNotice } from "../../../lib/use-wrong-area";

/** Where to go after logging in: the guarded back-office page that sent us here, else the admin home. */
export function adminNext(search: string): string {
  const next = new URLSearchParams(search).get("next");
  return next?.startsWith("/admin/") && !next.startsWith("//") ? next : "/admin/home";
}

/** The staff log-in form. It lives outside the app providers, so errors show inline instead of as toasts. */
export function AdminLoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const wrongArea = useWrongAreaNotice("/admins/me");
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginInput, unknown, AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await logInAdmin(values);
      await forgetCachedAdminSession();
      navigate(adminNext(location.search), { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, ADMIN_TEXTS.loginFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {wrongArea && !failure && <FormMessage kind="error">{wrongArea}</FormMessage>}
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register("email")}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "LOADING..." : "LOGIN"}
      </Button>
      <p className="text-center text-sm">
        <Link to="/admin/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </p>
    </form>
  );
}
