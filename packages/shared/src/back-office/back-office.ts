import { z } from "zod";

/**
 * A count of the caller's warehouses, or null when the caller may not open that list (issue 36: a company list for
 * an account of some warehouses, shipments and shop requests for an agent); the home then leaves its card out.
 */
const count = z.number().int().nullable();

/** GET /api/admin/summary: the admin home's two cards and its totals, each counted as its list is scoped. */
export const adminSummarySchema = z.object({
  /** Shipments whose status is exactly 'Pending'. */
  pending_shipments: count,
  /** Invoices whose status is 'pending' or 'overdue'. */
  unpaid_invoices: count,
  totals: z.object({
    /** Parcels on the shelves (received, ready to ship, on hold). */
    parcels: count,
    /** Ship requests waiting to be packed. */
    to_pack: count,
    shipments: count,
    procurements: count,
    pickups: count,
    invoices: count,
    tickets: count,
  }),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

export const ADMIN_HOME_TEXTS = {
  pendingShipments: "Pending Shipments",
  noPendingShipments: "No pending shipments.",
  unpaidInvoices: "Unpaid Invoices",
  noUnpaidInvoice: "No unpaid invoice.",
  createAdmin: "Create Admin",
  loadFailed: "Failed to load the summary.",
} as const;
