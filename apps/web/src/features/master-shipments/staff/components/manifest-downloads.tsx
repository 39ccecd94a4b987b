import { formatPortalDate } from "@app/shared/core/format";
import { pathOf } from "@app/shared/core/contract";
import {
  MANIFEST_FORMAT_LABELS,
  MANIFEST_FORMATS,
  type ManifestFormat,
  staffMasterManifestContract as op,
} from "@app/shared/master-shipments/manifest.contract";
import type { MasterRow } from "@app/shared/master-shipments/staff";
import { useQueryClient } from "@tanstack/react-query";
import { FileSpreadsheet, FileText } from "lucide-react";
import { buttonClass } from "../../../../components/ui/button";
import { masterKey } from "../api/master-calls";

/** Where the browser downloads a master's customs manifest (the session cookie authorises it, like the CSV lists). */
export const manifestUrl = (masterId: number, format: ManifestFormat) =>
  `/api${pathOf(op.manifest.path, { id: masterId })}?format=${format}`;

const ICONS = { csv: FileText, xlsx: FileSpreadsheet } as const;

/** The server records a download when it answers it; the page asks again shortly after, to show when. */
const RECORDED_AFTER_MS = 1000;

/**
 * The two downloads of a closed master's advance manifest for customs and the broker (every declared item with its
 * consignee), with when it was last downloaded; while the master is loading, why there is none yet.
 */
export function ManifestDownloads({ master }: { master: MasterRow }) {
  const queryClient = useQueryClient();
  const refreshAfterDownload = () =>
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: masterKey(master.id) }), RECORDED_AFTER_MS);
  if (!master.closed)
    return (
      <p className="max-w-xs text-sm text-slate-600">
        The advance manifest is available once the master is closed (cut-off passed or departed).
      </p>
    );
  return (
    <div className="space-y-1">
      <div role="group" className="flex flex-wrap items-center gap-2" aria-label="Customs manifest">
        {MANIFEST_FORMATS.map((format) => {
          const Icon = ICONS[format];
          return (
            <a
              key={format}
              href={manifestUrl(master.id, format)}
              className={buttonClass("secondary")}
              download
              onClick={refreshAfterDownload}
            >
              <Icon size={16} aria-hidden="true" /> {MANIFEST_FORMAT_LABELS[format]}
            </a>
          );
        })}
      </div>
      <p className="text-sm text-slate-600">
        {master.manifest_downloaded_at
          ? `Manifest last downloaded ${formatPortalDate(master.manifest_downloaded_at)}`
          : "Manifest not downloaded yet"}
      </p>
    </div>
  );
}
