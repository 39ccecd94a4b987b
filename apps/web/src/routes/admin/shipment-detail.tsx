import { SHIPMENT_STAFF_TEXTS as TEXTS } from "@app/shared/shipments/staff.texts";
import { useParams } from "react-router";
import { EmptyState, Spinner } from "../../components/ui/card";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { PrintCard } from "../../components/ui/print-card";
import { ShipmentDutySection } from "../../features/customs/components/shipment-duty-section";
import { useStaffShipment } from "../../features/shipments/staff/api/shipment-calls";
import { ShipmentDetailCard } from "../../features/shipments/staff/components/shipment-detail-card";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { staffOnlyPage } from "../../components/admin-list/staff-only";

/** /admin/shipment/{id}: fetched by id, so a reload or a shared link works; only the card prints. */
function AdminShipmentDetailPage() {
  const id = Number(useParams().id);
  const detail = useStaffShipment(id);
  useDocumentTitle(detail.data ? `Shipment ${detail.data.shipment.tracking_number}` : "Shipment");
  return (
    <PrintCard backTo="/admin/shipments">
      {!(id > 0) ? (
        <EmptyState>{TEXTS.notFound}</EmptyState>
      ) : detail.isPending ? (
        <Spinner />
      ) : detail.isError ? (
        <RecordLoadFailed query={detail} what="shipment" notFound={TEXTS.notFound} />
      ) : (
        <>
          <ShipmentDetailCard detail={detail.data} />
          <ShipmentDutySection shipmentId={id} />
        </>
      )}
    </PrintCard>
  );
}

export default staffOnlyPage(["records.view"], "Shipment", AdminShipmentDetailPage);
