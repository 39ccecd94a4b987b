import { useNavigate } from "react-router";
import { FormMessage } from "../../../components/ui/field";
import { ResetCodeForm } from "../../../components/ui/password-reset-forms";
import { verifyResetCode } from "../api/verify-reset-code";
import { resetState } from "../reset-state";
import { useFormStatus } from "./form-status";

/** Rendered once the held reset e-mail is known (the page redirects when there is none). */
export function VerifyCodeForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const status = useFormStatus();
  return (
    <ResetCodeForm
      email={email}
      askEmail
      submit={async (values) => {
        status.clear();
        const { token } = await verifyResetCode(values);
        resetState.setToken(token);
        navigate("/reset-password");
      }}
      onFailure={status.fail}
    >
      {status.status && <FormMessage kind={status.status.kind}>{status.status.text}</FormMessage>}
    </ResetCodeForm>
  );
}
