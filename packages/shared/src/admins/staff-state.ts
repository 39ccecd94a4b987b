import type { AdminRole } from "../core/enums.js";
import { inWords, STAFF_PERMISSIONS, type StaffAction } from "../core/roles.js";
import type { StaffState } from "./admins.js";

/**
 * Where a staff account stands, as the list's filter counts it: deactivated (whatever else), else invited but not
 * yet verified (it cannot log in yet), else active. Derived from `active` and `verified` (decision 0155).
 */
export function staffState(member: { active: boolean; verified: boolean }): StaffState {
  if (!member.active) return "deactivated";
  return member.verified ? "active" : "unverified";
}

/** How each state reads in the staff list, its filter and its badge. */
export const STAFF_STATE_LABELS: Record<StaffState, string> = {
  active: "Active",
  deactivated: "Deactivated",
  unverified: "Invited — not yet verified",
};

/** What an owner's access holds, in the words the warning uses, most telling first. */
const OWNER_ACCESS: readonly [StaffAction, string][] = [
  ["admins.manage", "the staff list (creating accounts, roles, warehouses, deactivation)"],
  ["mail.failed", "the failed e-mails"],
  ["system.view", "the system page"],
  ["invoices.create", "invoices, refunds and wallets"],
  ["rates.manage", "rate cards, exchange rates and the customs tariff"],
  ["reports.view", "the reports"],
  ["records.view", "shipments, shop requests and the customs manifest"],
  ["customers.view", "customers, pickups and tickets"],
];

/**
 * The warning an owner reads before giving themselves `role`: what they lose at once (from the role matrix), and
 * that only another owner can give it back.
 */
export function selfDemotionWarning(role: AdminRole): string {
  const lost = OWNER_ACCESS.filter(([action]) => !STAFF_PERMISSIONS[action].includes(role)).map(([, what]) => what);
  return `You stop being an owner at once and lose ${inWords(lost)}. Only another owner can make you an owner again.`;
}
