import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import { PACKAGE_STATUS_LABELS } from "@app/shared/packages/packages";
import type { CustomerPackage } from "@app/shared/packages/pre-alert";
import { formatDimensions, formatWeight } from "@app/shared/core/units";
import { type ReactNode, useEffect, useRef } from "react";
import { Link } from "../../../components/ui/link";
import { buttonClass } from "../../../components/ui/button";
import { StatusRegion } from "../../../components/ui/field";
import { StatusBadge } from "../../../components/ui/status-badge";
import { HeldByRequest } from "../../../components/held-by-request";
import { CancelPreAlert } from "./cancel-pre-alert";
import { PhotoGallery } from "./photo-gallery";
import { ReceiptLink, receiptLabel } from "./receipt-link";
import { StorageBadge } from "./storage-badge";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One parcel on My Packages: a card that stacks on a phone. Expected parcels can still be edited or cancelled.
 * `highlighted`: the parcel a link named (#<package code>): outlined and scrolled to.
 */
export function PackageCard({ item, highlighted = false }: { item: CustomerPackage; highlighted?: boolean }) {
  const expected = item.status === "expected";
  const storage = item.storage;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: "start" });
  }, [highlighted]);
  return (
    <article
      ref={ref}
      className={`scroll-mt-4 space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm${highlighted ? " ring-2 ring-brand-600 ring-offset-2" : ""}`}
      data-highlighted={highlighted || undefined}
      aria-labelledby={`package-${item.id}`}
      data-testid="package-card"
      data-package-code={item.package_code}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`package-${item.id}`} className="break-words text-base font-semibold text-slate-900">
            {item.description || "Package"}
          </h2>
          <p className="break-all text-sm text-slate-600">
            {item.package_code}
            {item.carrier_tracking_number && (
              <>
                {" · "}
                {item.carrier ? `${item.carrier} ` : ""}
                {item.carrier_tracking_number}
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={PACKAGE_STATUS_LABELS[item.status]} />
          {storage && <StorageBadge storage={storage} />}
        </div>
      </header>
      {/* In the card from the start: a claim's news arriving while the page is open is announced (StatusRegion). */}
      <StatusRegion>
        {item.claim && (
          <p
            data-testid="claim-outcome"
            className={`rounded-md px-3 py-2 text-sm ${
              item.claim.outcome === "not_yours"
                ? "bg-amber-50 text-amber-900"
                : item.claim.outcome === "yours"
                  ? "bg-green-50 text-green-900"
                  : "bg-slate-100 text-slate-800"
            }`}
          >
            {item.claim.message}
          </p>
        )}
      </StatusRegion>
      {item.ship_request_id != null && (
        <p className="text-sm text-slate-700">
          <HeldByRequest requestId={item.ship_request_id} />
        </p>
      )}
      {!expected && (
        <PhotoGallery photos={item.photos} title={item.package_code} size="h-[60px] w-20" empty="No photos yet." />
      )}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="Warehouse">{item.warehouse_label}</Detail>
        {item.store && <Detail label="Store">{item.store}</Detail>}
        {item.declared_value != null && (
          <Detail label="Declared value">{formatMoney(item.declared_value, item.declared_currency)}</Detail>
        )}
        {!expected && (
          <>
            <Detail label="Weight">{formatWeight(item.weight_grams)}</Detail>
            <Detail label="Dimensions">
              {item.length_mm != null && item.width_mm != null && item.height_mm != null
                ? formatDimensions({ length_mm: item.length_mm, width_mm: item.width_mm, height_mm: item.height_mm })
                : "—"}
            </Detail>
            <Detail label="Volumetric weight">{formatWeight(item.volumetric_grams)}</Detail>
            <Detail label="Received">{formatPortalDate(item.received_at)}</Detail>
          </>
        )}
        {storage && (
          <Detail label="Storage">
            {storage.free_days_left > 0 ? (
              <>
                Free until {formatPortalDate(storage.fees_start_at)}, then{" "}
                {formatMoney(storage.fee_per_day, storage.currency)} a day
              </>
            ) : (
              <span data-testid="storage-fees">
                Fees so far: {formatMoney(storage.fees_so_far, storage.currency)} (
                {formatMoney(storage.fee_per_day, storage.currency)} a day since{" "}
                {formatPortalDate(storage.fees_start_at)})
              </span>
            )}
          </Detail>
        )}
        {item.condition === "damaged" && (
          <Detail label="Condition">Arrived damaged{item.condition_note ? `: ${item.condition_note}` : ""}</Detail>
        )}
      </dl>
      {(item.receipt || expected) && (
        <footer className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
          {item.receipt && (
            <ReceiptLink receipt={item.receipt} className="mr-auto">
              {receiptLabel(item.receipt)}
            </ReceiptLink>
          )}
          {expected && (
            <div className="ml-auto flex gap-2">
              <Link
                to={`/user/packages/${item.id}/edit`}
                className={buttonClass("secondary")}
                aria-label={`Edit pre-alert ${item.carrier_tracking_number ?? item.package_code}`}
              >
                Edit
              </Link>
              <CancelPreAlert item={item} />
            </div>
          )}
        </footer>
      )}
    </article>
  );
}
