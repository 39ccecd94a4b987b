import { useSearchParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Card, EmptyState, PageHeader, Spinner } from "../../components/ui/card";
import { useWarehousePackages } from "../../features/ship-requests/api/ship-request-calls";
import { selectable, ShipRequestForm } from "../../features/ship-requests/components/ship-request-form";
import { PRE_ALERT_TEXTS } from "@app/shared/packages/pre-alert";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { LoadFailed } from "../../components/ui/load-failed";

/** The ids of ?packages=1,2 (what My Packages' "Ship these" chose). */
const chosenOf = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** /user/ship-requests/new: "Ship these" — the ship request form over the customer's parcels at our warehouses. */
export default function ShipRequestNewPage() {
  useDocumentTitle("Ship my packages");
  const [search] = useSearchParams();
  const packages = useWarehousePackages();
  const list = packages.data?.packages;
  const chosen = chosenOf(search.get("packages"));
  return (
    <div className="max-w-4xl">
      <PageHeader
        title="Ship my packages"
        actions={
          <Link to="/user/packages?tab=warehouse" className={buttonClass("secondary")}>
            Back to My Packages
          </Link>
        }
      />
      <Card>
        {packages.isError ? (
          <LoadFailed query={packages} title={PRE_ALERT_TEXTS.loadFailed} />
        ) : !list ? (
          <Spinner label="Loading packages..." />
        ) : list.length === 0 ? (
          <EmptyState>No packages at our warehouses right now. We e-mail you as soon as one arrives.</EmptyState>
        ) : (
          <ShipRequestForm
            packages={list}
            chosen={chosen.filter((id) => list.some((p) => p.id === id && selectable(p)))}
          />
        )}
      </Card>
    </div>
  );
}
