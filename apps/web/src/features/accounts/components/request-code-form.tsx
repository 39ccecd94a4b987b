import { useNavigate } from "react-router";
import { errorMessage } from "../../../lib/api";
import { useFormMessage } from "../../../components/ui/form";
import { ResetEmailForm } from "../../../components/ui/password-reset-forms";
import { requestResetCode } from "../api/request-reset-code";
import { resetState } from "../reset-state";

export function RequestCodeForm() {
  const navigate = useNavigate();
  const message = useFormMessage();
  return (
    <ResetEmailForm
      autoComplete="email"
      submit={async (values) => {
        message.clear();
        await requestResetCode(values);
        resetState.setEmail(values.email_address);
        navigate("/verify-otp");
      }}
      onFailure={(error) => message.fail(errorMessage(error))}
    >
      {message.shown}
    </ResetEmailForm>
  );
}
