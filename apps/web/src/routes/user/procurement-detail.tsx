import { PROCUREMENT_TEXTS } from "@app/shared/procurements/procurements";
import { useParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/card";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { PrintCard } from "../../components/ui/print-card";
import { useProcurement } from "../../features/procurements/api/get-procurement";
import { ProcurementCard } from "../../features/procurements/components/procurement-card";
import { hasInAppHistory } from "../../lib/use-load-toasts";
import { useDocumentTitle } from "../../lib/use-document-meta";

/**
 * /user/shop-for-me/procurement/{id}: fetched by id (list rows carry no products), so a reload or a
 * shared link works the same as a click from the list.
 */
export default function ProcurementDetailPage() {
  const id = Number(useParams().id);
  const query = useProcurement(id);
  const procurement = query.data;
  useDocumentTitle(procurement ? `Procurement #${procurement.id}` : "Procurement");

  if (!procurement) {
    if (query.isError || !Number.isInteger(id) || id < 1) {
      return (
        <div>
          <Link to="/user/shop-for-me" className={buttonClass("secondary")}>
            Go Back
          </Link>
          <RecordLoadFailed query={query} what="procurement" notFound={PROCUREMENT_TEXTS.notFound} />
        </div>
      );
    }
    return <Spinner />;
  }
  return (
    <div className="max-w-4xl">
      <PrintCard backTo={hasInAppHistory() ? undefined : "/user/shop-for-me"}>
        <ProcurementCard procurement={procurement} />
      </PrintCard>
    </div>
  );
}
