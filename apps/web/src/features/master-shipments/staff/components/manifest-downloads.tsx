import { pathOf } from "@app/shared/core/contract";
import {
  MANIFEST_FORMAT_LABELS,
  MANIFEST_FORMATS,
  type ManifestFormat,
  staffMasterManifestContract as op,
} from "@app/shared/master-shipments/manifest.contract";
import { FileSpreadsheet, FileText } from "lucide-react";
import { buttonClass } from "../../../../components/ui/button";

/** Where the browser downloads a master's customs manifest (the session cookie authorises it, like the CSV lists). */
export const manifestUrl = (masterId: number, format: ManifestFormat) =>
  `/api${pathOf(op.manifest.path, { id: masterId })}?format=${format}`;

const ICONS = { csv: FileText, xlsx: FileSpreadsheet } as const;

/** The two downloads of a master's customs manifest for the broker: every declared item with its consignee. */
export function ManifestDownloads({ masterId }: { masterId: number }) {
  return (
    <div role="group" className="flex flex-wrap items-center gap-2" aria-label="Customs manifest">
      {MANIFEST_FORMATS.map((format) => {
        const Icon = ICONS[format];
        return (
          <a key={format} href={manifestUrl(masterId, format)} className={buttonClass("secondary")} download>
            <Icon size={16} aria-hidden="true" /> {MANIFEST_FORMAT_LABELS[format]}
          </a>
        );
      })}
    </div>
  );
}
