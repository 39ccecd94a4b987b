import type { ResponseOf } from "@app/shared/contract";
import type { ReactNode } from "react";
import { useAdmin } from "../../lib/session";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { EmptyState, PageHeader } from "../ui/card";
import { Pagination } from "../ui/pagination";
import { ListToolbar } from "./list-toolbar";
import { type ListOperation, useAdminList } from "./use-admin-list";
import { useListParams } from "./use-list-params";

interface Props<O extends ListOperation, Row> {
  title: string;
  /** The list operation of the contract, e.g. staffPickupsContract.list. */
  op: O;
  /** The rows of one answer, e.g. (answer) => answer.pickups. */
  rowsOf: (answer: ResponseOf<O>) => Row[];
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
export function StaffListPage<O extends ListOperation, Row>({
  title,
  op,
  rowsOf,
  texts,
  statuses,
  searchLabel,
  noun,
  actions,
  table,
}: Props<O, Row>) {
  useDocumentTitle(title);
  const admin = useAdmin();
  const { params, update } = useListParams();
  const list = useAdminList({
    op,
    rowsOf,
    params,
    loadedMessage: texts.loaded,
    fallback: texts.fetchFailed,
  });
  return (
    <div>
      <PageHeader title={title} actions={actions} />
      <ListToolbar path={op.path} params={params} update={update} statuses={statuses} searchLabel={searchLabel} />
      {list.isError && !list.data ? (
        <EmptyState>{texts.loadError}</EmptyState>
      ) : (
        table({ rows: list.data?.rows, loading: list.isPending, role: admin.role })
      )}
      <Pagination info={list.data?.pagination} onPage={(page) => update({ page })} noun={noun} />
    </div>
  );
}
