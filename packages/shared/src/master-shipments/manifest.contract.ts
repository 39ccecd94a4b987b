import { z } from "zod";
import { operation } from "../core/contract.js";
import { idParamSchema } from "../core/http.js";

/** The files the customs manifest comes as: CSV (any tool) or an Excel workbook for the broker. */
export const MANIFEST_FORMATS = ["csv", "xlsx"] as const;
export type ManifestFormat = (typeof MANIFEST_FORMATS)[number];
export const MANIFEST_FORMAT_LABELS: Record<ManifestFormat, string> = {
  csv: "Customs manifest (CSV)",
  xlsx: "Customs manifest (Excel)",
};

export const manifestQuerySchema = z.object({
  format: z.enum(MANIFEST_FORMATS, { error: "Choose csv or xlsx" }).default("csv"),
});

/** Why a manifest is refused before the master is closed (isMasterClosed). */
export const MANIFEST_TEXTS = {
  notClosed: (reference: string) =>
    `The advance manifest of ${reference} is available once the master is closed: when its cut-off has passed or it has departed.`,
} as const;

const tags = ["master shipments (staff)"] as const;

/** The master's customs manifest for the broker, a file download (the web links to it; no JSON answer). */
export const staffMasterManifestContract = {
  manifest: operation({
    method: "GET",
    path: "/admin/master-shipments/:id/manifest",
    access: { staff: "records.view" },
    tags,
    summary:
      "The master's advance manifest for customs (NCS DDP procedure) as a file (format=csv or xlsx): one row per declared item of every linked shipment with its house waybill, consignee (name, suite, delivery address or Lagos office, phone), description, HS code, quantity, gross weight, FOB value and currency, origin and duty paid, then the totals per currency",
    description:
      "Available once the master is closed (its cut-off passed or it departed); before that 409. Each download is recorded in the master's audit trail (who, when, which file).",
    params: idParamSchema,
    query: manifestQuerySchema,
    success: {
      status: 200,
      schema: z
        .any()
        .describe("text/csv, or application/vnd.openxmlformats-officedocument.spreadsheetml.sheet when format=xlsx"),
    },
    errors: [404, 409],
  }),
};
