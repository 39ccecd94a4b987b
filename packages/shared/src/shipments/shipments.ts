import { z } from "zod";
import {
  CURRENCY_CODES,
  CURRENCY_LABELS,
  INVOICE_STATUSES,
  SHIPMENT_COUNTRIES,
  SHIPMENT_PAYMENT_STATUSES,
  SHIPMENT_STATUSES,
} from "../core/enums.js";
import { paginationSchema } from "../core/http.js";
import { statusHistoryEntrySchema, trackingEventSchema } from "../tracking/tracking.js";

/**
 * The invoice linked to a shipment, procurement or pickup (at most one each), as the portal shows it
 * next to the record. Procurements and pickups reuse this schema.
 */
export const invoiceSummarySchema = z.object({
  id: z.number(),
  transaction_id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** Two-decimal numeric string, e.g. '185.50'. */
  total_amount: z.string(),
  currency: z.enum(CURRENCY_CODES),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** A shipment as the customer sees it (list rows and the printable detail). */
export const shipmentSchema = z.object({
  id: z.number(),
  tracking_number: z.string(),
  shipment_status: z.enum(SHIPMENT_STATUSES),
  payment_status: z.enum(SHIPMENT_PAYMENT_STATUSES),
  delivery_address: z.string(),
  /** Two-decimal numeric string. */
  shipping_cost: z.string(),
  currency: z.enum(CURRENCY_LABELS),
  /** Calendar dates 'YYYY-MM-DD'. */
  warehouse_arrival_date: z.string(),
  shipment_date: z.string(),
  estimated_delivery_date: z.string(),
  /** Numeric string (kg). */
  weight: z.string(),
  dimensions: z.string().nullable(),
  courier: z.string().nullable(),
  country: z.enum(SHIPMENT_COUNTRIES),
  email_address: z.string(),
  added_charges: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  invoice: invoiceSummarySchema.nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** GET /api/shipments */
export const shipmentListResponseSchema = z.object({
  shipments: z.array(shipmentSchema),
  pagination: paginationSchema,
});
export type ShipmentListResponse = z.infer<typeof shipmentListResponseSchema>;

/** GET /api/shipments/{id}: the shipment and its timeline (status history and visible tracking events, newest first). */
export const shipmentDetailResponseSchema = z.object({
  shipment: shipmentSchema,
  history: z.array(statusHistoryEntrySchema),
  events: z.array(trackingEventSchema),
});
export type ShipmentDetailResponse = z.infer<typeof shipmentDetailResponseSchema>;

/** Spec texts of the portal's shipment screens ('Shipmments Loaded!' is spelled correctly, docs/decisions/0018). */
export const SHIPMENT_TEXTS = {
  listTitle: "My Shipments",
  loaded: "Shipments Loaded!",
  loadFailed: "Error!",
  fetchFailed: "Failed to fetch shipments.",
  notFound: "Shipment not found.",
} as const;
