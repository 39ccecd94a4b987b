import { z } from "zod";

/** GET /api/admin/summary: the admin home's two cards and five totals. */
export const adminSummarySchema = z.object({
  /** Shipments whose status is exactly 'Pending'. */
  pending_shipments: z.number().int(),
  /** Invoices whose status is 'pending' or 'overdue'. */
  unpaid_invoices: z.number().int(),
  totals: z.object({
    shipments: z.number().int(),
    procurements: z.number().int(),
    pickups: z.number().int(),
    invoices: z.number().int(),
    tickets: z.number().int(),
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
