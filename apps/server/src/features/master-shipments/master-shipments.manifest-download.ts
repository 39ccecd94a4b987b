import { MANIFEST_FORMAT_LABELS, type ManifestFormat } from "@app/shared/master-shipments/manifest.contract";
import { eq, sql } from "drizzle-orm";
import { masterShipments } from "../../db/schema.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { AdminRow } from "../../plugins/auth.js";
import { masterManifest } from "./master-shipments.manifest.js";

/**
 * A download of the master's advance manifest by a staff member: the manifest (409 before the master is closed), the
 * download recorded in the master's audit trail (who, when, which file) and as its last download, which stops the
 * reminder of manifest-reminders.ts.
 */
export async function downloadManifest(ctx: ServiceContext, admin: AdminRow, id: number, format: ManifestFormat) {
  const manifest = await masterManifest(ctx.db, id, ctx.scope);
  await inTransaction(ctx, async (tx) => {
    await tx.update(masterShipments).set({ manifest_downloaded_at: sql`now()` }).where(eq(masterShipments.id, id));
    await recordAudit(tx, adminActor(admin), {
      entityType: "master_shipment",
      entityId: id,
      action: "manifest_downloaded",
      newValue: MANIFEST_FORMAT_LABELS[format],
    });
  });
  return manifest;
}
