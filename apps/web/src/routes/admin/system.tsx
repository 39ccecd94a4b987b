import { can } from "@app/shared/core/roles";
import { SYSTEM_TEXTS } from "@app/shared/system/staff";
import { EmptyState, PageHeader, Spinner } from "../../components/ui/card";
import { LoadFailed } from "../../components/ui/load-failed";
import { useSystemStatus } from "../../features/system/staff/api/system-status";
import { formatMoment } from "../../features/system/staff/components/figures";
import { SystemPanels, Warnings } from "../../features/system/staff/components/system-panels";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /admin/system: how the installation is doing (owners only; the server answers 403 to anyone else). */
export default function AdminSystemPage() {
  useDocumentTitle(SYSTEM_TEXTS.title);
  const admin = useAdmin();
  const allowed = can(admin.role, "system.view", admin.warehouses);
  const status = useSystemStatus(allowed);
  if (!allowed) return <EmptyState>{SYSTEM_TEXTS.ownersOnly}</EmptyState>;
  return (
    <div className="space-y-4">
      <PageHeader title={SYSTEM_TEXTS.title} />
      <p className="max-w-3xl text-sm text-slate-600">{SYSTEM_TEXTS.intro}</p>
      {status.data ? (
        <>
          {status.isError && (
            <LoadFailed
              query={status}
              title={SYSTEM_TEXTS.refreshFailed(formatMoment(new Date(status.dataUpdatedAt).toISOString()))}
            />
          )}
          <Warnings warnings={status.data.warnings} />
          <SystemPanels status={status.data} />
        </>
      ) : status.isError ? (
        <LoadFailed query={status} title={SYSTEM_TEXTS.loadError} />
      ) : (
        <Spinner />
      )}
    </div>
  );
}
