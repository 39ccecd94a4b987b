import { COMPANY } from "@app/shared/core/company";
import { useState } from "react";
import { MapPinIcon } from "./icons";

const query = encodeURIComponent(COMPANY.mapEmbedQuery);

/**
 * The embedded map loads only when asked for: a third-party frame on page load would cost speed,
 * cookies and best-practice scores, and fail offline. Until then a drawn placeholder and a link out.
 */
export function OfficeMap() {
  const [shown, setShown] = useState(false);
  if (shown) {
    return (
      <iframe
        title={`Map of our office: ${COMPANY.mapEmbedQuery}`}
        src={`https://www.google.com/maps?q=${query}&output=embed`}
        width={600}
        height={400}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="h-96 w-full rounded-xl border-0"
      />
    );
  }
  return (
    <div className="relative flex h-96 flex-col items-center justify-center gap-4 overflow-hidden rounded-xl bg-[url(/images/map-placeholder.svg)] bg-cover bg-center p-6 text-center">
      <MapPinIcon size={40} className="text-red-600" />
      <p className="rounded-md bg-white/90 px-3 py-1 font-semibold text-slate-900">{COMPANY.mapEmbedQuery}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => setShown(true)}
          className="rounded-full bg-brand-700 px-5 py-2 text-sm font-bold text-white hover:bg-brand-800"
        >
          Show map
        </button>
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${query}`}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-full bg-white px-5 py-2 text-sm font-bold text-brand-700 shadow hover:bg-brand-50"
        >
          Open in Google Maps
        </a>
      </div>
    </div>
  );
}
