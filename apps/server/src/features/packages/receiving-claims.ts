import type { DbOrTx } from "../../db/client.js";
import { enqueueClaimNotice } from "./claim-notices.js";
import { insertClaims, type NewClaim } from "./claims.repository.js";
import type { PackageRow } from "./package-records.js";
import { findOwner } from "./receiving.staff.repository.js";

/**
 * Who gets a parcel at the desk when customers claim its tracking number (docs/decisions/0029-contested-claims.md).
 * Claimants are the customers with a waiting pre-alert of the number; the desk's owner is the suite read off the
 * label (or 'owner unknown').
 */
export type ReceiptDecision =
  | { contested: false; preAlert: PackageRow | undefined; others: PackageRow[] }
  | { contested: true; claims: PackageRow[]; labelCustomerId: number | undefined };

/** `waiting`: the number's pre-alerts, oldest first. */
export function decideReceipt(waiting: PackageRow[], labelCustomerId: number | undefined): ReceiptDecision {
  // One claim per customer: their oldest pre-alert of the number.
  const seen = new Set<number>();
  const claims = waiting.filter((r) => r.user_id != null && !seen.has(r.user_id) && seen.add(r.user_id));
  if (labelCustomerId !== undefined) {
    const mine = claims.find((r) => r.user_id === labelCustomerId);
    // The label's suite matches exactly one claimant: theirs; or nobody else claims it.
    if (mine) return { contested: false, preAlert: mine, others: claims.filter((r) => r !== mine) };
    if (claims.length === 0) return { contested: false, preAlert: undefined, others: [] };
    // A pre-alert and another suite on the label.
    return { contested: true, claims, labelCustomerId };
  }
  if (claims.length <= 1) return { contested: false, preAlert: claims[0], others: [] };
  return { contested: true, claims, labelCustomerId: undefined };
}

/**
 * Records the claims of a parcel just received and tells each claimant the state of their own claim: all 'pending'
 * when it is contested; 'not yours' to the other claimants when the label's suite matched one of them (that one gets
 * the arrival notice as any owner does). Answers how many claims were recorded.
 */
export async function recordReceiptClaims(
  tx: DbOrTx,
  args: { parcel: PackageRow; decision: ReceiptDecision; adminId: number; warehouseLabel: string; publicUrl: string },
) {
  const { parcel, decision } = args;
  const rows: NewClaim[] = [];
  const now = new Date();
  if (decision.contested) {
    for (const pre of decision.claims)
      rows.push({ parcel_id: parcel.id, customer_id: pre.user_id!, pre_alert_id: pre.id, source: "pre_alert" });
    if (decision.labelCustomerId !== undefined)
      rows.push({ parcel_id: parcel.id, customer_id: decision.labelCustomerId, source: "label" });
  } else if (decision.preAlert && decision.others.length > 0) {
    const decided = { reason: "The suite on the label is this claimant's.", decided_by: args.adminId, decided_at: now };
    rows.push({
      parcel_id: parcel.id,
      customer_id: parcel.user_id!,
      pre_alert_id: decision.preAlert.id,
      source: "pre_alert",
      outcome: "yours",
      ...decided,
    });
    for (const pre of decision.others)
      rows.push({
        parcel_id: parcel.id,
        customer_id: pre.user_id!,
        pre_alert_id: pre.id,
        source: "pre_alert",
        outcome: "not_yours",
        ...decided,
        reason: "The suite on the label is another claimant's.",
      });
  }
  const inserted = await insertClaims(tx, rows);
  const preAlertCodes = new Map(
    (decision.contested ? decision.claims : decision.others).map((r) => [r.id, r.package_code]),
  );
  for (const claim of inserted) {
    // The winner of a direct match is told by the arrival notice.
    if (claim.outcome === "yours") continue;
    const claimant = await findOwner(tx, claim.customer_id);
    if (!claimant) continue;
    await enqueueClaimNotice(tx, {
      claimant,
      outcome: claim.outcome as "pending" | "not_yours",
      trackingNumber: parcel.carrier_tracking_number ?? "",
      preAlertCode: claim.pre_alert_id == null ? null : (preAlertCodes.get(claim.pre_alert_id) ?? null),
      warehouseLabel: args.warehouseLabel,
      publicUrl: args.publicUrl,
    });
  }
  return inserted.length;
}
