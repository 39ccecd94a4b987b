import { z } from "zod";
import { auditEntrySchema } from "../core/audit.js";
import { PACKAGE_CONDITIONS, PACKAGE_STATUSES, type PackageStatus } from "../core/enums.js";
import { MAX_ID, paginationSchema, staffListQueryOf } from "../core/http.js";
import {
  PACKAGE_WAREHOUSE_CITIES,
  packageOwnerSchema,
  packagePhotoSchema,
  packageSchema,
  packageStaffText,
} from "./packages.js";
import { receiptSchema } from "./pre-alert.js";

/** The back office of parcels at our warehouses: list, detail, status and shelf edits, the unknown-owner queue. */

/** The columns staff can sort the packages list by (`sortBy`); without one it is newest first. */
export const PACKAGE_SORT_COLUMNS = ["package_code", "status", "warehouse", "received_at", "created_at"] as const;

/** "Held longer than N days": parcels still on our shelves, received more than N days ago. */
export const PACKAGE_AGE_FILTERS = ["30", "60", "90"] as const;
/** Owner unknown (the unknown-owner queue), known, or contested (claimed by more than one customer). */
export const PACKAGE_OWNER_FILTERS = ["unknown", "known", "contested"] as const;

/**
 * The packages list's query: the staff list query plus the warehouse, the age on the shelf and whether the owner
 * is known. The unknown-owner queue takes the same query (its owner is always unknown).
 */
export const PACKAGE_LIST_ACCEPTS = {
  statuses: PACKAGE_STATUSES,
  sortable: PACKAGE_SORT_COLUMNS,
  filters: { warehouse: PACKAGE_WAREHOUSE_CITIES, age: PACKAGE_AGE_FILTERS, owner: PACKAGE_OWNER_FILTERS },
} as const;
const { filters } = PACKAGE_LIST_ACCEPTS;
export const staffPackageListQuery = staffListQueryOf(PACKAGE_LIST_ACCEPTS).extend({
  warehouse: z.enum(filters.warehouse, { error: "Invalid warehouse" }).optional(),
  age: z.enum(filters.age, { error: "Invalid age" }).optional(),
  owner: z.enum(filters.owner, { error: "Invalid owner filter" }).optional(),
});
export type StaffPackageListQuery = z.infer<typeof staffPackageListQuery>;

/** One row of the staff packages list and of the unknown-owner queue. */
export const staffPackageRowSchema = z.object({
  id: z.number(),
  package_code: z.string(),
  status: z.enum(PACKAGE_STATUSES),
  warehouse: z.string(),
  carrier: z.string().nullable(),
  carrier_tracking_number: z.string().nullable(),
  description: z.string(),
  weight_grams: z.number().nullable(),
  bin_location: z.string().nullable(),
  condition: z.enum(PACKAGE_CONDITIONS).nullable(),
  owner: packageOwnerSchema.nullable(),
  /** What the label said where the owner should be, for a parcel nobody could match. */
  label_owner_text: z.string().nullable(),
  photos: z.array(packagePhotoSchema),
  received_at: z.string().nullable(),
  /** Whole days since it was received while still on our shelves; null otherwise. */
  days_held: z.number().nullable(),
  created_at: z.string(),
});
export type StaffPackageRow = z.infer<typeof staffPackageRowSchema>;

export const staffPackageListResponseSchema = z.object({
  packages: z.array(staffPackageRowSchema),
  pagination: paginationSchema,
});

export const packageHistoryEntrySchema = z.object({
  id: z.number(),
  status: z.enum(PACKAGE_STATUSES),
  note: z.string().nullable(),
  /** The staff member who made the change; null for the customer or the system. */
  changed_by: z.string().nullable(),
  created_at: z.string(),
});
export type PackageHistoryEntry = z.infer<typeof packageHistoryEntrySchema>;

/** A package as staff see it: the customer's view plus owner, shelf, desk and history. */
export const staffPackageSchema = packageSchema.extend({
  owner: packageOwnerSchema.nullable(),
  label_owner_text: z.string().nullable(),
  bin_location: z.string().nullable(),
  received_by: z.string().nullable(),
  /**
   * The receipt the customer attached to the pre-alert (the shape My Packages shows them), for staff who may open it:
   * those whose role reads receipts (GET /api/uploads, decision 0137); always null for a partner agent.
   */
  receipt: receiptSchema.nullable(),
  updated_at: z.string(),
  history: z.array(packageHistoryEntrySchema),
  audit: z.array(auditEntrySchema),
});
export type StaffPackage = z.infer<typeof staffPackageSchema>;
export const staffPackageDetailResponseSchema = z.object({ package: staffPackageSchema });

const noteField = packageStaffText("A note", 500);

/** Statuses staff set on the package page (expected and shipped come from the customer and the shipment). */
export const STAFF_PACKAGE_STATUSES = [
  "received",
  "ready_to_ship",
  "on_hold",
  "returned_to_sender",
  "disposed",
] as const;
export type StaffPackageStatus = (typeof STAFF_PACKAGE_STATUSES)[number];

export const packageStatusChangeSchema = z
  .object({
    status: z.enum(STAFF_PACKAGE_STATUSES, { error: "Choose a status." }),
    note: noteField.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "disposed" && !v.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: "Say why the package is disposed of." });
  });
export type PackageStatusChangeInput = z.input<typeof packageStatusChangeSchema>;

/** Shelf edits: the bin, and the condition with its note. Empty text clears a field. */
export const packageShelfEditSchema = z
  .object({
    bin_location: packageStaffText("Bin location", 40).optional(),
    condition: z.enum(PACKAGE_CONDITIONS, { error: "Choose good or damaged." }).optional(),
    condition_note: packageStaffText("Condition note", 500).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), "Nothing to change.");
export type PackageShelfEditInput = z.input<typeof packageShelfEditSchema>;

export const packageAssignOwnerSchema = z.object({
  customer_id: z.coerce
    .number({ error: "Choose the customer." })
    .int()
    .positive("Choose the customer.")
    // A larger id cannot exist, and must not reach the query (PostgreSQL's integer).
    .max(MAX_ID, "Customer not found."),
});
export type PackageAssignOwnerInput = z.input<typeof packageAssignOwnerSchema>;

export const packageChangedResponseSchema = z.object({ message: z.string(), package: staffPackageSchema });

/**
 * Which status may follow which on the package page: a parcel on the shelf moves between received, ready to ship
 * and on hold, or leaves us (returned to sender, disposed). Expected parcels are received at the desk, and a
 * parcel that left us stays as it is.
 */
export const PACKAGE_TRANSITIONS: Record<PackageStatus, readonly StaffPackageStatus[]> = {
  expected: [],
  received: ["ready_to_ship", "on_hold", "returned_to_sender", "disposed"],
  ready_to_ship: ["received", "on_hold", "returned_to_sender", "disposed"],
  on_hold: ["received", "ready_to_ship", "returned_to_sender", "disposed"],
  returned_to_sender: [],
  disposed: [],
  shipped: [],
};

/** Why a status change is refused (409), or null when it may be made. */
export function packageTransitionProblem(
  from: PackageStatus,
  to: StaffPackageStatus,
  hasOwner: boolean,
): string | null {
  if (from === to) return null;
  if (from === "expected") return "This package has not arrived yet: receive it at the receiving desk first.";
  if (PACKAGE_TRANSITIONS[from].length === 0)
    return `This package is ${PACKAGE_STATUS_WORDS[from]}: its status can no longer change.`;
  if (to === "ready_to_ship" && !hasOwner) return "Assign this package to a customer before marking it ready to ship.";
  if (!PACKAGE_TRANSITIONS[from].includes(to)) return `A package cannot go from ${from} to ${to}.`;
  return null;
}

/** Why a parcel that has left the warehouse (returned, disposed of, shipped) cannot be given to a customer, or null. */
export function assignOwnerProblem(status: PackageStatus): string | null {
  return status === "returned_to_sender" || status === "disposed" || status === "shipped"
    ? `This package was ${PACKAGE_STATUS_WORDS[status]}: it is no longer at the warehouse to give to a customer.`
    : null;
}

const PACKAGE_STATUS_WORDS: Record<PackageStatus, string> = {
  expected: "expected",
  received: "received",
  ready_to_ship: "ready to ship",
  on_hold: "on hold",
  returned_to_sender: "returned to sender",
  disposed: "disposed of",
  shipped: "shipped",
};

export const PACKAGE_STAFF_TEXTS = {
  listTitle: "Packages",
  queueTitle: "Unknown owner",
  loaded: "Packages Loaded!",
  loadError: "Error loading packages!",
  fetchFailed: "Failed to fetch packages.",
  notFound: "Package not found.",
  statusFailed: "Failed to update the package status.",
  shelfFailed: "Failed to save the package.",
  assignFailed: "Failed to assign the package.",
  alreadyOwned: "This package already belongs to a customer.",
  contested: "More than one customer claims this package: resolve it from the contested queue.",
  customerNotFound: "Customer not found.",
  /** A pre-alert's receipt on the package page (and a claimant's in the contested queue), when none was attached. */
  noReceipt: "No receipt attached",
  statusChanged: "Package status updated.",
  inShipRequest: (shipRequestId: number) =>
    `This package is in ship request #${shipRequestId}: its status follows the request until the request is packed or the customer cancels it.`,
  shelfSaved: "Package saved.",
  assigned: "Package assigned; the customer has been e-mailed.",
  searchLabel: "Search tracking number, package id, suite, customer name or e-mail, bin",
  /** A partner agent's search matches no contact detail (decision 0123), so its label names none. */
  agentSearchLabel: "Search tracking number, package id, suite, customer name, bin",
} as const;
