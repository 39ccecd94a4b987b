import { z } from "zod";
import { CURRENCY_CODES, STAFF_INVOICE_REFERENCE_TYPES } from "../core/enums.js";
import { MAX_ID } from "../core/http.js";

/*
 * The staff invoice form's record picker: once a customer is picked, their shipments, shop requests or pickups are
 * offered by what staff recognise (tracking number, store, city, status), so nobody types a record id.
 */

export const invoiceableRecordsQuerySchema = z.object({
  user_id: z.coerce
    .number({ error: "User ID must be a number" })
    .int("User ID must be a whole number")
    .positive("User ID must be positive")
    .max(MAX_ID, "User ID is too large"),
  type: z.enum(STAFF_INVOICE_REFERENCE_TYPES, { error: "Invalid reference type" }),
});
export type InvoiceableRecordsQuery = z.infer<typeof invoiceableRecordsQuerySchema>;

export const invoiceableRecordSchema = z.object({
  id: z.number(),
  /** What staff recognise it by, e.g. 'SWG1234567 · In Transit' or 'Shop request #12 · Amazon · pending'. */
  label: z.string(),
  created_at: z.string(),
  /** The invoice it already has (a record has one): offered but not choosable. */
  invoice: z.object({ id: z.number(), transaction_id: z.string() }).nullable(),
  /** What the record costs as stored (a shipment's shipping cost, a shop request's items and charges). */
  suggested_total: z.string().nullable(),
  currency: z.enum(CURRENCY_CODES).nullable(),
});
export type InvoiceableRecord = z.infer<typeof invoiceableRecordSchema>;

/** GET /api/invoice/records: newest first, at most INVOICEABLE_LIMIT. */
export const invoiceableRecordsResponseSchema = z.object({ records: z.array(invoiceableRecordSchema) });
export type InvoiceableRecordsResponse = z.infer<typeof invoiceableRecordsResponseSchema>;

export const INVOICEABLE_LIMIT = 100;

/** The record picker's names of the three kinds. */
export const RECORD_KIND_LABELS = {
  shipments: "Shipment",
  procurement: "Shop request",
  pickup: "Pickup",
} as const;
