import { ADMIN_ROLES, type AdminRole } from "./enums.js";

/**
 * The staff role matrix (docs/ROLES.md) as data: the server guards routes with it
 * (`app.requireAdmin(...rolesFor("invoices.create"))` or the arrays below) and the web app
 * hides what a role may not do with `can(role, action)`. Change the matrix here only.
 *
 * - workers run operations: see every list and detail, change shipment, procurement, pickup and
 *   ticket statuses, create shipments, reply to tickets;
 * - managers also create invoices, change invoice statuses and record refunds;
 * - owners also create admins, see and re-send failed e-mails and see the system page.
 */

/** Every staff role. */
export const STAFF_ALL: readonly AdminRole[] = ADMIN_ROLES;
/** Roles that issue invoices and change their status. */
export const INVOICE_MANAGERS: readonly AdminRole[] = ["owner", "manager"];
/** Roles that create admin accounts. */
export const ADMIN_MANAGERS: readonly AdminRole[] = ["owner"];
/** Roles that see the e-mails the server gave up on (they hold any customer's mail) and send them again. */
export const MAIL_MANAGERS: readonly AdminRole[] = ["owner"];
/** Roles that see the system page (backlogs of every customer's mail, backups, the release): the installation's operators. */
export const SYSTEM_VIEWERS: readonly AdminRole[] = ["owner"];

export const STAFF_PERMISSIONS = {
  /** Admin home, every staff list, detail, CSV export and audit trail. */
  "records.view": STAFF_ALL,
  "shipments.create": STAFF_ALL,
  "shipments.updateStatus": STAFF_ALL,
  "shipments.updatePaymentStatus": STAFF_ALL,
  "procurements.updateStatus": STAFF_ALL,
  "pickups.updateStatus": STAFF_ALL,
  "tickets.updateStatus": STAFF_ALL,
  "tickets.reply": STAFF_ALL,
  /** The receiving desk: record a parcel's arrival (matching its pre-alert), print its label. */
  "packages.receive": STAFF_ALL,
  /** A parcel's status (ready to ship, on hold, returned to sender, disposed). */
  "packages.updateStatus": STAFF_ALL,
  /** Give a parcel of the unknown-owner queue its customer (who is then told). */
  "packages.assignOwner": STAFF_ALL,
  /** Pack a submitted ship request (final boxes → invoice from the rate card, shipment, e-mail). */
  "shipRequests.pack": STAFF_ALL,
  /** Master shipments: open one, load paid ship requests, post milestones and delay notices (reach every customer). */
  "masters.manage": STAFF_ALL,
  "invoices.create": INVOICE_MANAGERS,
  "invoices.updateStatus": INVOICE_MANAGERS,
  "invoices.refund": INVOICE_MANAGERS,
  /** Credit or debit a customer's wallet with a reason (money: managers and owners). */
  "wallet.adjust": INVOICE_MANAGERS,
  /** Reconciliation with the payment provider and the exchange-difference report (money: managers and owners). */
  "payments.reconcile": INVOICE_MANAGERS,
  /** The owner's dashboard of reports and the accountant's export (money and every warehouse's figures). */
  "reports.view": INVOICE_MANAGERS,
  /** Rate cards: see every route's versions and add a version (prices are money: managers and owners). */
  "rates.manage": INVOICE_MANAGERS,
  /** Operating settings, e.g. the days before a master without movement alerts staff. */
  "settings.manage": INVOICE_MANAGERS,
  "admins.create": ADMIN_MANAGERS,
  /** The staff list, role changes, deactivation and re-sent verification links. */
  "admins.manage": ADMIN_MANAGERS,
  "mail.failed": MAIL_MANAGERS,
  /** The system page: release, database, backlogs, daily jobs, storage, last backup, warnings. */
  "system.view": SYSTEM_VIEWERS,
  /** A staff member's own account (who am I, log out, own password): any signed-in staff member. */
  "account.self": STAFF_ALL,
} as const satisfies Record<string, readonly AdminRole[]>;

export type StaffAction = keyof typeof STAFF_PERMISSIONS;

/** The roles allowed to do `action` (spread into `app.requireAdmin(...)`). */
export function rolesFor(action: StaffAction): AdminRole[] {
  return [...STAFF_PERMISSIONS[action]];
}

/** Whether a staff member with `role` may do `action`; false for no role (not signed in). */
export function can(role: AdminRole | null | undefined, action: StaffAction): boolean {
  return role != null && STAFF_PERMISSIONS[action].includes(role);
}

/** Human labels for the role select. */
export const ROLE_LABELS: Record<AdminRole, string> = { owner: "Owner", manager: "Manager", worker: "Worker" };
