import { PACKAGE_TABS, type PackageTab } from "@app/shared/packages/packages";
import { PACKAGE_TAB_LABELS } from "@app/shared/packages/pre-alert";
import { useLocation, useSearchParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { EmptyState, PageHeader, Spinner } from "../../components/ui/card";
import { ListLoadFailed } from "../../components/ui/load-failed";
import { Pagination } from "../../components/ui/pagination";
import { usePackages } from "../../features/packages/api/get-packages";
import { LinkedPackage, linkedPackageId, namedPackageCode } from "../../features/packages/components/linked-package";
import { PackageCard } from "../../features/packages/components/package-card";
import { PackageTabs } from "../../features/packages/components/package-tabs";
import { useDocumentTitle } from "../../lib/use-document-meta";

const EMPTY: Record<PackageTab, string> = {
  expected: "No packages on their way. Bought something? Tell us about it and we will look out for it.",
  warehouse: "No packages at our warehouses right now. We e-mail you as soon as one arrives.",
  shipped: "No shipped packages yet.",
};

const tabOf = (value: string | null): PackageTab =>
  value && Object.hasOwn(PACKAGE_TABS, value) ? (value as PackageTab) : "expected";

/** /user/packages: the customer's parcels by tab (Expected, At the warehouse, Shipped), newest first. */
export default function PackagesPage() {
  useDocumentTitle("My Packages");
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get("tab"));
  const page = Math.max(1, Number(search.get("page")) || 1);
  const packages = usePackages(tab, page);
  // The parcel an e-mail names: ?package=<id> (shown first, whatever its tab) or #<package code> on this tab.
  const linked = linkedPackageId(search.get("package"));
  const named = namedPackageCode(useLocation().hash);
  const list = packages.data?.packages;
  return (
    <div>
      <PageHeader
        title="My Packages"
        actions={
          <Link to="/user/packages/new" className={buttonClass("primary")}>
            Tell us about a package
          </Link>
        }
      />
      {linked && <LinkedPackage id={linked} />}
      <PackageTabs current={tab} counts={packages.data?.counts} />
      {/* The form starts with no parcel ticked: the customer chooses what leaves together (docs/decisions/0039). */}
      {tab === "warehouse" && list && list.length > 0 && (
        <p className="mb-4">
          <Link to="/user/ship-requests/new" className={buttonClass("primary")}>
            Ship these
          </Link>
        </p>
      )}
      <section aria-label={PACKAGE_TAB_LABELS[tab]} aria-busy={packages.isFetching}>
        {packages.isError ? (
          <ListLoadFailed error={packages.error} retry={() => void packages.refetch()} />
        ) : !list || (packages.isPlaceholderData && packages.data?.pagination.page !== page) ? (
          <Spinner label="Loading packages..." />
        ) : list.length === 0 ? (
          <EmptyState>{EMPTY[tab]}</EmptyState>
        ) : (
          <div className="grid gap-4 xl:grid-cols-2">
            {list
              .filter((item) => item.id !== linked)
              .map((item) => (
                <PackageCard key={item.id} item={item} highlighted={named !== "" && item.package_code === named} />
              ))}
          </div>
        )}
      </section>
      <Pagination
        info={packages.data?.pagination}
        loadingPage={packages.isPlaceholderData ? page : undefined}
        noun="packages"
        onPage={(p) => setSearch(p > 1 ? { tab, page: String(p) } : { tab })}
      />
    </div>
  );
}
