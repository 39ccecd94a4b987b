import type { ReactNode } from "react";
import { useAdmin } from "../../lib/session";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { EmptyState, PageHeader } from "../ui/card";
import { Pagination } from "../ui/pagination";
import { ListToolbar } from "./list-toolbar";
import { useAdminList } from "./use-admin-list";
import { useListParams } from "./use-list-params";

interface Props<Row> {
  title: string;
  /** API path of the list, e.g. '/pickup'. */
  path: string;
  /** Key of the rows in the answer, e.g. 'pickups'. */
  rowsKey: string;
  /** The spec's '… Loaded!' toast, the per-call error default, and the text shown when the list cannot load. */
  texts: { loaded: string; fetchFailed: string; loadError: string };
  statuses: readonly string[];
  searchLabel: string;
  /** What the pagination counts, e.g. 'shipments'. */
  noun?: string;
  /** Buttons beside the title, e.g. 'Create Shipment'. */
  actions?: ReactNode;
  /** The table for this page's rows (undefined while the first page loads). */
  table: (list: { rows: Row[] | undefined; loading: boolean; role: ReturnType<typeof useAdmin>["role"] }) => ReactNode;
}

/**
 * A staff list page: title, search / status / sort / CSV toolbar (all kept in the URL), the table, and the
 * pagination. Loads once per filter with the '… Loaded!' toast; a failed first load shows `texts.loadError`.
 */
export function StaffListPage<Row>({
  title,
  path,
  rowsKey,
  texts,
  statuses,
  searchLabel,
  noun,
  actions,
  table,
}: Props<Row>) {
  useDocumentTitle(title);
  const admin = useAdmin();
  const { params, update } = useListParams();
  const list = useAdminList<Row>({
    path,
    rowsKey,
    params,
    loadedMessage: texts.loaded,
    fallback: texts.fetchFailed,
  });
  return (
    <div>
      <PageHeader title={title} actions={actions} />
      <ListToolbar path={path} params={params} update={update} statuses={statuses} searchLabel={searchLabel} />
      {list.isError && !list.data ? (
        <EmptyState>{texts.loadError}</EmptyState>
      ) : (
        table({ rows: list.data?.rows, loading: list.isPending, role: admin.role })
      )}
      <Pagination info={list.data?.pagination} onPage={(page) => update({ page })} noun={noun} />
    </div>
  );
}
