import { formatPortalDate } from "@app/shared/core/format";
import { warehouseName } from "@app/shared/core/warehouse-names";
import { CONTESTED_TEXTS as TEXTS } from "@app/shared/packages/claims.staff";
import { can } from "@app/shared/core/roles";
import { formatWeight } from "@app/shared/core/units";
import { useState } from "react";
import { Button } from "../../../../components/ui/button";
import { useAdmin } from "../../../../lib/admin-session";
import { PhotoGallery } from "../../components/photo-gallery";
import { ClaimReceipt } from "./claim-receipt";
import { useContestedParcels } from "./contested-calls";
import { ResolveForm } from "./resolve-form";
import { LoadFailed } from "../../../../components/ui/load-failed";

/** The contested queue: each parcel with its photos, where it came in, every claim and the resolution. */
export function ContestedQueue() {
  const [page, setPage] = useState(1);
  const admin = useAdmin();
  const query = useContestedParcels(page);
  if (query.isPending) return <p role="status">Loading the contested parcels...</p>;
  if (query.isError) return <LoadFailed query={query} title={TEXTS.loadFailed} />;
  const { packages, pagination } = query.data;
  if (packages.length === 0) return <p className="text-slate-700">{TEXTS.empty}</p>;
  return (
    <div className="space-y-4">
      <ul className="space-y-4">
        {packages.map((parcel) => (
          <li key={parcel.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <article aria-label={`Contested parcel ${parcel.package_code}`} className="grid gap-4 md:grid-cols-2">
              <div className="space-y-2 text-sm text-slate-800">
                <h2 className="text-base font-bold text-slate-900">{parcel.package_code}</h2>
                <p>Carrier tracking number: {parcel.carrier_tracking_number ?? "—"}</p>
                <p>
                  {warehouseName(parcel.warehouse)}, received {formatPortalDate(parcel.received_at)},{" "}
                  {formatWeight(parcel.weight_grams)}
                </p>
                {parcel.label_owner_text && <p>The label says: {parcel.label_owner_text}</p>}
                <PhotoGallery photos={parcel.photos} title={parcel.package_code} size="h-16 w-16" />
              </div>
              {can(admin.role, "packages.assignOwner", admin.warehouses) ? (
                <ResolveForm parcel={parcel} />
              ) : (
                <ul className="text-sm">
                  {parcel.claims.map((c) => (
                    <li key={c.id}>
                      {c.owner.name} ({c.owner.suite_number}) <ClaimReceipt claim={c} />
                    </li>
                  ))}
                </ul>
              )}
            </article>
          </li>
        ))}
      </ul>
      {pagination.totalPages > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm">
            Page {page} of {pagination.totalPages}
          </span>
          <Button variant="secondary" disabled={page >= pagination.totalPages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
