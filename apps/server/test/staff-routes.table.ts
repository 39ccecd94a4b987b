/**
 * Every staff route, walked by role-matrix.test.ts for an owner, a manager, a worker, an agent, a customer and an
 * anonymous caller, and by scope-matrix.test.ts for staff of some warehouses against records of two warehouses. The
 * roles and the scope of a route are its operation's action (roles.ts: rolesFor, STAFF_ACTION_SCOPES), read from
 * the contracts (staff-actions.ts). A NEW STAFF ROUTE GETS A ROW HERE: the test fails for a staff route of the
 * OpenAPI document that has no row, and `scoped` says what a warehouse route does with another warehouse's record. `url` and `body` may be functions of the records the test
 * creates; `body` is called once per call, so it can make unique values. Bodies should be valid, so that an allowed
 * role's call does the action (the guards run on onRequest, before validation: a refused call gets 401 or 403
 * whatever its body).
 */
import { DEFAULT_LEVIES } from "@app/shared/customs/duty";
import { EMPTY_RATE_CARD_FORM, todayText } from "@app/shared/rates/staff";

export interface MatrixRecords {
  /** The warehouse of the records below (packages, shipments, shop requests, the master's origin, ship requests). */
  warehouse: string;
  /** The shipments' origin country (shipments.warehouse is derived from it). */
  country: "USA" | "UK" | "China";
  /** A master shipment leaving from `warehouse`. */
  masterId: number;
  /** A submitted ship request at `warehouse`. */
  shipRequestId: number;
  /** Texts only these records hold (package ids, tracking numbers, the master's reference): a list of another scope never shows them. */
  markers: string[];
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
  /**
   * What a warehouse route answers a caller of other warehouses than the records': `record` 404 (as a stranger's
   * record; and a caller of the record's warehouse finds it), `list` 200 without any of the records' markers,
   * `create` 403 (a new record at another warehouse). None: the route touches no record of the matrix's.
   */
  scoped?: "record" | "list" | "create";
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
  country: r.country,
  currency: "GBP (£)",
});

const masterBody = (r: MatrixRecords) => ({
  mode: "air",
  carrier: "Matrix Air",
  transport_document: `MTX-${r.unique()}`,
  origin: r.warehouse,
  destination: "Lagos (LOS)",
});

export const STAFF_ROUTES: StaffRouteRow[] = [
  // Admin accounts
  { method: "GET", route: "/api/admins/me", url: "/api/admins/me" },
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
      warehouses: ["Trail Richmond"],
    }),
  },
  { method: "GET", route: "/api/admins", url: "/api/admins?status=active&q=sam" },
  {
    method: "PATCH",
    route: "/api/admins/{id}/role",
    url: (r) => `/api/admins/${r.staffId}/role`,
    body: () => ({ role: "worker" }),
  },
  {
    method: "PATCH",
    route: "/api/admins/{id}/warehouses",
    url: (r) => `/api/admins/${r.staffId}/warehouses`,
    body: () => ({ warehouses: ["Brixton"] }),
  },
  {
    method: "POST",
    route: "/api/admins/{id}/deactivate",
    url: (r) => `/api/admins/${r.staffId}/deactivate`,
  },
  {
    method: "POST",
    route: "/api/admins/{id}/reactivate",
    url: (r) => `/api/admins/${r.staffId}/reactivate`,
  },
  {
    // The matrix's staff member is verified, so an owner gets 400: the guard is what is walked.
    method: "POST",
    route: "/api/admins/{id}/resend-verification",
    url: (r) => `/api/admins/${r.staffId}/resend-verification`,
  },
  {
    // A wrong current password answers 400 for every role, so no session's password changes.
    method: "POST",
    route: "/api/admins/password/change-password",
    url: "/api/admins/password/change-password",
    body: () => ({ old_password: "NotTheRightOne1", new_password: "Matrix12345" }),
  },
  // Admin home
  { method: "GET", route: "/api/admin/summary", url: "/api/admin/summary" },
  // Failed e-mails and SMS/WhatsApp messages (no failed message exists in the matrix's records: an allowed caller gets 404)
  { method: "GET", route: "/api/admin/mail/failed", url: "/api/admin/mail/failed" },
  { method: "POST", route: "/api/admin/mail/{id}/resend", url: "/api/admin/mail/1/resend" },
  // Nothing failed in the matrix's records: an allowed caller gets 200 with nothing queued.
  { method: "POST", route: "/api/admin/mail/failed/resend", url: "/api/admin/mail/failed/resend" },
  // The system page (backlogs of every customer's mail, backups, the release)
  { method: "GET", route: "/api/admin/system", url: "/api/admin/system" },
  {
    method: "POST",
    route: "/api/admin/messages/{id}/resend",
    url: "/api/admin/messages/1/resend",
  },
  // Customers
  { method: "GET", route: "/api/admin/customers", url: "/api/admin/customers?q=a&format=csv" },
  { method: "GET", route: "/api/admin/customers/search", url: "/api/admin/customers/search?q=a" },
  {
    method: "GET",
    route: "/api/admin/customers/{id}",
    url: (r) => `/api/admin/customers/${r.customerId}`,
  },
  // Packages: the receiving desk (a JSON body is refused with 400 by the multipart receive: the guard is what is
  // walked)
  {
    method: "GET",
    route: "/api/admin/packages/receiving/lookup",
    url: "/api/admin/packages/receiving/lookup?carrier_tracking_number=1Z999AA10123456784",
  },
  { method: "POST", route: "/api/admin/packages/receive", url: "/api/admin/packages/receive" },
  {
    method: "GET",
    route: "/api/admin/packages/{id}/label",
    url: (r) => `/api/admin/packages/${r.packageId}/label`,
    scoped: "record",
  },
  // Ship requests (packing)
  {
    method: "GET",
    route: "/api/admin/ship-requests",
    url: "/api/admin/ship-requests?status=submitted",
    scoped: "list",
  },
  // A declaration line's HS code corrected at the desk (issue 37): before packing (409 once packed)
  {
    method: "PUT",
    route: "/api/admin/ship-requests/{id}/items/{line}/hs-code",
    url: (r) => `/api/admin/ship-requests/${r.shipRequestId}/items/1/hs-code`,
    scoped: "record",
    body: () => ({ hs_code: "851713" }),
  },
  {
    method: "POST",
    route: "/api/admin/ship-requests/{id}/pack",
    url: (r) => `/api/admin/ship-requests/${r.shipRequestId}/pack`,
    scoped: "record",
    body: () => ({
      boxes: [{ weight: "2", weight_unit: "kg", length: "30", width: "20", height: "10", length_unit: "cm" }],
    }),
  },
  // Returned to the customer (decision 0140): the first allowed role cancels it, later calls get 409
  {
    method: "POST",
    route: "/api/admin/ship-requests/{id}/return",
    url: (r) => `/api/admin/ship-requests/${r.shipRequestId}/return`,
    scoped: "record",
    body: () => ({ reason: "Line 1 cannot be shipped to Nigeria." }),
  },
  // Unpacked (decision 0150): managers and owners of its warehouse; the matrix's request is submitted, so an allowed
  // role gets 409 (only a packed request is unpacked), a refused one 401 or 403 before that
  {
    method: "POST",
    route: "/api/admin/ship-requests/{id}/unpack",
    url: (r) => `/api/admin/ship-requests/${r.shipRequestId}/unpack`,
    scoped: "record",
    body: () => ({ reason: "Packed in the wrong box." }),
  },
  {
    method: "POST",
    route: "/api/admin/ship-requests/{id}/pack/price",
    url: (r) => `/api/admin/ship-requests/${r.shipRequestId}/pack/price`,
    scoped: "record",
    body: () => ({
      boxes: [{ weight: "2", weight_unit: "kg", length: "30", width: "20", height: "10", length_unit: "cm" }],
    }),
  },
  // multipart: a JSON body is refused with 400 after the guard, which is what is walked
  {
    method: "POST",
    route: "/api/admin/ship-requests/{id}/packing-photos",
    url: "/api/admin/ship-requests/999999/packing-photos",
  },
  // Proof of delivery (issue 37): shown, recorded (multipart: a JSON body is refused with 400 after the guard), its PDF
  // (404 until one is recorded: the guard is what is walked)
  {
    method: "GET",
    route: "/api/admin/shipments/{id}/proof-of-delivery",
    url: (r) => `/api/admin/shipments/${r.shipmentId}/proof-of-delivery`,
    scoped: "record",
  },
  {
    method: "POST",
    route: "/api/admin/shipments/{id}/proof-of-delivery",
    url: (r) => `/api/admin/shipments/${r.shipmentId}/proof-of-delivery`,
  },
  {
    method: "GET",
    route: "/api/admin/shipments/{id}/proof-of-delivery/document",
    url: (r) => `/api/admin/shipments/${r.shipmentId}/proof-of-delivery/document`,
  },
  // Shipments
  { method: "GET", route: "/api/shipment", url: "/api/shipment?status=Pending&q=swt&format=csv", scoped: "list" },
  { method: "GET", route: "/api/shipment/tracking-number", url: "/api/shipment/tracking-number" },
  { method: "GET", route: "/api/shipment/{id}", url: (r) => `/api/shipment/${r.shipmentId}`, scoped: "record" },
  { method: "POST", route: "/api/shipment", url: "/api/shipment", body: shipmentBody, scoped: "create" },
  {
    method: "PUT",
    route: "/api/shipment/shipment-status",
    url: "/api/shipment/shipment-status",
    body: (r) => ({ tracking_number: r.trackingNumber, shipment_status: "In Transit" }),
    scoped: "record",
  },
  {
    method: "POST",
    route: "/api/shipment/bulk-status",
    url: "/api/shipment/bulk-status",
    body: (r) => ({ ids: [r.shipmentId], shipment_status: "In Transit", notify: false }),
  },
  {
    method: "PUT",
    route: "/api/shipment/payment-status",
    url: "/api/shipment/payment-status",
    body: (r) => ({ tracking_number: r.trackingNumber, payment_status: "Paid" }),
    scoped: "record",
  },
  // Shop requests
  { method: "GET", route: "/api/procurement", url: "/api/procurement", scoped: "list" },
  {
    method: "GET",
    route: "/api/procurement/{id}",
    url: (r) => `/api/procurement/${r.procurementId}`,
    scoped: "record",
  },
  {
    method: "PUT",
    route: "/api/procurement/procurement-status",
    url: "/api/procurement/procurement-status",
    body: (r) => ({ procurement_id: r.procurementId, status: "approved" }),
    scoped: "record",
  },
  // Pickups
  { method: "GET", route: "/api/pickup", url: "/api/pickup" },
  { method: "GET", route: "/api/pickup/{id}", url: (r) => `/api/pickup/${r.pickupId}` },
  {
    method: "PUT",
    route: "/api/pickup/pickup-status",
    url: "/api/pickup/pickup-status",
    body: (r) => ({ pickup_id: r.pickupId, status: "processing" }),
  },
  // Tickets
  { method: "GET", route: "/api/ticket", url: "/api/ticket" },
  { method: "GET", route: "/api/ticket/{id}", url: (r) => `/api/ticket/${r.ticketId}` },
  {
    method: "POST",
    route: "/api/ticket/{id}/reply",
    url: (r) => `/api/ticket/${r.ticketId}/reply`,
    body: () => ({ response: "We are on it." }),
  },
  {
    method: "PATCH",
    route: "/api/ticket/{id}/status",
    url: (r) => `/api/ticket/${r.ticketId}/status`,
    body: () => ({ status: "answered" }),
  },
  // Invoices
  { method: "GET", route: "/api/invoice", url: "/api/invoice" },
  { method: "GET", route: "/api/invoice/{id}", url: (r) => `/api/invoice/${r.invoiceId}` },
  { method: "GET", route: "/api/invoice/{id}/pdf", url: (r) => `/api/invoice/${r.invoiceId}/pdf` },
  // The matrix's invoice has no payment yet: an allowed role gets 404 (no receipt), a refused one 401/403.
  {
    method: "GET",
    route: "/api/invoice/{id}/receipt",
    url: (r) => `/api/invoice/${r.invoiceId}/receipt`,
  },
  {
    method: "GET",
    route: "/api/invoice/records",
    url: (r) => `/api/invoice/records?user_id=${r.customerId}&type=shipments`,
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
  },
  {
    method: "PUT",
    route: "/api/invoice/invoice-status",
    url: "/api/invoice/invoice-status",
    body: (r) => ({ invoice_id: r.invoiceId, status: "overdue" }),
  },
  {
    // The matrix's invoice is unpaid, so an allowed role gets 409 (nothing to refund): the guard is what is walked.
    method: "POST",
    route: "/api/invoice/{id}/refund",
    url: (r) => `/api/invoice/${r.invoiceId}/refund`,
    body: () => ({ reason: "Matrix refund" }),
  },
  // Packages (back office)
  {
    method: "GET",
    route: "/api/admin/packages",
    url: "/api/admin/packages?q=1z&status=received&warehouse=Brixton&age=30&owner=unknown&format=csv",
    scoped: "list",
  },
  {
    method: "GET",
    route: "/api/admin/packages/unknown-owner",
    url: "/api/admin/packages/unknown-owner",
    scoped: "list",
  },
  {
    method: "GET",
    route: "/api/admin/packages/{id}",
    url: (r) => `/api/admin/packages/${r.packageId}`,
    scoped: "record",
  },
  {
    method: "PUT",
    route: "/api/admin/packages/{id}/status",
    url: (r) => `/api/admin/packages/${r.packageId}/status`,
    scoped: "record",
    body: () => ({ status: "on_hold", note: "Matrix" }),
  },
  {
    method: "PATCH",
    route: "/api/admin/packages/{id}",
    url: (r) => `/api/admin/packages/${r.packageId}`,
    scoped: "record",
    body: (r) => ({ bin_location: `M-${r.unique()}` }),
  },
  {
    method: "POST",
    route: "/api/admin/packages/{id}/owner",
    url: (r) => `/api/admin/packages/${r.unknownPackageId}/owner`,
    scoped: "record",
    body: (r) => ({ customer_id: r.customerId }),
  },
  // Contested claims (the matrix's package is not contested: an allowed role gets 409, the guard is what is walked)
  {
    method: "GET",
    route: "/api/admin/packages/contested",
    url: "/api/admin/packages/contested?page=1&pageSize=5",
    scoped: "list",
  },
  {
    method: "POST",
    route: "/api/admin/packages/{id}/claims/resolve",
    url: (r) => `/api/admin/packages/${r.packageId}/claims/resolve`,
    scoped: "record",
    body: () => ({ claim_id: 1, reason: "Matrix" }),
  },
  // Master shipments (leaving from the records' warehouse)
  {
    method: "GET",
    route: "/api/admin/master-shipments",
    url: "/api/admin/master-shipments?q=ms&status=loading&format=csv",
    scoped: "list",
  },
  {
    method: "POST",
    route: "/api/admin/master-shipments",
    url: "/api/admin/master-shipments",
    body: masterBody,
    scoped: "create",
  },
  {
    method: "GET",
    route: "/api/admin/master-shipments/{id}",
    url: (r) => `/api/admin/master-shipments/${r.masterId}`,
    scoped: "record",
  },
  {
    method: "PUT",
    route: "/api/admin/master-shipments/{id}",
    url: (r) => `/api/admin/master-shipments/${r.masterId}`,
    scoped: "record",
    body: masterBody,
  },
  {
    method: "GET",
    route: "/api/admin/master-shipments/{id}/eligible",
    url: (r) => `/api/admin/master-shipments/${r.masterId}/eligible`,
    scoped: "record",
  },
  {
    method: "POST",
    route: "/api/admin/master-shipments/{id}/shipments",
    url: (r) => `/api/admin/master-shipments/${r.masterId}/shipments`,
    scoped: "record",
    body: () => ({ ship_request_ids: [1] }),
  },
  {
    method: "DELETE",
    route: "/api/admin/master-shipments/{id}/shipments/{shipmentId}",
    url: (r) => `/api/admin/master-shipments/${r.masterId}/shipments/${r.shipmentId}`,
  },
  {
    method: "POST",
    route: "/api/admin/master-shipments/{id}/updates",
    url: (r) => `/api/admin/master-shipments/${r.masterId}/updates`,
    scoped: "record",
    body: () => ({ kind: "milestone", milestone: "departed_origin" }),
  },
  // Rate cards (each allowed call adds a version of the same route, valid from today)
  { method: "GET", route: "/api/admin/rates", url: "/api/admin/rates" },
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
  },
  // A version id that does not exist: an allowed role gets 404, the guard is what is walked.
  { method: "GET", route: "/api/admin/rates/{id}", url: "/api/admin/rates/999999" },
  // Exchange rates into naira (each allowed call publishes a USD rate in force from now)
  { method: "GET", route: "/api/admin/exchange-rates", url: "/api/admin/exchange-rates" },
  {
    method: "POST",
    route: "/api/admin/exchange-rates",
    url: "/api/admin/exchange-rates",
    body: () => ({ currency: "USD", rate: "1605.25" }),
  },
  // The customs tariff and levies (each allowed call adds a version of heading 9999 or saves the default levies)
  { method: "GET", route: "/api/admin/customs/tariff", url: "/api/admin/customs/tariff" },
  {
    method: "POST",
    route: "/api/admin/customs/tariff",
    url: "/api/admin/customs/tariff",
    body: () => ({ heading: "9999", description: "Matrix heading", duty_rate: "5", valid_from: todayText() }),
  },
  {
    method: "PUT",
    route: "/api/admin/customs/levies",
    url: "/api/admin/customs/levies",
    body: () => ({ ...DEFAULT_LEVIES }),
  },
  // The duty customs assessed (issue 37, decision 0082): the matrix's shipment and master were not priced
  // duty-paid, so an allowed role reads null / an empty master and its posts answer 404 / 409; the guard is walked.
  {
    method: "GET",
    route: "/api/admin/shipments/{id}/customs-duty",
    url: (r) => `/api/admin/shipments/${r.shipmentId}/customs-duty`,
  },
  {
    method: "POST",
    route: "/api/admin/shipments/{id}/customs-duty/assessments",
    url: (r) => `/api/admin/shipments/${r.shipmentId}/customs-duty/assessments`,
    body: (r) => ({ assessed: "1000", idempotency_key: `matrix-${r.unique()}` }),
  },
  {
    method: "GET",
    route: "/api/admin/master-shipments/{id}/customs-duty",
    url: (r) => `/api/admin/master-shipments/${r.masterId}/customs-duty`,
  },
  {
    method: "POST",
    route: "/api/admin/master-shipments/{id}/customs-duty/assessments",
    url: (r) => `/api/admin/master-shipments/${r.masterId}/customs-duty/assessments`,
    body: (r) => ({ assessed: "1000", idempotency_key: `matrix-${r.unique()}` }),
  },
  // Master shipments: settings (days without movement before the alert) and the customs manifest
  {
    method: "GET",
    route: "/api/admin/master-shipments/settings",
    url: "/api/admin/master-shipments/settings",
  },
  {
    method: "PUT",
    route: "/api/admin/master-shipments/settings",
    url: "/api/admin/master-shipments/settings",
    body: () => ({ stale_days: 5 }),
  },
  {
    method: "GET",
    route: "/api/admin/master-shipments/{id}/manifest",
    url: (r) => `/api/admin/master-shipments/${r.masterId}/manifest?format=xlsx`,
    scoped: "record",
  },
  // Wallet (issue 33): the ledger and a customer's wallet for every staff member; credits and debits for managers up
  { method: "GET", route: "/api/admin/wallet/ledger", url: "/api/admin/wallet/ledger?format=csv" },
  {
    method: "GET",
    route: "/api/admin/wallet/customer/{id}",
    url: (r) => `/api/admin/wallet/customer/${r.customerId}`,
  },
  {
    method: "POST",
    route: "/api/admin/wallet/adjust",
    url: "/api/admin/wallet/adjust",
    body: (r) => ({ customer_id: r.customerId, direction: "credit", amount: "10", reason: `Matrix ${r.unique()}` }),
  },
  // A customer's account numbers for every staff member; closing one for managers up (decision 0093)
  {
    method: "GET",
    route: "/api/admin/customers/{id}/virtual-accounts",
    url: (r) => `/api/admin/customers/${r.customerId}/virtual-accounts`,
  },
  {
    method: "POST",
    route: "/api/admin/customers/{id}/virtual-account/deactivate",
    url: (r) => `/api/admin/customers/${r.customerId}/virtual-account/deactivate`,
    body: (r) => ({ reason: `Matrix ${r.unique()}` }),
  }, // Reconciliation and the exchange-difference report (issue 33): money, so managers and owners
  { method: "GET", route: "/api/admin/reconciliation", url: "/api/admin/reconciliation" },
  {
    method: "GET",
    route: "/api/admin/reconciliation/day/{day}",
    url: "/api/admin/reconciliation/day/2026-01-02",
  },
  {
    method: "POST",
    route: "/api/admin/reconciliation/day/{day}/check",
    url: "/api/admin/reconciliation/day/2026-01-02/check",
  },
  {
    method: "GET",
    route: "/api/admin/reconciliation/exchange-differences",
    url: "/api/admin/reconciliation/exchange-differences?from=2026-01-01&to=2026-01-31&format=csv",
  },
  // The owner's reports and the accountant's export (issue 34): a caller's warehouses' figures (decision 0076)
  {
    method: "GET",
    route: "/api/admin/reports",
    url: "/api/admin/reports?from=2026-01-01&to=2026-01-31",
    scoped: "list",
  },
  {
    method: "GET",
    route: "/api/admin/reports/table/{table}",
    url: "/api/admin/reports/table/received_per_day?from=2026-01-01&to=2026-01-07&format=csv",
    scoped: "list",
  },
  {
    method: "GET",
    route: "/api/admin/reports/accounting/{layout}",
    url: "/api/admin/reports/accounting/xero_invoices?from=2026-01-01&to=2026-01-31&format=csv",
    scoped: "list",
  },
  // The monthly duty-paid report for customs (issue 37)
  {
    method: "GET",
    route: "/api/admin/reports/duty-paid",
    url: "/api/admin/reports/duty-paid?month=2026-01&format=csv",
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
