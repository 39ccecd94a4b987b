import { useNavigate } from "react-router";
import { errorMessage } from "../../../lib/api";
import { useFormMessage } from "../../../components/ui/form";
import { ResetCodeForm } from "../../../components/ui/password-reset-forms";
import { verifyResetCode } from "../api/verify-reset-code";
import { resetState } from "../reset-state";

/** Rendered once the held reset e-mail is known (the page redirects when there is none). */
export function VerifyCodeForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const message = useFormMessage();
  return (
    <ResetCodeForm
      email={email}
      askEmail
      submit={async (values) => {
        message.clear();
        const { token } = await verifyResetCode(values);
        resetState.setToken(token);
        navigate("/reset-password");
      }}
      onFailure={(error) => message.fail(errorMessage(error))}
    >
      {message.shown}
    </ResetCodeForm>
  );
}
