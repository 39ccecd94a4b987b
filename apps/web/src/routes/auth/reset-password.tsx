import { COMPANY } from "@app/shared/core/company";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "../../components/ui/link";
import { Spinner } from "../../components/ui/card";
import { AuthCard, authLinkClass } from "../../features/accounts/components/auth-card";
import { ResetPasswordForm } from "../../features/accounts/components/reset-password-form";
import { resetState } from "../../features/accounts/reset-state";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function ResetPasswordPage() {
  useDocumentTitle(`Reset Password | ${COMPANY.name}`);
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(null);

  // Read once on arrival: after a successful reset the token is cleared but the page stays.
  useEffect(() => {
    const held = resetState.token();
    if (held) setToken(held);
    else navigate(resetState.email() ? "/verify-otp" : "/request-otp", { replace: true });
  }, [navigate]);

  return (
    <AuthCard
      title="Choose a new password"
      intro="Your new password ends every session that is signed in with the old one."
      footer={
        <p>
          <Link to="/login" className={authLinkClass}>
            Back to login
          </Link>
        </p>
      }
    >
      {token ? <ResetPasswordForm token={token} /> : <Spinner />}
    </AuthCard>
  );
}
