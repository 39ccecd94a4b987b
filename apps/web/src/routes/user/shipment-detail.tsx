import { SHIPMENT_TEXTS, type Shipment } from "@app/shared/shipments/shipments";
import { useLocation, useParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/card";
import { LoadFailed } from "../../components/ui/load-failed";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { PrintCard } from "../../components/ui/print-card";
import { TrackingTimeline } from "../../components/ui/tracking-timeline";
import { CustomerDutySection } from "../../features/customs/components/customer-duty-section";
import { useShipment } from "../../features/shipments/api/get-shipment";
import { ShipmentCard } from "../../features/shipments/components/shipment-card";
import { hasInAppHistory } from "../../lib/use-load-toasts";
import { useDocumentTitle } from "../../lib/use-document-meta";

/**
 * /user/my-shipments/shipment/{id}: the list passes the shipment in navigation state so it shows at
 * once; the page still fetches it by id, so a reload or a shared link works. The fetch brings its timeline.
 */
export default function ShipmentDetailPage() {
  const id = Number(useParams().id);
  const fromList = (useLocation().state as { shipment?: Shipment } | null)?.shipment;
  const query = useShipment(id);
  const shipment = query.data?.shipment ?? (fromList?.id === id ? fromList : undefined);
  useDocumentTitle(shipment ? `Shipment ${shipment.tracking_number}` : "Shipment");

  if (!shipment) {
    if (query.isError || !Number.isInteger(id) || id < 1) {
      return (
        <div>
          <Link to="/user/my-shipments" className={buttonClass("secondary")}>
            Go Back
          </Link>
          <RecordLoadFailed query={query} what="shipment" notFound={SHIPMENT_TEXTS.notFound} />
        </div>
      );
    }
    return <Spinner />;
  }
  return (
    <div className="max-w-4xl">
      <PrintCard backTo={hasInAppHistory() ? undefined : "/user/my-shipments"}>
        <ShipmentCard shipment={shipment} />
        <CustomerDutySection shipmentId={shipment.id} />
        {query.data ? (
          <TrackingTimeline
            history={query.data.history}
            events={query.data.events}
            headingLevel="h2"
            className="mt-8"
          />
        ) : query.isError ? (
          <div className="mt-8">
            <LoadFailed query={query} title="Could not load the tracking history." />
          </div>
        ) : (
          <Spinner label="Loading tracking history..." />
        )}
      </PrintCard>
    </div>
  );
}
