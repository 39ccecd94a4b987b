import { accountsContract } from "@app/shared/accounts/contract";
import { loginSchema } from "@app/shared/accounts/accounts";
import { useLocation, useNavigate } from "react-router";
import { Link } from "../../../components/ui/link";
import { FormMessage, TextField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { Form, SubmitButton, useFormMessage } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { PasswordField } from "../../../components/ui/password-field";
import { useWrongAreaNotice } from "../../../lib/use-wrong-area";
import { forgetCachedSession, logIn } from "../api/log-in";
import { safeNext } from "../safe-next";
import { authLinkClass } from "./auth-card";

/** Navigation state from the sign-up page: its success message and the new address. */
export interface LoginPageState {
  message?: string;
  email?: string;
}

export function LoginForm() {
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = (location.state ?? {}) as LoginPageState;
  const message = useFormMessage(arrived.message ? { kind: "success", text: arrived.message } : null);
  const wrongArea = useWrongAreaNotice(accountsContract.me);
  const form = useSchemaForm(loginSchema, {
    defaultValues: { email_address: arrived.email ?? "", password: "" },
    submit: async (values) => {
      message.clear();
      await logIn(values);
      await forgetCachedSession();
      navigate(safeNext(location.search), { replace: true });
    },
    onFailure: (error) => message.fail(errorMessage(error)),
  });
  const { errors } = form.formState;

  return (
    <Form form={form} className="space-y-4">
      {wrongArea && !message.note && <FormMessage kind="error">{wrongArea}</FormMessage>}
      {message.shown}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email_address?.message}
        {...form.register("email_address")}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <div className="text-right text-sm">
        <Link to="/request-otp" className={authLinkClass}>
          Forgot password?
        </Link>
      </div>
      <SubmitButton className="w-full" busyLabel="Loading...">
        Login
      </SubmitButton>
    </Form>
  );
}
