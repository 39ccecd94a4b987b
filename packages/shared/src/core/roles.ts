import type { WarehouseCode } from "./company.js";
import { ADMIN_ROLES, type AdminRole } from "./enums.js";

/**
 * The staff role matrix (docs/ROLES.md) as data: the server guards routes with it
 * (`app.requireAdmin(...rolesFor("invoices.create"))` or the arrays below) and the web app
 * hides what a role may not do with `can(role, action)`. Change the matrix here only.
 *
 * - workers run operations: see every list and detail, change shipment, procurement, pickup and
 *   ticket statuses, create shipments, reply to tickets;
 * - managers also create invoices, change invoice statuses and record refunds;
 * - owners also create admins, see and re-send failed e-mails and see the system page;
 * - agents (partners running an origin for us) receive, label, pack and load masters at their warehouses, and see a
 *   customer's name and suite number but never their e-mail, phone, addresses or money.
 *
 * Each action also says how it is scoped (STAFF_ACTION_SCOPES, docs/decisions/0069): staff are assigned to
 * warehouses (or to all; owners always all), and a warehouse action sees and changes only the records of the
 * caller's warehouses, while a company action (customers, money, staff, settings) is only for accounts of all
 * warehouses.
 */

/** Every staff role. */
export const STAFF_ALL: readonly AdminRole[] = ADMIN_ROLES;
/** The company's own staff: every role but partner agents. */
export const STAFF_OWN: readonly AdminRole[] = ["owner", "manager", "worker"];
/** The origin desk: the company's staff and partner agents. */
export const DESK_ROLES: readonly AdminRole[] = STAFF_ALL;
/** Roles that issue invoices and change their status. */
export const INVOICE_MANAGERS: readonly AdminRole[] = ["owner", "manager"];
/** Roles that create admin accounts. */
export const ADMIN_MANAGERS: readonly AdminRole[] = ["owner"];
/** Roles that see the e-mails the server gave up on (they hold any customer's mail) and send them again. */
export const MAIL_MANAGERS: readonly AdminRole[] = ["owner"];
/** Roles that see the system page (backlogs of every customer's mail, backups, the release): the installation's operators. */
export const SYSTEM_VIEWERS: readonly AdminRole[] = ["owner"];

export const STAFF_PERMISSIONS = {
  /** The origin desk's lists and details: admin home, packages and their queues and labels, ship requests, masters. */
  "desk.view": DESK_ROLES,
  /** Shipments, shop requests and the customs manifest: lists, details, CSV exports, audit trails. */
  "records.view": STAFF_OWN,
  /** Customers, pickups, tickets, invoices and wallets: lists, details, documents (records of every warehouse). */
  "customers.view": STAFF_OWN,
  "shipments.create": STAFF_OWN,
  "shipments.updateStatus": STAFF_OWN,
  "shipments.updatePaymentStatus": STAFF_OWN,
  "procurements.updateStatus": STAFF_OWN,
  "pickups.updateStatus": STAFF_OWN,
  "tickets.updateStatus": STAFF_OWN,
  "tickets.reply": STAFF_OWN,
  /** The receiving desk: record a parcel's arrival (matching its pre-alert), print its label. */
  "packages.receive": DESK_ROLES,
  /** A parcel's status (ready to ship, on hold, returned to sender, disposed). */
  "packages.updateStatus": STAFF_OWN,
  /** Give a parcel of the unknown-owner queue its customer (who is then told). */
  "packages.assignOwner": STAFF_OWN,
  /** Pack a submitted ship request (final boxes → invoice from the rate card, shipment, e-mail). */
  "shipRequests.pack": DESK_ROLES,
  /**
   * Undo a packing while nothing is paid (decision 0150): cancels the invoice packing issued, so managers and owners,
   * of the request's warehouse.
   */
  "shipRequests.unpack": INVOICE_MANAGERS,
  /** Master shipments: open one, load paid ship requests, post milestones and delay notices (reach every customer). */
  "masters.manage": DESK_ROLES,
  "invoices.create": INVOICE_MANAGERS,
  "invoices.updateStatus": INVOICE_MANAGERS,
  "invoices.refund": INVOICE_MANAGERS,
  /** Credit or debit a customer's wallet with a reason (money: managers and owners). */
  "wallet.adjust": INVOICE_MANAGERS,
  /** Reconciliation with the payment provider and the exchange-difference report (money: managers and owners). */
  "payments.reconcile": INVOICE_MANAGERS,
  /**
   * The owner's dashboard of reports and the accountant's export: an account of some warehouses reads them for its
   * warehouses, without the company's customer figures (docs/decisions/0076).
   */
  "reports.view": INVOICE_MANAGERS,
  /** Rate cards: see every route's versions and add a version (prices are money: managers and owners). */
  "rates.manage": INVOICE_MANAGERS,
  /** The customs tariff (duty rates, restrictions) and levies, and the duty customs assessed (money). */
  "customs.manage": INVOICE_MANAGERS,
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

/**
 * How an action is scoped (the role matrix's second dimension):
 * - `warehouse`: it sees and changes only records of the caller's warehouses; another warehouse's record answers
 *   404 as a stranger's would, and its lists, counts and exports hold only the caller's warehouses;
 * - `company`: its records belong to no one warehouse (customers, money, staff, settings): only accounts of all
 *   warehouses may do it, others get 403;
 * - `self`: one's own account.
 */
export type ActionScope = "warehouse" | "company" | "self";

export const STAFF_ACTION_SCOPES = {
  "desk.view": "warehouse",
  "records.view": "warehouse",
  "customers.view": "company",
  "shipments.create": "warehouse",
  "shipments.updateStatus": "warehouse",
  "shipments.updatePaymentStatus": "warehouse",
  "procurements.updateStatus": "warehouse",
  "pickups.updateStatus": "company",
  "tickets.updateStatus": "company",
  "tickets.reply": "company",
  "packages.receive": "warehouse",
  "packages.updateStatus": "warehouse",
  "packages.assignOwner": "warehouse",
  "shipRequests.pack": "warehouse",
  "shipRequests.unpack": "warehouse",
  "masters.manage": "warehouse",
  "invoices.create": "company",
  "invoices.updateStatus": "company",
  "invoices.refund": "company",
  "wallet.adjust": "company",
  "payments.reconcile": "company",
  "rates.manage": "company",
  "customs.manage": "company",
  "settings.manage": "company",
  "admins.create": "company",
  "admins.manage": "company",
  "mail.failed": "company",
  "reports.view": "warehouse",
  "system.view": "company",
  "account.self": "self",
} as const satisfies Record<StaffAction, ActionScope>;

/** The warehouses a staff account works at: a list of them, or all (null). Owners always have all. */
export type StaffWarehouses = readonly WarehouseCode[] | null;

/** The warehouses an account of `role` with `assigned` warehouses may work at (owners: all). */
export function warehousesOf(role: AdminRole, assigned: readonly string[] | null | undefined): StaffWarehouses {
  return role === "owner" || assigned == null ? null : (assigned as readonly WarehouseCode[]);
}

export const SCOPE_TEXTS = {
  allWarehousesOnly: "This needs an account of all warehouses. Ask an owner.",
  notYourWarehouse: "You do not work at this warehouse.",
} as const;

/** The account's warehouses as the API shows them (a fresh list, or null for all). */
export function shownWarehouses(role: AdminRole, assigned: readonly string[] | null | undefined): string[] | null {
  const warehouses = warehousesOf(role, assigned);
  return warehouses === null ? null : [...warehouses];
}

/** Whether the account's warehouses are all of them (an owner, or an account assigned to all). */
export const hasAllWarehouses = (warehouses: StaffWarehouses): boolean => warehouses === null;

/** The roles allowed to do `action` (spread into `app.requireAdmin(...)`). */
export function rolesFor(action: StaffAction): AdminRole[] {
  return [...STAFF_PERMISSIONS[action]];
}

/**
 * Whether a staff member with `role` may do `action`; false for no role (not signed in). With `warehouses` (the
 * account's, warehousesOf), a company action also needs all warehouses.
 */
export function can(
  role: AdminRole | null | undefined,
  action: StaffAction,
  warehouses: readonly string[] | null = null,
): boolean {
  if (role == null || !STAFF_PERMISSIONS[action].includes(role)) return false;
  return STAFF_ACTION_SCOPES[action] !== "company" || warehouses === null;
}

/** Whether the role is shown money (amounts, prices, declared values): every role but partner agents (decision 0070). */
export const seesMoney = (role: AdminRole | null | undefined): boolean => role != null && role !== "agent";
/** Whether the role is shown customers' e-mail, phone and addresses: every role but partner agents (decision 0070). */
export const seesContacts = seesMoney;

/** The roles in plural, for "Only owners and managers …" sentences. */
const ROLE_PLURALS: Record<AdminRole, string> = {
  owner: "owners",
  manager: "managers",
  worker: "workers",
  agent: "partner agents",
};

/** Items in a sentence: "a", "a and b", "a, b and c". */
export const inWords = (items: readonly string[]): string =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

/**
 * The one line a screen shows instead of its content to a staff member who may not do `action` (the server would
 * answer 403): who may, e.g. "Only owners, managers and workers of all warehouses can open this page."
 */
export function onlyRolesText(action: StaffAction): string {
  const roles = STAFF_PERMISSIONS[action].map((role) => ROLE_PLURALS[role]);
  const who = inWords(roles);
  // Owners always have every warehouse, so an owners-only action needs no scope.
  const scoped = STAFF_ACTION_SCOPES[action] === "company" && roles.length > 1;
  const scope = scoped ? " of all warehouses" : "";
  return `Only ${who}${scope} can open this page.`;
}

/** Human labels for the role select. */
export const ROLE_LABELS: Record<AdminRole, string> = {
  owner: "Owner",
  manager: "Manager",
  worker: "Worker",
  agent: "Agent (partner)",
};
