import { Link } from "../../components/ui/link";
import { AuthCard, authLinkClass } from "../../features/accounts/components/auth-card";
import { LoginForm } from "../../features/accounts/components/login-form";
import { COMPANY } from "@app/shared/core/company";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function LoginPage() {
  useDocumentTitle(`Login | ${COMPANY.name}`);
  return (
    <AuthCard
      title="Login"
      intro="Log in to follow your shipments, shop-for-me requests, pickups and invoices."
      footer={
        <p>
          Don't have an account?{" "}
          <Link to="/signup" className={authLinkClass}>
            Sign up
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}
