/** Status and option values of the spec. The database enforces the same lists. */

export const SHIPMENT_STATUSES = ["Pending", "In Transit", "Available", "Delivered", "Cancelled"] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** 'Refunded' follows the invoice's refund; staff do not pick it by hand. */
export const SHIPMENT_PAYMENT_STATUSES = ["Pending", "Paid", "Failed", "Refunded"] as const;
export type ShipmentPaymentStatus = (typeof SHIPMENT_PAYMENT_STATUSES)[number];

export const PROCUREMENT_STATUSES = ["pending", "approved", "rejected"] as const;
export type ProcurementStatus = (typeof PROCUREMENT_STATUSES)[number];

export const PICKUP_STATUSES = ["pending", "processing", "in-transit", "delivered", "cancelled"] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

export const TICKET_STATUSES = ["open", "answered", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_DEPARTMENTS = ["sales/billing", "technical", "customer service"] as const;
export type TicketDepartment = (typeof TICKET_DEPARTMENTS)[number];

export const TICKET_WAREHOUSES = ["USA", "UK", "Nigeria", "China"] as const;
export type TicketWarehouse = (typeof TICKET_WAREHOUSES)[number];

/** 'refunded' is reached only by recording a refund; 'paid' is left only that way too. */
export const INVOICE_STATUSES = ["pending", "paid", "cancelled", "overdue", "refunded"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * What an invoice bills: a shipment, shop request or pickup (staff may type an invoice for one), or a customs duty
 * difference (issued by the assessed-duty record, decision 0082; reference_id is that record's id).
 */
export const INVOICE_REFERENCE_TYPES = ["procurement", "pickup", "shipments", "customs_duty"] as const;
export type InvoiceReferenceType = (typeof INVOICE_REFERENCE_TYPES)[number];
/** The records staff invoice by hand (the invoice form, the invoiceable records). */
export const STAFF_INVOICE_REFERENCE_TYPES = ["procurement", "pickup", "shipments"] as const;
export type StaffInvoiceReferenceType = (typeof STAFF_INVOICE_REFERENCE_TYPES)[number];

/** An agent is a partner running an origin desk for us (receive, label, pack, load masters at its warehouses). */
export const ADMIN_ROLES = ["owner", "manager", "worker", "agent"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Customer and shipment currencies are labelled ('USD ($)'); invoice currencies are plain codes. */
export const CURRENCY_LABELS = ["USD ($)", "GBP (£)", "NGN (₦)", "CNY (¥)"] as const;
export type CurrencyLabel = (typeof CURRENCY_LABELS)[number];

export const CURRENCY_CODES = ["USD", "GBP", "NGN", "CNY"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** 'USD ($)' (how records store their currency) as the invoice's code 'USD'; unknown text gives null. */
export function currencyCodeOfLabel(label: string | null): CurrencyCode | null {
  const code = (label ?? "").slice(0, 3);
  return (CURRENCY_CODES as readonly string[]).includes(code) ? (code as CurrencyCode) : null;
}

export const SHIPMENT_COUNTRIES = ["China", "USA", "UK", "Nigeria"] as const;
export type ShipmentCountry = (typeof SHIPMENT_COUNTRIES)[number];

export const PAYMENT_STATUSES = ["initialized", "success", "failed", "abandoned"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const VISITOR_MESSAGE_KINDS = ["enquiry", "estimate", "contact"] as const;
export type VisitorMessageKind = (typeof VISITOR_MESSAGE_KINDS)[number];

export const SHIPPING_OPTIONS = ["Standard", "Express"] as const;

/**
 * A parcel at one of our warehouses. 'expected' is a customer's pre-alert not yet received; 'shipped' is reached when
 * it leaves in a ship request. Staff move received parcels between the others.
 */
export const PACKAGE_STATUSES = [
  "expected",
  "received",
  "ready_to_ship",
  "on_hold",
  "returned_to_sender",
  "disposed",
  "shipped",
] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

export const PACKAGE_CONDITIONS = ["good", "damaged"] as const;
export type PackageCondition = (typeof PACKAGE_CONDITIONS)[number];

/** Carriers offered at the desk and on the pre-alert form; 'Other' for the rest. */
export const CARRIERS = ["UPS", "FedEx", "USPS", "DHL", "Amazon", "Royal Mail", "Evri", "SF Express", "Other"] as const;
export type Carrier = (typeof CARRIERS)[number];
