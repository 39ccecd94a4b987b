import type { ReactNode } from "react";
import { formatPortalDate } from "@app/shared/core/format";
import { can, seesContacts, seesMoney } from "@app/shared/core/roles";
import { PACKAGE_STATUS_LABELS } from "@app/shared/packages/packages";
import { PACKAGE_STAFF_TEXTS as TEXTS, type StaffPackage } from "@app/shared/packages/staff";
import { formatDimensions, formatWeight } from "@app/shared/core/units";
import { DetailList } from "../../../../components/ui/print-card";
import { OwnerCell, warehouseLabel } from "./package-table";
import { PackageStatusBadge } from "./package-status-badge";
import { PhotoGallery } from "../../components/photo-gallery";
import { ReceiptLink, receiptLabel } from "../../components/receipt-link";
import { useAdmin } from "../../../../lib/admin-session";

const dimensionsOf = (p: StaffPackage) =>
  formatDimensions({
    length_mm: p.length_mm ?? undefined,
    width_mm: p.width_mm ?? undefined,
    height_mm: p.height_mm ?? undefined,
  });

/** The parcel's storage: free days left, or since when fees run (and how much, for those shown money). */
function storageText(storage: StaffPackage["storage"], money: boolean) {
  if (!storage) return "—";
  if (storage.free_days_left > 0) return `${storage.free_days_left} of ${storage.free_days} free days left`;
  const since = `Fees since ${formatPortalDate(storage.fees_start_at)}`;
  return money ? `${since}: ${storage.fees_so_far} ${storage.currency}` : since;
}

/**
 * The printable package: who it is for, where it sits, what it weighs, its photos, and the receipt the customer
 * attached to the pre-alert. A partner agent is not shown the customer's e-mail, the fees (decision 0070) or the
 * receipt (decision 0137): those rows are left out, not shown blank.
 */
export function PackageCard({ pkg }: { pkg: StaffPackage }) {
  const { role } = useAdmin();
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Package {pkg.package_code}</h1>
        <PackageStatusBadge status={pkg.status} />
      </header>
      <DetailList
        items={[
          ["Customer", <OwnerCell key="owner" row={pkg} />],
          ...(seesContacts(role)
            ? [["Customer e-mail", pkg.owner?.email_address ?? "—"] satisfies [string, string]]
            : []),
          ["Label says", pkg.label_owner_text ?? "—"],
          ["Carrier", pkg.carrier ?? "—"],
          ["Carrier tracking number", pkg.carrier_tracking_number ?? "—"],
          ["Store or sender", pkg.store ?? "—"],
          ...(can(role, "records.view")
            ? [
                [
                  "Receipt",
                  pkg.receipt ? (
                    <ReceiptLink key="receipt" receipt={pkg.receipt}>
                      {receiptLabel(pkg.receipt)}
                    </ReceiptLink>
                  ) : (
                    TEXTS.noReceipt
                  ),
                ] satisfies [string, ReactNode],
              ]
            : []),
          ["Description", pkg.description || "—"],
          ["Warehouse", warehouseLabel(pkg.warehouse)],
          ["Bin location", pkg.bin_location ?? "—"],
          ["Weight", formatWeight(pkg.weight_grams)],
          ["Volumetric weight", formatWeight(pkg.volumetric_grams)],
          ["Dimensions", dimensionsOf(pkg)],
          [
            "Condition",
            pkg.condition
              ? `${pkg.condition === "good" ? "Good" : "Damaged"}${pkg.condition_note ? `: ${pkg.condition_note}` : ""}`
              : "—",
          ],
          ["Status", PACKAGE_STATUS_LABELS[pkg.status]],
          [
            "Received",
            pkg.received_at ? `${formatPortalDate(pkg.received_at)} by ${pkg.received_by ?? "—"}` : "Not yet",
          ],
          ["Storage", storageText(pkg.storage, seesMoney(role))],
        ]}
      />
      <section aria-labelledby="package-photos">
        <h2 id="package-photos" className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
          Photos
        </h2>
        <PhotoGallery photos={pkg.photos} title={`Package ${pkg.package_code}`} />
      </section>
    </div>
  );
}

/** Every status the package passed through, newest first, with who moved it and the note. */
export function PackageHistory({ entries }: { entries: StaffPackage["history"] }) {
  return (
    <section className="mt-6" aria-labelledby="package-status-history">
      <h2 id="package-status-history" className="mb-2 text-lg font-semibold text-slate-900">
        Status history
      </h2>
      <ol className="space-y-2 text-sm">
        {entries.map((h) => (
          <li key={h.id} className="rounded border border-slate-200 bg-white px-3 py-2">
            <p className="text-slate-900">
              <span className="font-medium">{PACKAGE_STATUS_LABELS[h.status]}</span>
              {h.note ? ` · ${h.note}` : ""}
            </p>
            <p className="text-slate-500">
              {h.changed_by ? `by ${h.changed_by} · ` : ""}
              {formatPortalDate(h.created_at)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
