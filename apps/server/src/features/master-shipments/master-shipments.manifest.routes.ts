import { staffMasterManifestContract as op } from "@app/shared/master-shipments/manifest.contract";
import { implement, routes } from "../../lib/routes.js";
import { downloadManifest } from "./master-shipments.manifest-download.js";
import { manifestCsv, manifestXlsx, XLSX_TYPE } from "./master-shipments.manifest-files.js";

/** The advance manifest download (CSV or Excel) of one closed master, for customs and the broker; audited. */
export default routes(
  implement(op.manifest, async ({ ctx, admin, params, query, reply }) => {
    const manifest = await downloadManifest(ctx, admin, params.id, query.format);
    const name = `manifest-${manifest.master.reference}-${new Date().toISOString().slice(0, 10)}`;
    reply.header("cache-control", "no-store");
    if (query.format === "xlsx")
      return reply
        .header("content-type", XLSX_TYPE)
        .header("content-disposition", `attachment; filename="${name}.xlsx"`)
        .send(await manifestXlsx(manifest));
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${name}.csv"`)
      .send(manifestCsv(manifest));
  }),
);
