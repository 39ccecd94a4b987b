import { useNavigate } from "react-router";
import { FormMessage } from "../../../components/ui/field";
import { ResetEmailForm } from "../../../components/ui/password-reset-forms";
import { requestResetCode } from "../api/request-reset-code";
import { resetState } from "../reset-state";
import { useFormStatus } from "./form-status";

export function RequestCodeForm() {
  const navigate = useNavigate();
  const status = useFormStatus();
  return (
    <ResetEmailForm
      autoComplete="email"
      submit={async (values) => {
        status.clear();
        await requestResetCode(values);
        resetState.setEmail(values.email_address);
        navigate("/verify-otp");
      }}
      onFailure={status.fail}
    >
      {status.status && <FormMessage kind={status.status.kind}>{status.status.text}</FormMessage>}
    </ResetEmailForm>
  );
}
