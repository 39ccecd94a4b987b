import { COMPANY } from "@app/shared/core/company";
import { Link } from "../../components/ui/link";
import { AuthCard, authLinkClass } from "../../features/accounts/components/auth-card";
import { RequestCodeForm } from "../../features/accounts/components/request-code-form";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function RequestOtpPage() {
  useDocumentTitle(`Forgot Password | ${COMPANY.name}`);
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email address of your account and we will send you a 6-digit code to reset your password."
      footer={
        <p>
          Remembered it?{" "}
          <Link to="/login" className={authLinkClass}>
            Back to login
          </Link>
        </p>
      }
    >
      <RequestCodeForm />
    </AuthCard>
  );
}
