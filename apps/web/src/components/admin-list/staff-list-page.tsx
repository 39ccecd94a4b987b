import type { ResponseOf } from "@app/shared/core/contract";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import type { StaffAction } from "@app/shared/core/roles";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { PageHeader } from "../ui/card";
import { type ListSort, ListSortContext, type TableSelection } from "../ui/data-table";
import { StatusRegion } from "../ui/field";
import { ListLoadFailed } from "../ui/load-failed";
import { Pagination } from "../ui/pagination";
import { BulkResults } from "./bulk-results";
import { type BulkOutcome, type BulkStatusAction, BulkStatusControls } from "./bulk-status";
import { type CheckedListOperation, checkListParams, ignoredNotice } from "./list-params-check";
import { ListToolbar } from "./list-toolbar";
import { StaffOnly } from "./staff-only";
import { adminListKey, useAdminList } from "./use-admin-list";
import { type ListFilter, type ListParams, useClampedPage, useListParams } from "./use-list-params";
import { useRowSelection } from "./use-row-selection";

/** The role-matrix action a staff operation needs (its contract's `access`). */
type StaffActionOf<O> = O extends { access: { staff: infer A extends StaffAction } } ? A : never;

interface Props<O extends CheckedListOperation, Row> {
  title: string;
  /** The list operation of the contract, e.g. staffPickupsContract.list. */
  op: O;
  /**
   * The action the list's operation needs (its contract's access, checked by the types): anyone who may not gets
   * the line saying who may, and no call is made.
   */
  staff: StaffActionOf<O>;
  /** The rows of one answer, e.g. (answer) => answer.pickups. */
  rowsOf: (answer: ResponseOf<O>) => Row[];
  /** The spec's '… Loaded!' toast, the per-call error default, and the text shown when the list cannot load. */
  texts: { loaded: string; fetchFailed: string; loadError: string };
  statuses: readonly string[];
  /** How a status reads in the filter (default: as stored). */
  statusLabel?: (status: string) => string;
  /** The list's own filters beyond status (e.g. warehouse), kept in the URL like the others. */
  filters?: readonly ListFilter[];
  searchLabel: string;
  /** What the pagination counts, e.g. 'shipments'. */
  noun?: string;
  /** The column key of the list's default (date) order: 'created_at' unless the list says otherwise. */
  defaultSortBy?: string;
  /** Buttons beside the title, e.g. 'Create Shipment'. */
  actions?: ReactNode;
  /**
   * A bulk status change: rows get checkboxes (kept across pages, cleared by a new filter or search), and the whole
   * page selected offers every row matching the filter. Leave out for lists without one or roles that may not.
   */
  bulk?: BulkStatusAction<Row>;
  /** The table for this page's rows (undefined while the first page loads); pass `selection` to its DataTable. */
  table: (list: {
    rows: Row[] | undefined;
    loading: boolean;
    role: ReturnType<typeof useAdmin>["role"];
    /** The signed-in staff member's warehouses (null: all), for `can(role, action, warehouses)`. */
    warehouses: ReturnType<typeof useAdmin>["warehouses"];
    selection?: TableSelection<Row>;
  }) => ReactNode;
}

const NO_FILTERS: readonly ListFilter[] = [];

/**
 * A staff list page: title, search / status / sort / CSV toolbar (all kept in the URL), the table with sortable
 * column headers, and the pagination. Loads once per filter with the '… Loaded!' toast; a failed first load shows
 * `texts.loadError` with the server's reason and 'Try again'. A filter value the list does not know is dropped from the URL with a notice, and a page past
 * the last one becomes the last page.
 */
export function StaffListPage<O extends CheckedListOperation, Row>({ staff, ...props }: Props<O, Row>) {
  return (
    <StaffOnly actions={[staff]} title={props.title}>
      <StaffListBody {...props} />
    </StaffOnly>
  );
}

function StaffListBody<O extends CheckedListOperation, Row>({
  title,
  op,
  rowsOf,
  texts,
  statuses,
  statusLabel,
  filters = NO_FILTERS,
  searchLabel,
  noun = "records",
  defaultSortBy = "created_at",
  actions,
  bulk,
  table,
}: Omit<Props<O, Row>, "staff">) {
  useDocumentTitle(title);
  const admin = useAdmin();
  const { params: urlParams, update: setParams } = useListParams(filters.map((f) => f.key));
  const { params, ignored, clear } = useMemo(() => checkListParams(op, urlParams, filters), [op, urlParams, filters]);
  const [notice, setNotice] = useState<string | null>(null);
  const ignoredKey = JSON.stringify(ignored);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per set of ignored values (ignoredKey).
  useEffect(() => {
    if (ignored.length === 0) return;
    setNotice(ignoredNotice(ignored, noun));
    setParams(clear, { replace: true });
  }, [ignoredKey]);
  const update = (changes: Partial<ListParams>) => {
    setNotice(null);
    setParams(changes);
  };
  const list = useAdminList({
    op,
    rowsOf,
    params,
    loadedMessage: texts.loaded,
    fallback: texts.fetchFailed,
  });
  const pastTheEnd = useClampedPage(list, setParams);
  // The previous page's rows, kept while another page (or filter) loads, are not shown as its rows: the table shows
  // it loading, then its rows or why it failed.
  const waiting = pastTheEnd || list.isPlaceholderData;
  const rows = waiting ? undefined : list.data?.rows;
  const total = list.data?.pagination?.total;
  const queryClient = useQueryClient();
  const selection = useRowSelection(`${params.q}\u0000${params.status}\u0000${JSON.stringify(params.filters)}`, total);
  const [results, setResults] = useState<{ message: string; status: string; outcomes: BulkOutcome[] } | null>(null);
  const tableSelection: TableSelection<Row> | undefined = bulk && {
    isSelected: (row) => selection.isSelected(bulk.idOf(row)),
    onToggle: (row, on) => selection.toggle(bulk.idOf(row), on),
    onTogglePage: (pageRows, on) => selection.setPage(pageRows.map(bulk.idOf), on),
    rowLabel: (row) => `Select ${bulk.labelOf(row)}`,
    pageLabel: `Select all ${noun} on this page`,
  };
  const sortedBy = params.sortBy || defaultSortBy;
  const sort: ListSort = {
    by: sortedBy,
    sort: params.sort,
    onSort: (key) => {
      const byDate = key === defaultSortBy;
      if (key === sortedBy) update({ sortBy: byDate ? "" : key, sort: params.sort === "asc" ? "desc" : "asc" });
      else update({ sortBy: byDate ? "" : key, sort: byDate ? "desc" : "asc" });
    },
  };
  return (
    <div>
      <PageHeader title={title} actions={actions} />
      <ListToolbar
        path={op.path}
        params={params}
        update={update}
        statuses={statuses}
        statusLabel={statusLabel}
        filters={filters}
        searchLabel={searchLabel}
        sortedByDate={sortedBy === defaultSortBy}
      />
      {/* In the page from the start: the notice, set once the URL is read, is announced (StatusRegion). */}
      <StatusRegion>
        {notice && (
          <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {notice}
          </p>
        )}
      </StatusRegion>
      {bulk && results && (
        <BulkResults {...results} recordHeader={bulk.recordHeader} onClose={() => setResults(null)} />
      )}
      {bulk && (
        <BulkStatusControls
          action={bulk}
          selection={selection}
          pageIds={rows?.map(bulk.idOf) ?? []}
          total={total}
          filter={{ q: params.q, status: params.status }}
          noun={noun}
          onDone={(result, status) => {
            setResults({ ...result, status });
            selection.clear();
            void queryClient.invalidateQueries({ queryKey: adminListKey(op.path) });
          }}
        />
      )}
      {list.isError && !list.data ? (
        <ListLoadFailed title={texts.loadError} error={list.error} retry={() => void list.refetch()} />
      ) : (
        <ListSortContext.Provider value={sort}>
          {table({
            rows,
            loading: list.isPending || waiting,
            role: admin.role,
            warehouses: admin.warehouses,
            selection: tableSelection,
          })}
        </ListSortContext.Provider>
      )}
      <Pagination
        info={list.data?.pagination}
        loadingPage={list.isPlaceholderData ? params.page : undefined}
        onPage={(page) => update({ page })}
        noun={noun}
      />
    </div>
  );
}
