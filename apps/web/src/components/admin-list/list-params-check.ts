import type { ListOperation } from "./use-admin-list";
import type { ListParams } from "./use-list-params";

type Checked = "q" | "status" | "sortBy";

/** What a value of the URL is called in the notice that says it was ignored. */
const NAMES: Record<Checked, string> = { q: "search", status: "status", sortBy: "sort column" };

/**
 * The list's parameters that the list's own query schema accepts: a value it would refuse (an unknown status, an
 * unknown sort column, an over-long search) is dropped, so the list still loads, and named in `ignored`.
 */
export function checkListParams(op: ListOperation, params: ListParams) {
  const result = op.query.safeParse({
    q: params.q || undefined,
    status: params.status || undefined,
    sortBy: params.sortBy || undefined,
    sort: params.sort,
  });
  if (result.success) return { params, ignored: [] as Array<[Checked, string]> };
  const refused = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  const ignored = (Object.keys(NAMES) as Checked[])
    .filter((key) => refused.has(key) && params[key])
    .map((key) => [key, params[key]] as [Checked, string]);
  const valid = { ...params };
  for (const [key] of ignored) valid[key] = "";
  return { params: valid, ignored };
}

/** "Ignored the unknown status “Bogus”: showing all shipments." */
export function ignoredNotice(ignored: Array<[Checked, string]>, noun: string) {
  const parts = ignored.map(([key, value]) => `the unknown ${NAMES[key]} “${value}”`);
  return `Ignored ${parts.join(" and ")}: showing all ${noun} instead.`;
}
