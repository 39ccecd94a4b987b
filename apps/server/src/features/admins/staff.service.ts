import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import {
  AGENT_WAREHOUSES_MESSAGE,
  STAFF_TEXTS,
  type StaffMember,
  type StaffMemberResponse,
} from "@app/shared/admins/admins";
import { STAFF_STATE_LABELS, staffState } from "@app/shared/admins/staff-state";
import type { AdminRole } from "@app/shared/core/enums";
import type { Tx } from "../../db/client.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { endAllSessions } from "../../lib/auth/sessions.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { type CsvColumn, fetchPage } from "../../lib/list.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import type { AdminRow } from "../../plugins/auth.js";
import { adminVerificationMail } from "./admin-mail.js";
import { issueAdminVerifyToken, revokeAdminVerifyTokens } from "./admin-verification.repository.js";
import { type Admin, storedWarehouses, warehousesAuditText } from "./admins.repository.js";
import {
  findAdminById,
  lockActiveOwners,
  type StaffFilter,
  staffPage,
  toStaffMember,
  updateAdmin,
} from "./staff.repository.js";

export async function listStaff(ctx: ServiceContext, query: StaffFilter & { page: number; pageSize: number }) {
  const { rows, pagination } = await fetchPage(staffPage(ctx.db, query), query);
  return { staff: rows, pagination };
}

export const STAFF_CSV_COLUMNS: CsvColumn<StaffMember>[] = [
  { header: "First Name", value: (r) => r.firstname },
  { header: "Last Name", value: (r) => r.lastname },
  { header: "Email", value: (r) => r.email },
  { header: "Role", value: (r) => r.role },
  { header: "Warehouses", value: (r) => (r.warehouses === null ? "all" : r.warehouses.join("; ")) },
  { header: "Verified", value: (r) => (r.verified ? "yes" : "no") },
  // The state as the list's badge reads it (decision 0155): an invited account that never verified is not "active".
  { header: "Status", value: (r) => STAFF_STATE_LABELS[staffState(r)] },
  { header: "Last Log-in", value: (r) => r.last_login_at ?? "" },
  { header: "Created On", value: (r) => r.created_at },
];

/** Runs a change of one staff account in a transaction with the account locked; 404 when it does not exist. */
async function changeStaff(
  ctx: ServiceContext,
  id: number,
  change: (tx: Tx, target: Admin) => Promise<Admin>,
): Promise<Admin> {
  return inTransaction(ctx, async (tx) => {
    const target = await findAdminById(tx, id);
    if (!target) throw notFound(STAFF_TEXTS.notFound);
    return change(tx, target);
  });
}

/** Whether taking `target` out of the active owners would leave none (checked with every owner row locked). */
async function isLastActiveOwner(tx: Tx, target: Admin) {
  if (target.role !== "owner") return false;
  const active = await lockActiveOwners(tx);
  return active.length <= 1 && active.includes(target.id);
}

export async function changeStaffRole(
  ctx: ServiceContext,
  owner: AdminRow,
  id: number,
  role: AdminRole,
): Promise<StaffMemberResponse> {
  const row = await changeStaff(ctx, id, async (tx, target) => {
    if (target.role === role) return target;
    if (await isLastActiveOwner(tx, target)) throw conflict(STAFF_TEXTS.lastOwner);
    // A partner agent is never of all warehouses (decision 0128): its warehouses are assigned first.
    if (role === "agent" && (target.role === "owner" || target.warehouses === null)) {
      throw conflict(STAFF_TEXTS.agentNeedsWarehouses);
    }
    const updated = await updateAdmin(tx, id, { role });
    await recordAudit(tx, adminActor(owner), {
      entityType: "admin",
      entityId: id,
      action: "role_changed",
      field: "role",
      oldValue: target.role,
      newValue: role,
    });
    return updated;
  });
  return { message: STAFF_TEXTS.roleChanged, staff: toStaffMember(row) };
}

/**
 * Assigns the account to warehouses (null: all), audited. The session reads the account on every request, so the
 * change holds from its next request. An owner works at all warehouses whatever the column says (409); a partner
 * agent at the ones it runs, never all (400, decision 0128).
 */
export async function changeStaffWarehouses(
  ctx: ServiceContext,
  owner: AdminRow,
  id: number,
  warehouses: readonly string[] | null,
): Promise<StaffMemberResponse> {
  const next = storedWarehouses(warehouses);
  const row = await changeStaff(ctx, id, async (tx, target) => {
    if (target.role === "owner") throw conflict(STAFF_TEXTS.ownerAllWarehouses);
    if (target.role === "agent" && next === null) {
      throw badRequest(AGENT_WAREHOUSES_MESSAGE, { warehouses: AGENT_WAREHOUSES_MESSAGE });
    }
    if (warehousesAuditText(target.warehouses) === warehousesAuditText(next)) return target;
    const updated = await updateAdmin(tx, id, { warehouses: next });
    await recordAudit(tx, adminActor(owner), {
      entityType: "admin",
      entityId: id,
      action: "warehouses_changed",
      field: "warehouses",
      oldValue: warehousesAuditText(target.warehouses),
      newValue: warehousesAuditText(next),
    });
    return updated;
  });
  return { message: STAFF_TEXTS.warehousesChanged, staff: toStaffMember(row) };
}

/**
 * Deactivation ends every open session of the account in the same transaction (the next request of any of them
 * answers 401) and every verification link it was sent (decision 0155), and log-in is refused until an owner
 * reactivates it. Owners cannot deactivate themselves, and the last active owner stays.
 */
export async function setStaffActive(
  ctx: ServiceContext,
  owner: AdminRow,
  id: number,
  active: boolean,
): Promise<StaffMemberResponse> {
  const row = await changeStaff(ctx, id, async (tx, target) => {
    if ((target.deactivated_at === null) === active) return target;
    if (!active && target.id === owner.id) throw conflict(STAFF_TEXTS.notYourself);
    if (!active && (await isLastActiveOwner(tx, target))) throw conflict(STAFF_TEXTS.lastOwner);
    const updated = await updateAdmin(tx, id, { deactivated_at: active ? null : new Date() });
    if (!active) {
      await endAllSessions(tx, "admin", id);
      await revokeAdminVerifyTokens(tx, target.email);
    }
    await recordAudit(tx, adminActor(owner), {
      entityType: "admin",
      entityId: id,
      action: active ? "reactivated" : "deactivated",
      field: "active",
      oldValue: String(!active),
      newValue: String(active),
    });
    return updated;
  });
  return { message: active ? STAFF_TEXTS.reactivated : STAFF_TEXTS.deactivated, staff: toStaffMember(row) };
}

/**
 * A new 48-hour link for an account that has not verified yet; earlier links stop working. A deactivated account gets
 * none (its links would not work, decision 0155): the owner reactivates it first.
 */
export async function resendVerification(
  ctx: ServiceContext,
  owner: AdminRow,
  id: number,
): Promise<StaffMemberResponse> {
  const row = await changeStaff(ctx, id, async (tx, target) => {
    if (target.verified_at) throw badRequest(STAFF_TEXTS.alreadyVerified);
    if (target.deactivated_at) throw conflict(STAFF_TEXTS.resendDeactivated);
    await revokeAdminVerifyTokens(tx, target.email);
    const token = await issueAdminVerifyToken(tx, target.email);
    const link = `${ctx.config.PUBLIC_URL}/admin/verify/${token}`;
    await enqueueMail(tx, adminVerificationMail(target, link, `${owner.firstname} ${owner.lastname}`));
    await recordAudit(tx, adminActor(owner), { entityType: "admin", entityId: id, action: "verification_resent" });
    return target;
  });
  return { message: STAFF_TEXTS.verificationResent, staff: toStaffMember(row) };
}
