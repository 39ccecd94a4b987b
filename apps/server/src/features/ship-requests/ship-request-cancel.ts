import type { DbOrTx } from "../../db/client.js";
import { type Actor, recordAudit } from "../../lib/audit.js";
import { recordPackageStatus } from "../packages/public.js";
import { releaseRequestPackages, setPackagesStatus, updateRequest } from "./ship-requests.repository.js";

/**
 * THE way a submitted ship request is cancelled, by its customer or returned by staff (decision 0140): each parcel
 * goes back to the status it had when the request took it (staff's ready to ship stays; links older than that column,
 * to received), with the history entry "Ship request #N cancelled" (decision 0130), the change is audited, and the
 * request becomes 'cancelled'. The caller has locked the request and checked that it is submitted. Staff returning it
 * give their reason (`returnedReason`), kept on the request for its customer's page (decision 0142); the customer's
 * own cancel keeps none.
 */
export async function cancelSubmittedRequest(
  tx: DbOrTx,
  id: number,
  by: { actor: Actor; adminId?: number; cause?: string; returnedReason?: string },
) {
  const released = await releaseRequestPackages(tx, id);
  for (const link of released.sort((a, b) => a.package_id - b.package_id)) {
    const status = link.status_before ?? "received";
    await setPackagesStatus(tx, [link.package_id], status);
    await recordPackageStatus(tx, {
      packageId: link.package_id,
      status,
      adminId: by.adminId ?? null,
      note: `Ship request #${id} cancelled`,
    });
  }
  await recordAudit(tx, by.actor, {
    entityType: "ship_request",
    entityId: id,
    action: "cancelled",
    field: "status",
    oldValue: "submitted",
    newValue: "cancelled",
    cause: by.cause ?? null,
  });
  const returned = by.returnedReason ? { returned_reason: by.returnedReason, returned_at: new Date() } : {};
  return updateRequest(tx, id, { status: "cancelled", ...returned });
}
