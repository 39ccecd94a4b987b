import { ownerLabel, type ReceivedPackage } from "@app/shared/packages/receiving.staff";
import { formatDimensions, formatWeight } from "@app/shared/core/units";
import { Printer } from "lucide-react";
import { useState } from "react";
import { Card } from "../../../../components/ui/card";
import { labelUrl } from "./receiving-calls";

const STORAGE_KEY = "receiving-desk.session";

/** This browser tab's received parcels, newest first; kept across a reload of the tab (sessionStorage). */
export function useSessionParcels() {
  const [parcels, setParcels] = useState<ReceivedPackage[]>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]") as ReceivedPackage[];
    } catch {
      return [];
    }
  });
  const add = (parcel: ReceivedPackage) =>
    setParcels((list) => {
      const next = [parcel, ...list].slice(0, 200);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // A full storage only loses the list on reload.
      }
      return next;
    });
  return { parcels, add };
}

/** The parcels received in this session, each with its label to print. */
export function ReceivedList({ parcels }: { parcels: ReceivedPackage[] }) {
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-slate-900">Received this session ({parcels.length})</h2>
      {parcels.length === 0 ? (
        <p className="text-sm text-slate-600">Parcels you save appear here with their label to print.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Parcels received this session">
          {parcels.map(({ package: parcel, owner }) => (
            <li key={parcel.id} className="space-y-1 py-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-mono text-base font-semibold text-slate-900">{parcel.package_code}</span>
                <a
                  href={labelUrl(parcel.id)}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 font-medium text-brand-700 underline hover:text-brand-800"
                >
                  <Printer size={14} aria-hidden /> Print label
                  <span className="sr-only"> of {parcel.package_code} (PDF, opens in a new tab)</span>
                </a>
              </div>
              <p className="text-slate-700">{owner ? ownerLabel(owner) : "Unknown owner"}</p>
              <p className="text-slate-600">
                {formatWeight(parcel.weight_grams)} · {formatDimensions(parcel)}
              </p>
              <p className="text-xs text-slate-600">Tracking {parcel.carrier_tracking_number}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
