import { PICKUP_STAFF_TEXTS } from "@app/shared/pickups/staff";
import { can } from "@app/shared/core/roles";
import { useParams } from "react-router";
import { AuditTrail } from "../../components/admin-list/audit-trail";
import { Spinner } from "../../components/ui/card";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { PrintCard } from "../../components/ui/print-card";
import { useStaffPickup } from "../../features/pickups/staff/api/get-pickup";
import { PickupCard } from "../../features/pickups/staff/components/pickup-card";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { staffOnlyPage } from "../../components/admin-list/staff-only";

/** Go Back is one step back; opened from a link or a reload there is none, so it goes to the list. */
const backTarget = (list: string) => ((window.history.state?.idx ?? 0) > 0 ? undefined : list);

function AdminPickupDetailPage() {
  const id = Number(useParams().id);
  useDocumentTitle(`Pickup #${id}`);
  const admin = useAdmin();
  const query = useStaffPickup(id);
  if (query.isPending && query.fetchStatus !== "idle") return <Spinner />;
  if (!query.data) {
    return <RecordLoadFailed query={query} what="pickup" notFound={PICKUP_STAFF_TEXTS.notFound} />;
  }
  return (
    <div>
      <PrintCard backTo={backTarget("/admin/pickups")}>
        <PickupCard pickup={query.data} canCreateInvoice={can(admin.role, "invoices.create", admin.warehouses)} />
      </PrintCard>
      <AuditTrail entries={query.data.audit} />
    </div>
  );
}

export default staffOnlyPage(["customers.view"], "Pickup", AdminPickupDetailPage);
