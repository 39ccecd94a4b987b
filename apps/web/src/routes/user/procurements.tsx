import { PROCUREMENT_TEXTS } from "@app/shared/procurements/procurements";
import { useSearchParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/card";
import { ListLoad } from "../../components/ui/list-load";
import { Pagination } from "../../components/ui/pagination";
import { useProcurements } from "../../features/procurements/api/get-procurements";
import { ProcurementTable } from "../../features/procurements/components/procurement-table";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /user/shop-for-me: 'Procurements', newest first, with the 'Procurement Form' button. */
export default function ProcurementsPage() {
  useDocumentTitle(PROCUREMENT_TEXTS.listTitle);
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get("page")) || 1);
  const procurements = useProcurements(page);
  return (
    <div>
      <PageHeader
        title={PROCUREMENT_TEXTS.listTitle}
        actions={
          <Link to="/user/shop-for-me/form" className={buttonClass()}>
            {PROCUREMENT_TEXTS.formButton}
          </Link>
        }
      />
      <ListLoad query={procurements}>
        <ProcurementTable procurements={procurements.data?.procurements} loading={procurements.isPending} />
      </ListLoad>
      <Pagination
        info={procurements.data?.pagination}
        loadingPage={procurements.isPlaceholderData ? page : undefined}
        onPage={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
      />
    </div>
  );
}
