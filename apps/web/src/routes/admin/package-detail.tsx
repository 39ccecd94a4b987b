import { PACKAGE_STAFF_TEXTS as TEXTS } from "@app/shared/packages/staff";
import { useParams } from "react-router";
import { AuditTrail } from "../../components/admin-list/audit-trail";
import { Spinner } from "../../components/ui/card";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { PrintCard } from "../../components/ui/print-card";
import { useStaffPackage } from "../../features/packages/staff/api/staff-package-calls";
import { PackageCard, PackageHistory } from "../../features/packages/staff/components/package-card";
import { PackageEdits } from "../../features/packages/staff/components/package-edits";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** Go Back is one step back; opened from a link or a reload there is none, so it goes to the list. */
const backTarget = (list: string) => ((window.history.state?.idx ?? 0) > 0 ? undefined : list);

/** /admin/packages/{id}: the package with its photos, edits, status history and audit trail. */
export default function AdminPackageDetailPage() {
  const id = Number(useParams().id);
  const query = useStaffPackage(id);
  useDocumentTitle(query.data ? `Package ${query.data.package_code}` : "Package");
  if (query.isPending && query.fetchStatus !== "idle") return <Spinner />;
  if (!query.data) {
    return <RecordLoadFailed query={query} what="package" notFound={TEXTS.notFound} />;
  }
  return (
    <div className="max-w-5xl">
      <PrintCard backTo={backTarget("/admin/packages")}>
        <PackageCard pkg={query.data} />
      </PrintCard>
      <PackageEdits pkg={query.data} />
      <PackageHistory entries={query.data.history} />
      <AuditTrail entries={query.data.audit} />
    </div>
  );
}
