import { can } from "@app/shared/core/roles";
import { useParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { PageHeader, Spinner } from "../../components/ui/card";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { useStaffMaster } from "../../features/master-shipments/staff/api/master-calls";
import { ManifestDownloads } from "../../features/master-shipments/staff/components/manifest-downloads";
import { MasterDetail } from "../../features/master-shipments/staff/components/master-detail";
import { MasterDutySection } from "../../features/customs/components/master-duty-section";
import { MASTER_TEXTS as TEXTS } from "../../features/master-shipments/staff/master-texts";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /admin/master-shipments/{id}: fetched by id, so a reload or a shared link works. */
export default function AdminMasterShipmentDetailPage() {
  const id = Number(useParams().id);
  const admin = useAdmin();
  const detail = useStaffMaster(id);
  const master = detail.data?.master;
  useDocumentTitle(master ? `Master shipment ${master.reference}` : "Master shipment");
  const back = (
    <Link to="/admin/master-shipments" className={buttonClass("secondary")}>
      Go Back
    </Link>
  );
  if (!(Number.isInteger(id) && id > 0) || detail.isError)
    return (
      <div>
        {back}
        <RecordLoadFailed query={detail} what="master shipment" notFound={TEXTS.notFound} />
      </div>
    );
  if (!detail.data || !master) return <Spinner />;
  return (
    <div className="max-w-5xl">
      <PageHeader
        title={`Master shipment ${master.reference}`}
        actions={
          <>
            {can(admin.role, "records.view", admin.warehouses) && <ManifestDownloads master={master} />}
            {back}
          </>
        }
      />
      <MasterDetail detail={detail.data} canManage={can(admin.role, "masters.manage", admin.warehouses)} />
      <MasterDutySection masterId={id} />
    </div>
  );
}
