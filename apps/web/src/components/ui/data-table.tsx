import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { createContext, type ReactNode, useContext, useEffect, useRef } from "react";
import { EmptyState, Spinner } from "./card";
import { ListLoadContext, ListWaitingContext } from "./list-load";
import { ListLoadFailed } from "./load-failed";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** The list's sort key for this column (the server's `sortBy`); the header sorts when a ListSort is provided. */
  sortKey?: string;
}

/** The sort order of the list around a table: the column key it is sorted by, its direction, and how to change it. */
export interface ListSort {
  by: string;
  sort: "asc" | "desc";
  onSort: (key: string) => void;
}

/** Provided by a list page whose server sorts by columns; tables inside it get sortable headers. */
export const ListSortContext = createContext<ListSort | null>(null);

function ColumnHeader({ header, sortKey }: { header: string; sortKey?: string }) {
  const sort = useContext(ListSortContext);
  if (!sort || !sortKey) return <>{header}</>;
  const active = sort.by === sortKey;
  const Icon = !active ? ArrowUpDown : sort.sort === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => sort.onSort(sortKey)}
      className="inline-flex items-center gap-1 rounded font-semibold hover:text-slate-900"
    >
      {header}
      <Icon aria-hidden size={14} className={active ? "text-slate-900" : "text-slate-400"} />
    </button>
  );
}

function ariaSortOf(sort: ListSort | null, sortKey: string | undefined) {
  if (!sort || !sortKey) return undefined;
  if (sort.by !== sortKey) return "none" as const;
  return sort.sort === "asc" ? ("ascending" as const) : ("descending" as const);
}

/** Row checkboxes for a bulk action (a first column), with a checkbox in the header for the rows of the page. */
export interface TableSelection<Row> {
  isSelected: (row: Row) => boolean;
  onToggle: (row: Row, on: boolean) => void;
  onTogglePage: (rows: Row[], on: boolean) => void;
  /** Accessible name of a row's checkbox, e.g. 'Select SWG4821ABC'. */
  rowLabel: (row: Row) => string;
  /** Name of the header checkbox, e.g. 'Select all shipments on this page' (shown as text in stacked mode). */
  pageLabel: string;
}

const CHECKBOX = "size-5 shrink-0 cursor-pointer accent-brand-700";

/** The header checkbox: ticked when every row of the page is, mixed when some are. */
function PageCheckbox<Row>({ rows, selection }: { rows: Row[]; selection: TableSelection<Row> }) {
  const ref = useRef<HTMLInputElement>(null);
  const picked = rows.filter((row) => selection.isSelected(row)).length;
  const all = picked === rows.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = picked > 0 && !all;
  });
  return (
    <label className="flex cursor-pointer items-center gap-3 font-normal">
      <input
        ref={ref}
        type="checkbox"
        className={CHECKBOX}
        checked={all}
        onChange={(e) => selection.onTogglePage(rows, e.target.checked)}
      />
      <span className="@3xl:sr-only">{selection.pageLabel}</span>
    </label>
  );
}

interface DataTableProps<Row> {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading?: boolean;
  caption?: string;
  /** Summary lines under the rows (label, value), e.g. charges and a total. */
  footer?: Array<[string, ReactNode]>;
  /** Bare: no frame of its own (inside a card). */
  bare?: boolean;
  /** Checkboxes to pick rows for a bulk action. */
  selection?: TableSelection<Row>;
}

/**
 * In stacked mode CSS display changes drop a table's implicit roles, so each part states its role; spread from
 * here because the linter takes the written-out attribute for a redundant one.
 */
const tableRole = (role: "table" | "rowgroup" | "row" | "columnheader" | "cell") => ({ role });

/**
 * A table that fits its box: a real table where there is room (container 48rem and wider), and one stacked card
 * per row, each value with its column's name (drawn by CSS, so it is not part of the cell's text), where there is not (phones, tablets, a narrow card). Nothing
 * scrolls sideways. The roles keep it a table for screen readers whichever way it is drawn.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  loading,
  caption,
  footer,
  bare,
  selection,
}: DataTableProps<Row>) {
  const sort = useContext(ListSortContext);
  const failure = useContext(ListLoadContext);
  const waiting = useContext(ListWaitingContext);
  if (failure && !rows?.length) return <ListLoadFailed {...failure} />;
  if ((loading && !rows) || waiting) return <Spinner />;
  if (!rows || rows.length === 0) return <EmptyState />;
  return (
    <div className={`@container ${bare ? "" : "rounded-lg border border-slate-200 bg-white"}`}>
      <table {...tableRole("table")} className="block w-full text-sm @3xl:table">
        {caption && <caption className="sr-only">{caption}</caption>}
        {/* Stacked, the headers are only read out; a selection keeps its page checkbox visible above the cards. */}
        <thead
          {...tableRole("rowgroup")}
          className={`bg-slate-50 ${selection ? "block border-b border-slate-200 @3xl:table-header-group @3xl:border-0" : "@max-3xl:sr-only"}`}
        >
          <tr {...tableRole("row")} className={selection ? "block @3xl:table-row" : undefined}>
            {/* With a checkbox column the cells pad less, so the row still fits where it did without one. */}
            {selection && (
              <th
                {...tableRole("columnheader")}
                scope="col"
                className="block px-4 py-3 text-left text-sm text-slate-700 @3xl:table-cell @3xl:w-10 @3xl:px-3"
              >
                <PageCheckbox rows={rows} selection={selection} />
              </th>
            )}
            {columns.map((c) => (
              <th
                key={c.header}
                {...tableRole("columnheader")}
                scope="col"
                aria-sort={ariaSortOf(sort, c.sortKey)}
                className={`${selection ? "px-3 @max-3xl:sr-only" : "px-4"} py-3 text-left font-semibold text-slate-700 ${c.className ?? ""}`}
              >
                <ColumnHeader header={c.header} sortKey={c.sortKey} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          {...tableRole("rowgroup")}
          className="block divide-y divide-slate-100 border-slate-200 @3xl:table-row-group @3xl:border-t"
        >
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              {...tableRole("row")}
              className={`block px-4 py-2 @3xl:table-row @3xl:p-0 ${selection?.isSelected(row) ? "bg-brand-50" : "hover:bg-slate-50"}`}
            >
              {selection && (
                <td
                  {...tableRole("cell")}
                  data-label="Select"
                  className="flex items-center justify-between gap-4 py-1.5 before:text-xs before:font-semibold before:text-slate-600 before:content-[attr(data-label)] @3xl:table-cell @3xl:w-10 @3xl:px-3 @3xl:py-3 @3xl:before:content-none"
                >
                  <input
                    type="checkbox"
                    className={CHECKBOX}
                    aria-label={selection.rowLabel(row)}
                    checked={selection.isSelected(row)}
                    onChange={(e) => selection.onToggle(row, e.target.checked)}
                  />
                </td>
              )}
              {columns.map((c) => (
                <td
                  key={c.header}
                  {...tableRole("cell")}
                  data-label={c.header}
                  className={`flex items-center justify-between gap-4 py-1.5 text-right wrap-anywhere text-slate-800 before:shrink-0 before:text-left before:text-xs before:font-semibold before:text-slate-600 before:content-[attr(data-label)] @3xl:table-cell ${selection ? "@3xl:px-3" : "@3xl:px-4"} @3xl:py-3 @3xl:text-left @3xl:whitespace-nowrap @3xl:before:content-none ${c.className ?? ""}`}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {footer && (
        <dl className="border-t border-slate-200 px-4 py-2 text-sm font-semibold">
          {footer.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-1 @3xl:justify-end">
              <dt>{label}</dt>
              <dd className="whitespace-nowrap">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
