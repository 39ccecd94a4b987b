import { SHIPMENT_TEXTS } from "@app/shared/shipments/shipments";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/card";
import { ListLoad } from "../../components/ui/list-load";
import { Pagination } from "../../components/ui/pagination";
import { useShipments } from "../../features/shipments/api/get-shipments";
import { ShipmentTable } from "../../features/shipments/components/shipment-table";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /user/my-shipments: 'My Shipments', newest first; the tracking number opens the printable detail. */
export default function ShipmentsPage() {
  useDocumentTitle(SHIPMENT_TEXTS.listTitle);
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get("page")) || 1);
  const shipments = useShipments(page);
  return (
    <div>
      <PageHeader title={SHIPMENT_TEXTS.listTitle} />
      <ListLoad query={shipments}>
        <ShipmentTable shipments={shipments.data?.shipments} loading={shipments.isPending} />
      </ListLoad>
      <Pagination
        info={shipments.data?.pagination}
        loadingPage={shipments.isPlaceholderData ? page : undefined}
        onPage={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
      />
    </div>
  );
}
