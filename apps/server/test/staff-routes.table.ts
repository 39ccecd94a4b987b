/**
 * Every staff route with the roles the matrix (docs/ROLES.md) allows, walked by role-matrix.test.ts for an owner,
 * a manager, a worker, a customer and an anonymous caller. A NEW STAFF ROUTE GETS A ROW HERE: the test fails for a
 * staff route of the OpenAPI document that has no row. `url` and `body` may be functions of the records the test
 * creates; `body` is called once per call, so it can make unique values. Bodies should be valid, so that an allowed
 * role's call does the action (the guards run on onRequest, before validation: a refused call gets 401 or 403
 * whatever its body).
 */
import type { AdminRole } from "@app/shared/core/enums";
import { EMPTY_RATE_CARD_FORM, todayText } from "@app/shared/rates/staff";
import { ADMIN_MANAGERS, INVOICE_MANAGERS, MAIL_MANAGERS, STAFF_ALL, SYSTEM_VIEWERS } from "@app/shared/core/roles";

export interface MatrixRecords {
  customerId: number;
  customerEmail: string;
  shipmentId: number;
  trackingNumber: string;
  procurementId: number;
  pickupId: number;
  ticketId: number;
  invoiceId: number;
  /** A shipment with no invoice yet, for creating one. */
  uninvoicedShipmentId: number;
  /** A package on the shelf, owned by the matrix's customer. */
  packageId: number;
  /** A package of the unknown-owner queue (the first allowed role assigns it; later calls get 409). */
  unknownPackageId: number;
  adminId: number;
  /** A worker account that no test session uses, for the owners' staff changes. */
  staffId: number;
  /** A fresh suffix for unique values. */
  unique(): string;
}

export interface StaffRouteRow {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path as the OpenAPI document names it, e.g. '/api/shipment/{id}'. */
  route: string;
  url: string | ((r: MatrixRecords) => string);
  body?: (r: MatrixRecords) => Record<string, unknown>;
  allowed: readonly AdminRole[];
}

const shipmentBody = (r: MatrixRecords) => ({
  email: r.customerEmail,
  tracking_number: `MTX${r.unique()}`,
  warehouse_arrival_date: "2026-03-01",
  shipment_date: "2026-03-02",
  estimated_delivery_date: "2026-03-09",
  delivery_address: "1 Matrix Way",
  weight: 1,
  shipping_cost: 10,
  payment_status: "Pending",
  created_by: r.adminId,
  country: "UK",
  currency: "GBP (£)",
});

const masterBody = (r: MatrixRecords) => ({
  mode: "air",
  carrier: "Matrix Air",
  transport_document: `MTX-${r.unique()}`,
  origin: "Trail Richmond",
  destination: "Lagos (LOS)",
});

export const STAFF_ROUTES: StaffRouteRow[] = [
  // Admin accounts
  { method: "GET", route: "/api/admins/me", url: "/api/admins/me", allowed: STAFF_ALL },
  {
    method: "POST",
    route: "/api/admins/signup",
    url: "/api/admins/signup",
    body: (r) => ({
      firstname: "Matrix",
      lastname: "Person",
      email: `matrix-${r.unique()}@staff.test`,
      password: "Matrix1234",
      role: "worker",
    }),
    allowed: ADMIN_MANAGERS,
  },
  { method: "GET", route: "/api/admins", url: "/api/admins?status=active&q=sam", allowed: ADMIN_MANAGERS },
  {
    method: "PATCH",
    route: "/api/admins/{id}/role",
    url: (r) => `/api/admins/${r.staffId}/role`,
    body: () => ({ role: "worker" }),
    allowed: ADMIN_MANAGERS,
  },
  {
    method: "POST",
    route: "/api/admins/{id}/deactivate",
    url: (r) => `/api/admins/${r.staffId}/deactivate`,
    allowed: ADMIN_MANAGERS,
  },
  {
    method: "POST",
    route: "/api/admins/{id}/reactivate",
    url: (r) => `/api/admins/${r.staffId}/reactivate`,
    allowed: ADMIN_MANAGERS,
  },
  {
    // The matrix's staff member is verified, so an owner gets 400: the guard is what is walked.
    method: "POST",
    route: "/api/admins/{id}/resend-verification",
    url: (r) => `/api/admins/${r.staffId}/resend-verification`,
    allowed: ADMIN_MANAGERS,
  },
  {
    // A wrong current password answers 400 for every role, so no session's password changes.
    method: "POST",
    route: "/api/admins/password/change-password",
    url: "/api/admins/password/change-password",
    body: () => ({ old_password: "NotTheRightOne1", new_password: "Matrix12345" }),
    allowed: STAFF_ALL,
  },
  // Admin home
  { method: "GET", route: "/api/admin/summary", url: "/api/admin/summary", allowed: STAFF_ALL },
  // Failed e-mails and SMS/WhatsApp messages (no failed message exists in the matrix's records: an allowed caller gets 404)
  { method: "GET", route: "/api/admin/mail/failed", url: "/api/admin/mail/failed", allowed: MAIL_MANAGERS },
  { method: "POST", route: "/api/admin/mail/{id}/resend", url: "/api/admin/mail/1/resend", allowed: MAIL_MANAGERS },
  // The system page (backlogs of every customer's mail, backups, the release)
  { method: "GET", route: "/api/admin/system", url: "/api/admin/system", allowed: SYSTEM_VIEWERS },
  {
    method: "POST",
    route: "/api/admin/messages/{id}/resend",
    url: "/api/admin/messages/1/resend",
    allowed: MAIL_MANAGERS,
  },
  // Customers
  { method: "GET", route: "/api/admin/customers", url: "/api/admin/customers?q=a&format=csv", allowed: STAFF_ALL },
  { method: "GET", route: "/api/admin/customers/search", url: "/api/admin/customers/search?q=a", allowed: STAFF_ALL },
  {
    method: "GET",
    route: "/api/admin/customers/{id}",
    url: (r) => `/api/admin/customers/${r.customerId}`,
    allowed: STAFF_ALL,
  },
  // Packages: the receiving desk (a JSON body is refused with 400 by the multipart receive: the guard is what is
  // walked; no package 1 exists, so the label answers 404 to an allowed role)
  {
    method: "GET",
    route: "/api/admin/packages/receiving/lookup",
    url: "/api/admin/packages/receiving/lookup?carrier_tracking_number=1Z999AA10123456784",
    allowed: STAFF_ALL,
  },
  { method: "POST", route: "/api/admin/packages/receive", url: "/api/admin/packages/receive", allowed: STAFF_ALL },
  { method: "GET", route: "/api/admin/packages/{id}/label", url: "/api/admin/packages/1/label", allowed: STAFF_ALL },
  // Ship requests (packing; a missing request answers 404 to the allowed roles)
  {
    method: "GET",
    route: "/api/admin/ship-requests",
    url: "/api/admin/ship-requests?status=submitted",
    allowed: STAFF_ALL,
  },
  {
    method: "POST",
    route: "/api/admin/ship-requests/{id}/pack",
    url: "/api/admin/ship-requests/999999/pack",
    body: () => ({
      boxes: [{ weight: "2", weight_unit: "kg", length: "30", width: "20", height: "10", length_unit: "cm" }],
    }),
    allowed: STAFF_ALL,
  },
  {
    method: "POST",
    route: "/api/admin/ship-requests/{id}/pack/price",
    url: "/api/admin/ship-requests/999999/pack/price",
    body: () => ({
      boxes: [{ weight: "2", weight_unit: "kg", length: "30", width: "20", height: "10", length_unit: "cm" }],
    }),
    allowed: STAFF_ALL,
  },
  // multipart: a JSON body is refused with 400 after the guard, which is what is walked
  {
    method: "POST",
    route: "/api/admin/ship-requests/{id}/packing-photos",
    url: "/api/admin/ship-requests/999999/packing-photos",
    allowed: STAFF_ALL,
  },
  // Shipments
  { method: "GET", route: "/api/shipment", url: "/api/shipment?status=Pending&q=swg&format=csv", allowed: STAFF_ALL },
  { method: "GET", route: "/api/shipment/tracking-number", url: "/api/shipment/tracking-number", allowed: STAFF_ALL },
  { method: "GET", route: "/api/shipment/{id}", url: (r) => `/api/shipment/${r.shipmentId}`, allowed: STAFF_ALL },
  { method: "POST", route: "/api/shipment", url: "/api/shipment", body: shipmentBody, allowed: STAFF_ALL },
  {
    method: "PUT",
    route: "/api/shipment/shipment-status",
    url: "/api/shipment/shipment-status",
    body: (r) => ({ tracking_number: r.trackingNumber, shipment_status: "In Transit" }),
    allowed: STAFF_ALL,
  },
  {
    method: "POST",
    route: "/api/shipment/bulk-status",
    url: "/api/shipment/bulk-status",
    body: (r) => ({ ids: [r.shipmentId], shipment_status: "In Transit", notify: false }),
    allowed: STAFF_ALL,
  },
  {
    method: "PUT",
    route: "/api/shipment/payment-status",
    url: "/api/shipment/payment-status",
    body: (r) => ({ tracking_number: r.trackingNumber, payment_status: "Paid" }),
    allowed: STAFF_ALL,
  },
  // Shop requests
  { method: "GET", route: "/api/procurement", url: "/api/procurement", allowed: STAFF_ALL },
  {
    method: "GET",
    route: "/api/procurement/{id}",
    url: (r) => `/api/procurement/${r.procurementId}`,
    allowed: STAFF_ALL,
  },
  {
    method: "PUT",
    route: "/api/procurement/procurement-status",
    url: "/api/procurement/procurement-status",
    body: (r) => ({ procurement_id: r.procurementId, status: "approved" }),
    allowed: STAFF_ALL,
  },
  // Pickups
  { method: "GET", route: "/api/pickup", url: "/api/pickup", allowed: STAFF_ALL },
  { method: "GET", route: "/api/pickup/{id}", url: (r) => `/api/pickup/${r.pickupId}`, allowed: STAFF_ALL },
  {
    method: "PUT",
    route: "/api/pickup/pickup-status",
    url: "/api/pickup/pickup-status",
    body: (r) => ({ pickup_id: r.pickupId, status: "processing" }),
    allowed: STAFF_ALL,
  },
  // Tickets
  { method: "GET", route: "/api/ticket", url: "/api/ticket", allowed: STAFF_ALL },
  { method: "GET", route: "/api/ticket/{id}", url: (r) => `/api/ticket/${r.ticketId}`, allowed: STAFF_ALL },
  {
    method: "POST",
    route: "/api/ticket/{id}/reply",
    url: (r) => `/api/ticket/${r.ticketId}/reply`,
    body: () => ({ response: "We are on it." }),
    allowed: STAFF_ALL,
  },
  {
    method: "PATCH",
    route: "/api/ticket/{id}/status",
    url: (r) => `/api/ticket/${r.ticketId}/status`,
    body: () => ({ status: "answered" }),
    allowed: STAFF_ALL,
  },
  // Invoices
  { method: "GET", route: "/api/invoice", url: "/api/invoice", allowed: STAFF_ALL },
  { method: "GET", route: "/api/invoice/{id}", url: (r) => `/api/invoice/${r.invoiceId}`, allowed: STAFF_ALL },
  { method: "GET", route: "/api/invoice/{id}/pdf", url: (r) => `/api/invoice/${r.invoiceId}/pdf`, allowed: STAFF_ALL },
  // The matrix's invoice has no payment yet: an allowed role gets 404 (no receipt), a refused one 401/403.
  {
    method: "GET",
    route: "/api/invoice/{id}/receipt",
    url: (r) => `/api/invoice/${r.invoiceId}/receipt`,
    allowed: STAFF_ALL,
  },
  {
    method: "GET",
    route: "/api/invoice/records",
    url: (r) => `/api/invoice/records?user_id=${r.customerId}&type=shipments`,
    allowed: INVOICE_MANAGERS,
  },
  {
    method: "POST",
    route: "/api/invoice",
    url: "/api/invoice",
    body: (r) => ({
      user_id: r.customerId,
      admin_id: r.adminId,
      reference_id: r.uninvoicedShipmentId,
      reference_type: "shipments",
      total_amount: 25,
      currency: "USD",
      status: "pending",
      transaction_id: `MTX${r.unique()}`,
      due_date: "2026-12-31T12:00:00Z",
      extra_info: "Matrix",
    }),
    allowed: INVOICE_MANAGERS,
  },
  {
    method: "PUT",
    route: "/api/invoice/invoice-status",
    url: "/api/invoice/invoice-status",
    body: (r) => ({ invoice_id: r.invoiceId, status: "overdue" }),
    allowed: INVOICE_MANAGERS,
  },
  {
    // The matrix's invoice is unpaid, so an allowed role gets 409 (nothing to refund): the guard is what is walked.
    method: "POST",
    route: "/api/invoice/{id}/refund",
    url: (r) => `/api/invoice/${r.invoiceId}/refund`,
    body: () => ({ reason: "Matrix refund" }),
    allowed: INVOICE_MANAGERS,
  },
  // Packages (back office)
  {
    method: "GET",
    route: "/api/admin/packages",
    url: "/api/admin/packages?q=1z&status=received&warehouse=Brixton&age=30&owner=unknown&format=csv",
    allowed: STAFF_ALL,
  },
  {
    method: "GET",
    route: "/api/admin/packages/unknown-owner",
    url: "/api/admin/packages/unknown-owner",
    allowed: STAFF_ALL,
  },
  {
    method: "GET",
    route: "/api/admin/packages/{id}",
    url: (r) => `/api/admin/packages/${r.packageId}`,
    allowed: STAFF_ALL,
  },
  {
    method: "PUT",
    route: "/api/admin/packages/{id}/status",
    url: (r) => `/api/admin/packages/${r.packageId}/status`,
    body: () => ({ status: "on_hold", note: "Matrix" }),
    allowed: STAFF_ALL,
  },
  {
    method: "PATCH",
    route: "/api/admin/packages/{id}",
    url: (r) => `/api/admin/packages/${r.packageId}`,
    body: (r) => ({ bin_location: `M-${r.unique()}` }),
    allowed: STAFF_ALL,
  },
  {
    method: "POST",
    route: "/api/admin/packages/{id}/owner",
    url: (r) => `/api/admin/packages/${r.unknownPackageId}/owner`,
    body: (r) => ({ customer_id: r.customerId }),
    allowed: STAFF_ALL,
  },
  // Contested claims (the matrix's package is not contested: an allowed role gets 409, the guard is what is walked)
  {
    method: "GET",
    route: "/api/admin/packages/contested",
    url: "/api/admin/packages/contested?page=1&pageSize=5",
    allowed: STAFF_ALL,
  },
  {
    method: "POST",
    route: "/api/admin/packages/{id}/claims/resolve",
    url: (r) => `/api/admin/packages/${r.packageId}/claims/resolve`,
    body: () => ({ claim_id: 1, reason: "Matrix" }),
    allowed: STAFF_ALL,
  },
  // Master shipments (no master 999999 exists: an allowed role gets 404 there, the guard is what is walked)
  {
    method: "GET",
    route: "/api/admin/master-shipments",
    url: "/api/admin/master-shipments?q=ms&status=loading&format=csv",
    allowed: STAFF_ALL,
  },
  {
    method: "POST",
    route: "/api/admin/master-shipments",
    url: "/api/admin/master-shipments",
    body: masterBody,
    allowed: STAFF_ALL,
  },
  {
    method: "GET",
    route: "/api/admin/master-shipments/{id}",
    url: "/api/admin/master-shipments/999999",
    allowed: STAFF_ALL,
  },
  {
    method: "PUT",
    route: "/api/admin/master-shipments/{id}",
    url: "/api/admin/master-shipments/999999",
    body: masterBody,
    allowed: STAFF_ALL,
  },
  {
    method: "GET",
    route: "/api/admin/master-shipments/{id}/eligible",
    url: "/api/admin/master-shipments/999999/eligible",
    allowed: STAFF_ALL,
  },
  {
    method: "POST",
    route: "/api/admin/master-shipments/{id}/shipments",
    url: "/api/admin/master-shipments/999999/shipments",
    body: () => ({ ship_request_ids: [1] }),
    allowed: STAFF_ALL,
  },
  {
    method: "DELETE",
    route: "/api/admin/master-shipments/{id}/shipments/{shipmentId}",
    url: (r) => `/api/admin/master-shipments/999999/shipments/${r.shipmentId}`,
    allowed: STAFF_ALL,
  },
  {
    method: "POST",
    route: "/api/admin/master-shipments/{id}/updates",
    url: "/api/admin/master-shipments/999999/updates",
    body: () => ({ kind: "milestone", milestone: "departed_origin" }),
    allowed: STAFF_ALL,
  },
  // Rate cards (each allowed call adds a version of the same route, valid from today)
  { method: "GET", route: "/api/admin/rates", url: "/api/admin/rates", allowed: INVOICE_MANAGERS },
  {
    method: "POST",
    route: "/api/admin/rates",
    url: "/api/admin/rates",
    body: () => ({
      ...EMPTY_RATE_CARD_FORM,
      valid_from: todayText(),
      origin: "Brixton",
      currency: "GBP",
      brackets: [
        { up_to: "5", rate: "9.50" },
        { up_to: "", rate: "8.00" },
      ],
      transit_min: "3",
      transit_max: "5",
    }),
    allowed: INVOICE_MANAGERS,
  },
  // A version id that does not exist: an allowed role gets 404, the guard is what is walked.
  { method: "GET", route: "/api/admin/rates/{id}", url: "/api/admin/rates/999999", allowed: INVOICE_MANAGERS },
  // Exchange rates into naira (each allowed call publishes a USD rate in force from now)
  { method: "GET", route: "/api/admin/exchange-rates", url: "/api/admin/exchange-rates", allowed: INVOICE_MANAGERS },
  {
    method: "POST",
    route: "/api/admin/exchange-rates",
    url: "/api/admin/exchange-rates",
    body: () => ({ currency: "USD", rate: "1605.25" }),
    allowed: INVOICE_MANAGERS,
  },
  // Master shipments: settings (days without movement before the alert) and the customs manifest (no master 999999:
  // an allowed role gets 404)
  {
    method: "GET",
    route: "/api/admin/master-shipments/settings",
    url: "/api/admin/master-shipments/settings",
    allowed: STAFF_ALL,
  },
  {
    method: "PUT",
    route: "/api/admin/master-shipments/settings",
    url: "/api/admin/master-shipments/settings",
    body: () => ({ stale_days: 5 }),
    allowed: INVOICE_MANAGERS,
  },
  {
    method: "GET",
    route: "/api/admin/master-shipments/{id}/manifest",
    url: "/api/admin/master-shipments/999999/manifest?format=xlsx",
    allowed: STAFF_ALL,
  },
  // Wallet (issue 33): the ledger and a customer's wallet for every staff member; credits and debits for managers up
  { method: "GET", route: "/api/admin/wallet/ledger", url: "/api/admin/wallet/ledger?format=csv", allowed: STAFF_ALL },
  {
    method: "GET",
    route: "/api/admin/wallet/customer/{id}",
    url: (r) => `/api/admin/wallet/customer/${r.customerId}`,
    allowed: STAFF_ALL,
  },
  {
    method: "POST",
    route: "/api/admin/wallet/adjust",
    url: "/api/admin/wallet/adjust",
    body: (r) => ({ customer_id: r.customerId, direction: "credit", amount: "10", reason: `Matrix ${r.unique()}` }),
    allowed: INVOICE_MANAGERS,
  }, // Reconciliation and the exchange-difference report (issue 33): money, so managers and owners
  { method: "GET", route: "/api/admin/reconciliation", url: "/api/admin/reconciliation", allowed: INVOICE_MANAGERS },
  {
    method: "GET",
    route: "/api/admin/reconciliation/day/{day}",
    url: "/api/admin/reconciliation/day/2026-01-02",
    allowed: INVOICE_MANAGERS,
  },
  {
    method: "POST",
    route: "/api/admin/reconciliation/day/{day}/check",
    url: "/api/admin/reconciliation/day/2026-01-02/check",
    allowed: INVOICE_MANAGERS,
  },
  {
    method: "GET",
    route: "/api/admin/reconciliation/exchange-differences",
    url: "/api/admin/reconciliation/exchange-differences?from=2026-01-01&to=2026-01-31&format=csv",
    allowed: INVOICE_MANAGERS,
  },
  // The owner's reports and the accountant's export (issue 34): every warehouse's figures and money
  {
    method: "GET",
    route: "/api/admin/reports",
    url: "/api/admin/reports?from=2026-01-01&to=2026-01-31",
    allowed: INVOICE_MANAGERS,
  },
  {
    method: "GET",
    route: "/api/admin/reports/table/{table}",
    url: "/api/admin/reports/table/received_per_day?from=2026-01-01&to=2026-01-07&format=csv",
    allowed: INVOICE_MANAGERS,
  },
  {
    method: "GET",
    route: "/api/admin/reports/accounting/{layout}",
    url: "/api/admin/reports/accounting/xero_invoices?from=2026-01-01&to=2026-01-31&format=csv",
    allowed: INVOICE_MANAGERS,
  },
];

/**
 * Which routes of the OpenAPI document are staff routes: the contract's singular staff paths, the admin
 * area, and admin accounts except the public log-in, verification link and forgot-password calls.
 */
export function isStaffRoute(path: string): boolean {
  if (path === "/api/admins/login" || path.startsWith("/api/admins/verify/")) return false;
  // The staff forgot-password calls are public: their proof is the e-mailed code, then the reset token.
  if (/^\/api\/admins\/(otp\/(send|verify)-otp|password\/reset-password)$/.test(path)) return false;
  return /^\/api\/(shipment|procurement|pickup|ticket|invoice|admin|admins)(\/|$)/.test(path);
}

/** Routes a staff session may call that are left out of the matrix on purpose (it ends the caller's session). */
export const MATRIX_EXEMPT = new Set(["POST /api/admins/logout"]);
