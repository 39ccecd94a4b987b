import { PACKAGE_TABS, type PackageTab } from "@app/shared/packages/packages";
import { PACKAGE_TAB_LABELS, type PackageListResponse } from "@app/shared/packages/pre-alert";
import { Link } from "../../../components/ui/link";

const TABS = Object.keys(PACKAGE_TABS) as PackageTab[];

/**
 * The three tabs of My Packages as links (the tab is in the URL, so Back and a shared link keep it), each with its
 * count; the count keeps its place while it loads, so nothing moves when it arrives.
 */
export function PackageTabs({
  current,
  counts,
}: {
  current: PackageTab;
  counts: PackageListResponse["counts"] | undefined;
}) {
  return (
    <nav aria-label="Package tabs" className="mb-4 border-b border-slate-200">
      {/* Each tab at least as wide as its label on one line (flex-1 never shrinks an item below its content), so at
          390 px "At the warehouse" stays one line with its count under it, not three lines in an equal third. */}
      <ul className="-mb-px flex sm:gap-1">
        {TABS.map((tab) => {
          const selected = tab === current;
          return (
            <li key={tab} className="flex-1 sm:flex-none">
              <Link
                to={`/user/packages?tab=${tab}`}
                aria-current={selected ? "page" : undefined}
                data-testid={`tab-${tab}`}
                className={`flex h-full flex-wrap items-center justify-center gap-x-2 gap-y-1 border-b-2 px-2 py-2 text-center text-sm font-semibold sm:px-3 ${
                  selected
                    ? "border-brand-700 text-brand-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                <span className="whitespace-nowrap" data-testid={`tab-label-${tab}`}>
                  {PACKAGE_TAB_LABELS[tab]}
                </span>
                <span
                  className="inline-block min-w-6 rounded-full bg-slate-100 px-1.5 text-center text-xs text-slate-700"
                  data-testid={`tab-count-${tab}`}
                  aria-busy={counts === undefined}
                >
                  {counts ? counts[tab] : "\u00a0"}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
