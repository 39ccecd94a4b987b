import { COMPANY } from "@app/shared/core/company";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "../../components/ui/link";
import { Spinner } from "../../components/ui/card";
import { AuthCard, authLinkClass } from "../../features/accounts/components/auth-card";
import { VerifyCodeForm } from "../../features/accounts/components/verify-code-form";
import { resetState } from "../../features/accounts/reset-state";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function VerifyOtpPage() {
  useDocumentTitle(`Verify Code | ${COMPANY.name}`);
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);

  // The held e-mail is read after mounting (no storage while prerendering); without one, start over.
  useEffect(() => {
    const held = resetState.email();
    if (held) setEmail(held);
    else navigate("/request-otp", { replace: true });
  }, [navigate]);

  return (
    <AuthCard
      title="Enter your code"
      intro={email ? `We sent a 6-digit code to ${email}. It is valid for 10 minutes.` : undefined}
      footer={
        <p>
          No code?{" "}
          <Link to="/request-otp" className={authLinkClass}>
            Send a new code
          </Link>
        </p>
      }
    >
      {email ? <VerifyCodeForm email={email} /> : <Spinner />}
    </AuthCard>
  );
}
