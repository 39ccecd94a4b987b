import {
  ADMIN_ROLES,
  CURRENCY_CODES,
  CURRENCY_LABELS,
  INVOICE_REFERENCE_TYPES,
  INVOICE_STATUSES,
  PAYMENT_STATUSES,
  PICKUP_STATUSES,
  PROCUREMENT_STATUSES,
  SHIPMENT_COUNTRIES,
  SHIPMENT_PAYMENT_STATUSES,
  SHIPMENT_STATUSES,
  TICKET_DEPARTMENTS,
  TICKET_STATUSES,
  TICKET_WAREHOUSES,
  VISITOR_MESSAGE_KINDS,
  PACKAGE_STATUSES,
  PACKAGE_CONDITIONS,
  CARRIERS,
} from "@app/shared/core/enums";
import { pgEnum } from "drizzle-orm/pg-core";
import { RATE_SERVICES } from "@app/shared/rates/rates";

/** Database enums: PostgreSQL itself rejects a status value outside the spec's lists. */
export const adminRole = pgEnum("admin_role", ADMIN_ROLES);
export const currencyLabel = pgEnum("currency_label", CURRENCY_LABELS);
export const currencyCode = pgEnum("currency_code", CURRENCY_CODES);
export const shipmentStatus = pgEnum("shipment_status", SHIPMENT_STATUSES);
export const shipmentPaymentStatus = pgEnum("shipment_payment_status", SHIPMENT_PAYMENT_STATUSES);
export const shipmentCountry = pgEnum("shipment_country", SHIPMENT_COUNTRIES);
export const procurementStatus = pgEnum("procurement_status", PROCUREMENT_STATUSES);
export const pickupStatus = pgEnum("pickup_status", PICKUP_STATUSES);
export const ticketStatus = pgEnum("ticket_status", TICKET_STATUSES);
export const ticketDepartment = pgEnum("ticket_department", TICKET_DEPARTMENTS);
export const ticketWarehouse = pgEnum("ticket_warehouse", TICKET_WAREHOUSES);
export const invoiceStatus = pgEnum("invoice_status", INVOICE_STATUSES);
export const invoiceReferenceType = pgEnum("invoice_reference_type", INVOICE_REFERENCE_TYPES);
export const paymentStatus = pgEnum("payment_status", PAYMENT_STATUSES);
export const visitorMessageKind = pgEnum("visitor_message_kind", VISITOR_MESSAGE_KINDS);
export const responseAuthor = pgEnum("response_author", ["admin", "user"]);
export const actorKind = pgEnum("actor_kind", ["admin", "customer", "system"]);
export const sessionKind = pgEnum("session_kind", ["customer", "admin"]);
export const codePurpose = pgEnum("code_purpose", [
  "reset_password",
  "reset_token",
  "admin_verify",
  "staff_reset_password",
  "staff_reset_token",
  "staff_setup",
  "email_confirm",
  "phone_verify",
]);
export const mailStatus = pgEnum("mail_status", ["pending", "sending", "sent", "failed"]);
/** package: a parcel's photos (staff-made, owned by the parcel's customer); package_receipt: a pre-alert's invoice or receipt. */
export const uploadEntity = pgEnum("upload_entity", [
  "procurement",
  "pickup",
  "ticket",
  "package",
  "package_receipt",
  // Photos taken at the packing table (entity_id: the ship request; owner: its customer).
  "ship_request",
  // The photo taken at delivery as proof (entity_id: the proof_of_deliveries row; owner: the shipment's customer).
  "proof_of_delivery",
]);
export const packageStatus = pgEnum("package_status", PACKAGE_STATUSES);
export const packageCondition = pgEnum("package_condition", PACKAGE_CONDITIONS);
export const carrier = pgEnum("carrier", CARRIERS);
export const rateService = pgEnum("rate_service", RATE_SERVICES);
