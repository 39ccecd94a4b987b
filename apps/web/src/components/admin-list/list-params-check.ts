import { type ListAccepts, refusedListValues } from "@app/shared/core/list-query";
import type { ListOperation } from "./use-admin-list";
import type { ListFilter, ListParams } from "./use-list-params";

/** A list operation whose URL is checked: it says what its query accepts. */
export type CheckedListOperation = ListOperation & { accepts: ListAccepts };

type Checked = "q" | "status" | "sortBy";

/** What a value of the URL is called in the notice that says it was ignored. */
const NAMES: Record<Checked, string> = { q: "search", status: "status", sortBy: "sort column" };

/**
 * The list's parameters that the list's own query accepts (what the operation `accepts`, from which its query schema
 * is built: checked without zod): a value it would refuse (an unknown status, an unknown sort column, an over-long
 * search, an unknown value of one of the list's own filters) is dropped, so the list still loads, named in `ignored`
 * as [what it is called, the value], and `clear` is the change of the URL that drops them.
 */
export function checkListParams(op: CheckedListOperation, params: ListParams, filters: readonly ListFilter[] = []) {
  const refused = new Set(
    refusedListValues(op.accepts, {
      q: params.q || undefined,
      status: params.status || undefined,
      sortBy: params.sortBy || undefined,
      ...Object.fromEntries(Object.entries(params.filters).filter(([, value]) => value)),
    }),
  );
  if (refused.size === 0) return { params, ignored: [] as Array<[string, string]>, clear: {} as Partial<ListParams> };
  const valid: ListParams = { ...params, filters: { ...params.filters } };
  const ignored: Array<[string, string]> = [];
  const clear: Partial<ListParams> = {};
  for (const key of Object.keys(NAMES) as Checked[]) {
    if (!refused.has(key) || !params[key]) continue;
    ignored.push([NAMES[key], params[key]]);
    valid[key] = "";
    clear[key] = "";
  }
  for (const [key, value] of Object.entries(params.filters)) {
    if (!refused.has(key) || !value) continue;
    ignored.push([filters.find((f) => f.key === key)?.label.toLowerCase() ?? key, value]);
    valid.filters[key] = "";
    clear.filters = { ...clear.filters, [key]: "" };
  }
  return { params: valid, ignored, clear };
}

/** "Ignored the unknown status “Bogus”: showing all shipments." */
export function ignoredNotice(ignored: Array<[string, string]>, noun: string) {
  const parts = ignored.map(([name, value]) => `the unknown ${name} “${value}”`);
  return `Ignored ${parts.join(" and ")}: showing all ${noun} instead.`;
}
