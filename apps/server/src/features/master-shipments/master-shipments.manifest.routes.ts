import { staffMasterManifestContract as op } from "@app/shared/master-shipments/manifest.contract";
import { implement, routes } from "../../lib/routes.js";
import { masterManifest } from "./master-shipments.manifest.js";
import { manifestCsv, manifestXlsx, XLSX_TYPE } from "./master-shipments.manifest-files.js";

/** The customs manifest download (CSV or Excel) of one master, for the broker. */
export default routes(
  implement(op.manifest, async ({ ctx, params, query, reply }) => {
    const manifest = await masterManifest(ctx.db, params.id, ctx.scope);
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
