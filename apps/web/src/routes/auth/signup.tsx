import { COMPANY } from "@app/shared/core/company";
import { Link } from "../../components/ui/link";
import { AuthCard, authLinkClass } from "../../features/accounts/components/auth-card";
import { SignupForm } from "../../features/accounts/components/signup-form";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function SignupPage() {
  useDocumentTitle(`Sign Up | ${COMPANY.name}`);
  return (
    <AuthCard
      title="Create an account"
      intro="Get your own warehouse address abroad, ask us to shop for you and follow every shipment."
      footer={
        <p>
          Already have an account?{" "}
          <Link to="/login" className={authLinkClass}>
            Login
          </Link>
        </p>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
