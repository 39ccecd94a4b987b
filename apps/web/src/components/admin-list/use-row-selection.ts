import { useState } from "react";

/**
 * The rows a staff list has selected for a bulk action: ids picked row by row or page by page (kept while paging
 * and sorting), or every row matching the list's filter ("all matching", which the server resolves with the list's
 * own query). A new filter or search (`filterKey`) starts again with nothing selected.
 */
export interface RowSelection {
  ids: ReadonlySet<number>;
  /** Every row matching the filter, on every page, is selected. */
  allMatching: boolean;
  /** How many rows the bulk action will take: the list's total when all matching, else the picked ids. */
  count: number;
  isSelected: (id: number) => boolean;
  toggle: (id: number, on: boolean) => void;
  /** Selects or unselects the rows of the page shown. */
  setPage: (ids: readonly number[], on: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

interface State {
  filterKey: string;
  ids: ReadonlySet<number>;
  allMatching: boolean;
}

const empty = (filterKey: string): State => ({ filterKey, ids: new Set(), allMatching: false });

export function useRowSelection(filterKey: string, total: number | undefined): RowSelection {
  const [stored, setState] = useState<State>(() => empty(filterKey));
  // Another filter: the old selection no longer means what staff see (reset during render, before it shows).
  const state = stored.filterKey === filterKey ? stored : empty(filterKey);
  if (state !== stored) setState(state);
  const change = (next: (s: State) => Omit<State, "filterKey">) =>
    setState((previous) => {
      const s = previous.filterKey === filterKey ? previous : empty(filterKey);
      return { ...next(s), filterKey };
    });
  return {
    ids: state.ids,
    allMatching: state.allMatching,
    count: state.allMatching ? (total ?? state.ids.size) : state.ids.size,
    isSelected: (id) => state.allMatching || state.ids.has(id),
    toggle: (id, on) =>
      change((s) => {
        const ids = new Set(s.ids);
        if (on) ids.add(id);
        else ids.delete(id);
        // Unticking one row of "all matching" leaves the rows picked so far, less that one.
        return { ids, allMatching: s.allMatching && on };
      }),
    setPage: (pageIds, on) =>
      change((s) => {
        const ids = new Set(s.ids);
        for (const id of pageIds) {
          if (on) ids.add(id);
          else ids.delete(id);
        }
        return { ids, allMatching: s.allMatching && on };
      }),
    selectAllMatching: () => change((s) => ({ ids: s.ids, allMatching: true })),
    clear: () => change(() => ({ ids: new Set(), allMatching: false })),
  };
}
