import { PICKUP_TEXTS } from "@app/shared/pickups/pickups";
import { useParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/card";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { PrintCard } from "../../components/ui/print-card";
import { usePickup } from "../../features/pickups/api/get-pickup";
import { PickupCard } from "../../features/pickups/components/pickup-card";
import { hasInAppHistory } from "../../lib/use-load-toasts";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /user/pickup/{id}: fetched by id, so a reload or a shared link works the same as a click from the list. */
export default function PickupDetailPage() {
  const id = Number(useParams().id);
  const query = usePickup(id);
  const pickup = query.data;
  useDocumentTitle(pickup ? `Pickup #${pickup.id}` : "Pickup");

  if (!pickup) {
    if (query.isError || !Number.isInteger(id) || id < 1) {
      return (
        <div>
          <Link to="/user/pickups" className={buttonClass("secondary")}>
            Go Back
          </Link>
          <RecordLoadFailed query={query} what="pickup" notFound={PICKUP_TEXTS.notFound} />
        </div>
      );
    }
    return <Spinner />;
  }
  return (
    <div className="max-w-4xl">
      <PrintCard backTo={hasInAppHistory() ? undefined : "/user/pickups"}>
        <PickupCard pickup={pickup} />
      </PrintCard>
    </div>
  );
}
