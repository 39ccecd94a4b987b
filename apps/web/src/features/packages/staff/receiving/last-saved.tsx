import { ownerLabel, type ReceivedPackage } from "@app/shared/packages/receiving.staff";
import { formatDimensions, formatWeight } from "@app/shared/core/units";
import { CheckCircle2, Printer } from "lucide-react";
import type { RefObject } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { labelUrl } from "./receiving-calls";

/**
 * The last parcel saved at this desk and its label, at the top of the form where the next scan starts: after a save
 * the desk scrolls here, so on a phone the outcome and "Print label" are in view, not 1,800 px below (and below the
 * fixed header: the layout's scroll padding keeps it clear). Its box keeps its height before the first save, so
 * nothing under the pointer moves when it fills.
 */
export function LastSaved({ parcel, boxRef }: { parcel?: ReceivedPackage; boxRef: RefObject<HTMLDivElement | null> }) {
  return (
    <section
      ref={boxRef}
      aria-label="Last saved parcel"
      className="min-h-20 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
    >
      {parcel ? (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <p className="flex items-center gap-1 font-semibold text-green-800">
              <CheckCircle2 size={16} aria-hidden /> Saved{" "}
              <span className="font-mono text-base text-slate-900">{parcel.package.package_code}</span>
            </p>
            <p className="text-slate-700">
              {parcel.owner ? ownerLabel(parcel.owner) : parcel.contested ? "Contested owner" : "Unknown-owner queue"}
              {" · "}
              {formatWeight(parcel.package.weight_grams)} · {formatDimensions(parcel.package)}
            </p>
          </div>
          <a href={labelUrl(parcel.package.id)} target="_blank" rel="noopener" className={buttonClass("primary")}>
            <Printer size={16} aria-hidden /> Print label
            <span className="sr-only"> of {parcel.package.package_code} (PDF, opens in a new tab)</span>
          </a>
        </div>
      ) : (
        <p className="py-4 text-slate-600">Each parcel you save shows here with its label to print.</p>
      )}
    </section>
  );
}
