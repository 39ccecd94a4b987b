import { PICKUP_TEXTS } from "@app/shared/pickups/pickups";
import { useSearchParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/card";
import { ListLoad } from "../../components/ui/list-load";
import { Pagination } from "../../components/ui/pagination";
import { usePickups } from "../../features/pickups/api/get-pickups";
import { PickupTable } from "../../features/pickups/components/pickup-table";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /user/pickups: 'My Pickups', newest first, with the 'Pickup Form' button. */
export default function PickupsPage() {
  useDocumentTitle(PICKUP_TEXTS.listTitle);
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get("page")) || 1);
  const pickups = usePickups(page);
  return (
    <div>
      <PageHeader
        title={PICKUP_TEXTS.listTitle}
        actions={
          <Link to="/user/pickups/form" className={buttonClass()}>
            {PICKUP_TEXTS.formButton}
          </Link>
        }
      />
      <ListLoad query={pickups}>
        <PickupTable pickups={pickups.data?.pickups} loading={pickups.isPending} />
      </ListLoad>
      <Pagination
        info={pickups.data?.pagination}
        loadingPage={pickups.isPlaceholderData ? page : undefined}
        onPage={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
      />
    </div>
  );
}
