import { ADMIN_HOME_TEXTS } from "@app/shared/back-office/back-office";
import { can } from "@app/shared/core/roles";
import { UserPlus } from "lucide-react";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { PageHeader, Spinner } from "../../components/ui/card";
import { useAdminSummary } from "../../features/back-office/api/get-summary";
import { AttentionCards, TotalsGrid } from "../../features/back-office/components/summary-cards";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { LoadFailed } from "../../components/ui/load-failed";

export default function AdminHomePage() {
  useDocumentTitle("Admin Home");
  const admin = useAdmin();
  const summary = useAdminSummary();
  return (
    <div>
      <PageHeader
        title="Home"
        actions={
          can(admin.role, "admins.create", admin.warehouses) ? (
            <Link to="/admin/signup" className={buttonClass("primary")}>
              <UserPlus size={16} /> {ADMIN_HOME_TEXTS.createAdmin}
            </Link>
          ) : undefined
        }
      />
      {summary.isPending ? (
        <Spinner />
      ) : summary.isError ? (
        <LoadFailed query={summary} title={ADMIN_HOME_TEXTS.loadFailed} />
      ) : (
        <>
          <AttentionCards summary={summary.data} />
          <TotalsGrid totals={summary.data.totals} />
        </>
      )}
    </div>
  );
}
