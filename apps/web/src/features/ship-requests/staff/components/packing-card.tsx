import { can, seesMoney } from "@app/shared/core/roles";
import { useState } from "react";
import { useAdmin } from "../../../../lib/admin-session";
import { warehouseName } from "@app/shared/core/warehouse-names";
import { formatDimensions, formatWeight } from "@app/shared/core/units";
import { formatMinor, RATE_SERVICE_LABELS } from "@app/shared/rates/rates";
import { REPACK_LEVEL_LABELS, SHIP_REQUEST_STATUS_LABELS } from "@app/shared/ship-requests/ship-requests";
import type { StaffShipRequest } from "@app/shared/ship-requests/staff";
import { LiveMessage } from "../../../../components/ui/field";
import { Link } from "../../../../components/ui/link";
import { thumbnailUrl } from "../../../../lib/image-urls";
import { DeclaredItems } from "./declared-items";
import { PackForm } from "./pack-form";
import { PackingPhotos } from "./packing-photos";
import { ReturnToCustomer } from "./return-to-customer";
import { UnpackRequest } from "./unpack-request";
import { Unpackings } from "./unpackings";

/** One extra the customer asked for, shown as a tag the packer cannot miss. */
function Extra({ children }: { children: React.ReactNode }) {
  return (
    <li className="rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
      {children}
    </li>
  );
}

/**
 * One ship request at the packing table: what to fetch (each parcel with its bin, measures and photos), every extra
 * the customer asked for (insurance with the declared value, fragile, photos of the contents, the repack level), the
 * declared items to check the contents against, the packing photos and, while it waits, the pack form and "Return to
 * customer" for a request that cannot be shipped as it is (decision 0140); once packed and unpaid, "Unpack" for
 * managers and owners, and when, by whom and why it was unpacked before (decision 0150).
 */
export function PackingCard({ request: r }: { request: StaffShipRequest }) {
  // A partner agent's answer holds no e-mail or money (decision 0070): their columns are left out, not shown blank.
  const admin = useAdmin();
  const money = seesMoney(admin.role);
  // The answer of "Return to customer", kept on the card once it shows the request cancelled.
  const [returned, setReturned] = useState<string | null>(null);
  // Photos taken at this card since the list loaded (the list's own count catches up when it loads again).
  const [photosAdded, setPhotosAdded] = useState(false);
  const photosMissing = r.photos_of_contents && r.packing_photos.length === 0 && !photosAdded;
  const insured = r.declaration.totals.map((t) => formatMinor(t.total_minor, t.currency)).join(" + ");
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" data-testid="ship-request">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-slate-900">
          Ship request #{r.id} · {r.customer_name}
          {r.email_address && ` (${r.email_address})`}
        </h2>
        <span className="text-sm text-slate-600">{SHIP_REQUEST_STATUS_LABELS[r.status]}</span>
      </div>
      <p className="text-sm text-slate-700">
        {warehouseName(r.warehouse)} → Lagos · {RATE_SERVICE_LABELS[r.service]} ·{" "}
        {r.consolidate ? "consolidate into one box" : "ship separately"}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label="Asked by the customer" data-testid="extras">
        <Extra>Repack: {REPACK_LEVEL_LABELS[r.repack]}</Extra>
        {r.insurance && (
          <Extra>{money ? `Insurance: declared value ${insured || "none declared"}` : "Insurance"}</Extra>
        )}
        {r.fragile && <Extra>Fragile</Extra>}
        {r.photos_of_contents && <Extra>Photos of the contents</Extra>}
      </ul>
      <ul className="divide-y divide-slate-100" aria-label="Parcels to pack">
        {r.packages.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid="parcel">
            <span className="font-mono">{p.package_code}</span>
            <span className="rounded bg-slate-100 px-2 py-0.5 font-semibold text-slate-900">
              Bin {p.bin_location ?? "not set"}
            </span>
            <span>{p.description}</span>
            <span>{formatWeight(p.weight_grams)}</span>
            <span>{formatDimensions(p)}</span>
            {p.photos.map((photo) => (
              <a key={photo.url} href={photo.url} target="_blank" rel="noreferrer">
                <img
                  src={thumbnailUrl(photo.url)}
                  alt={photo.name ?? p.package_code}
                  className="h-12 w-12 rounded border border-slate-200 object-cover"
                  loading="lazy"
                />
              </a>
            ))}
          </li>
        ))}
      </ul>
      {r.declaration.items.length > 0 && (
        <div className="overflow-x-auto">
          <DeclaredItems request={r} money={money} />
        </div>
      )}
      {r.status === "submitted" ? (
        <>
          <PackingPhotos requestId={r.id} photos={r.packing_photos} onAdded={() => setPhotosAdded(true)} />
          <PackForm requestId={r.id} photosMissing={photosMissing} />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-100 pt-3">
            <p className="text-sm text-slate-600">Cannot be shipped as it is?</p>
            <ReturnToCustomer requestId={r.id} onReturned={setReturned} />
          </div>
        </>
      ) : (
        r.packing_photos.length > 0 && (
          <p className="text-sm text-slate-700">{r.packing_photos.length} packing photo(s) taken.</p>
        )
      )}
      <LiveMessage note={returned ? { kind: "success", text: returned } : null} />
      {r.returned_reason && (
        <p className="break-words text-sm text-slate-700" data-testid="returned-reason">
          Returned to the customer: {r.returned_reason}
        </p>
      )}
      <Unpackings unpackings={r.unpackings} />
      {r.status === "packed" && can(admin.role, "shipRequests.unpack", admin.warehouses) && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-100 pt-3">
          <p className="text-sm text-slate-600">Packed wrongly and not paid yet?</p>
          <UnpackRequest requestId={r.id} />
        </div>
      )}
      {r.invoice && (
        <p className="text-sm">
          Invoice{" "}
          <Link className="font-semibold text-brand-700 underline" to={`/admin/invoices/${r.invoice.id}`}>
            {r.invoice.transaction_id}
          </Link>{" "}
          ({r.invoice.status})
        </p>
      )}
    </li>
  );
}
