import type { StaffUnpacking } from "@app/shared/ship-requests/unpack.staff";
import { type SQL, sql } from "drizzle-orm";
import { auditLog } from "../../db/schema.js";
import { isoUtc } from "../../lib/sql-iso.js";

/**
 * A request's unpackings (decision 0150) live in its audit trail only (action 'unpacked', no column of their own): the
 * entry's cause is staff's reason followed by what was cancelled. Writing that cause and reading the reason back out
 * of it are kept together here, so the staff packing table can say when, by whom and why a request was unpacked.
 */

interface Cancelled {
  transactionId: string;
  trackingNumber: string;
  dutyRemoved: boolean;
}

/** The audit cause of an unpacking: 'wrong box (invoice INV-1 and shipment TRK-1 cancelled, stored duty removed)'. */
export function unpackedAuditCause(reason: string, cancelled: Cancelled): string {
  const duty = cancelled.dutyRemoved ? ", stored duty removed" : "";
  return `${reason} (invoice ${cancelled.transactionId} and shipment ${cancelled.trackingNumber} cancelled${duty})`;
}

/** What unpackedAuditCause appends (the last such part: a reason may hold brackets of its own). */
const CANCELLED_SUFFIX = / \(invoice \S+ and shipment \S+ cancelled(?:, stored duty removed)?\)$/;

/** Staff's reason from an unpacking's audit cause (the whole cause when it is not in that form). */
export function reasonOfUnpackedCause(cause: string | null): string {
  if (!cause) return "";
  return cause.replace(CANCELLED_SUFFIX, "");
}

type RawUnpacking = { at: string; by: string | null; cause: string | null };

/** The unpackings of the request whose id is `shipRequestId` (an outer query's column), oldest first, for a list's page. */
export const unpackingsJson = (shipRequestId: SQL) => sql<RawUnpacking[]>`(select coalesce(json_agg(json_build_object(
  'at', ${isoUtc(sql`a.created_at`)}, 'by', a.actor_label, 'cause', a.cause) order by a.created_at, a.id), '[]')
from ${auditLog} a
where a.entity_type = 'ship_request' and a.entity_id = ${shipRequestId} and a.action = 'unpacked')`;

/** In place of unpackingsJson for a caller not shown audit trails (decision 0157): none, and the trail is not read. */
export const NO_UNPACKINGS = sql<RawUnpacking[]>`'[]'::json`;

export const unpackingsOf = (raw: readonly RawUnpacking[]): StaffUnpacking[] =>
  raw.map((u) => ({ at: u.at, by: u.by, reason: reasonOfUnpackedCause(u.cause) }));
