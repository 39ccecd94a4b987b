import { can } from "@app/shared/core/roles";
import { REPORTS_TEXTS } from "@app/shared/reports/staff";
import { EmptyState, PageHeader } from "../../components/ui/card";
import { ReportsDashboard } from "../../features/reports/staff/components/reports-dashboard";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /admin/reports: the owner's dashboard of charts and tables, and the accountant's export (owners, managers; an
 * account of some warehouses reads its warehouses'). */
export default function AdminReportsPage() {
  useDocumentTitle(REPORTS_TEXTS.title);
  const admin = useAdmin();
  if (!can(admin.role, "reports.view", admin.warehouses))
    return <EmptyState>Only owners and managers see the reports.</EmptyState>;
  return (
    <div className="space-y-4">
      <PageHeader title={REPORTS_TEXTS.title} />
      <ReportsDashboard warehouses={admin.warehouses} />
    </div>
  );
}
