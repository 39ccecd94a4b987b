import { staffAdminsContract } from "@app/shared/admins/staff.contract";
import { ADMIN_TEXTS, adminLoginSchema } from "@app/shared/admins/admins";
import { useLocation, useNavigate } from "react-router";
import { Link } from "../../../components/ui/link";
import { FormMessage, TextField } from "../../../components/ui/field";
import { Form, SubmitButton, useFormMessage } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { PasswordField } from "../../../components/ui/password-field";
import { errorMessage } from "../../../lib/api";
import { useWrongAreaNotice } from "../../../lib/use-wrong-area";
import { forgetCachedAdminSession, logInAdmin } from "../api/log-in";

/** Where to go after logging in: the guarded back-office page that sent us here, else the admin home. */
export function adminNext(search: string): string {
  const next = new URLSearchParams(search).get("next");
  return next?.startsWith("/admin/") && !next.startsWith("//") ? next : "/admin/home";
}

/** The staff log-in form. It lives outside the app providers, so errors show inline instead of as toasts. */
export function AdminLoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const message = useFormMessage();
  const wrongArea = useWrongAreaNotice(staffAdminsContract.me);
  const form = useSchemaForm(adminLoginSchema, {
    defaultValues: { email: "", password: "" },
    submit: async (values) => {
      message.clear();
      await logInAdmin(values);
      await forgetCachedAdminSession();
      navigate(adminNext(location.search), { replace: true });
    },
    onFailure: (error) => message.fail(errorMessage(error, ADMIN_TEXTS.loginFailed)),
  });
  const { errors } = form.formState;
  const { register } = form;

  return (
    <Form form={form} className="space-y-4">
      {wrongArea && !message.note && <FormMessage kind="error">{wrongArea}</FormMessage>}
      {message.shown}
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
      <SubmitButton className="w-full" busyLabel="LOADING...">
        LOGIN
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to="/admin/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </p>
    </Form>
  );
}
