import { can, type StaffAction, warehousesOf } from "@app/shared/core/roles";
import type { uploads } from "../../db/schema.js";
import type { AdminRow } from "../../plugins/auth.js";

type UploadKind = (typeof uploads.$inferSelect)["entity_type"];

/**
 * What a staff member's role must be allowed, to read the record an upload belongs to: a partner agent sees the
 * desk's photos, never a ticket's, a pickup's or a shop request's, a pre-alert's receipt (it names a value) or a proof
 * of delivery; an account of some warehouses sees no ticket or pickup (records of the company).
 */
const STAFF_ACTION_OF_UPLOAD: Record<UploadKind, StaffAction> = {
  procurement: "records.view",
  pickup: "customers.view",
  ticket: "customers.view",
  package: "desk.view",
  package_receipt: "records.view",
  ship_request: "desk.view",
  proof_of_delivery: "records.view",
};

/**
 * Whether the staff member's role opens uploads of this kind (GET /api/uploads also wants the record in their
 * warehouses): an answer that links such an upload leaves it out for anyone else.
 */
export function roleOpensUploadsOf(admin: Pick<AdminRow, "role" | "warehouses">, kind: UploadKind): boolean {
  return can(admin.role, STAFF_ACTION_OF_UPLOAD[kind], warehousesOf(admin.role, admin.warehouses));
}
