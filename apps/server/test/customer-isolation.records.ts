/**
 * The records of customer-isolation.test.ts: customer A's procurement, pickup and ticket (each with an image, made
 * through the portal API), A's reply on the ticket, A's pre-alert, parcels with photos received for A (one through
 * the unknown-owner queue) and one left in that queue, a shipment and three invoices made by staff through the staff API,
 * and a started payment. Everything goes through HTTP so the test sees the records exactly as a customer would.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { expect } from "vitest";
import { signInAdmin } from "./admins.js";
import { client, signUpCustomer } from "./http.js";
import { packages } from "../src/db/schema.js";
import { type FilePart, multipartBody, PNG_1PX } from "./multipart.js";

export type Session = Awaited<ReturnType<typeof signUpCustomer>>;

export interface IsolationRecords {
  a: Session;
  b: Session;
  staffToken: string;
  shipmentId: number;
  trackingNumber: string;
  procurementId: number;
  pickupId: number;
  ticketId: number;
  invoiceIds: number[];
  transactionIds: string[];
  /** Every /api/uploads/... URL found in A's procurement, pickup and ticket. */
  uploadUrls: string[];
  /** A payment A started on its shipment invoice. */
  payment: { invoiceId: number; reference: string; accessCode: string };
  /** A's pre-alert (a package in status 'expected') and the URL of its PDF receipt. */
  packageId: number;
  receiptUrl: string;
  /**
   * A's parcels at the warehouse: one received for A at the desk, one of the unknown-owner queue assigned to A, and the
   * one in A's ship request.
   */
  receivedPackageIds: number[];
  /** The photo of a parcel still in the unknown-owner queue: no customer may see it. */
  unknownOwnerPhotoUrl: string;
  /** A's ship request (of a received parcel of A's), and a received parcel of B's that B may ship. */
  shipRequestId: number;
  packageOfB: number;
}

/** Distinct values, so a search by them can only match A's records. */
export const A_MARKS = {
  storeName: "Isolation Store A",
  contactName: "Contact Of A",
  ticketSubject: "Isolation ticket of A",
  password: "AlphaPassw0rd",
  packageDescription: "Isolation parcel of A",
  declaredItem: "Isolation leather boots of A",
};

/** A received parcel of this customer at the Stafford warehouse, as the receiving desk leaves it. */
async function receivedParcel(app: FastifyInstance, userId: number) {
  const [row] = await app.db
    .insert(packages)
    .values({
      user_id: userId,
      status: "received",
      warehouse: "Trail Richmond",
      description: "Isolation parcel",
      weight_grams: 1200,
      length_mm: 300,
      width_mm: 200,
      height_mm: 100,
      received_at: new Date(),
    })
    .returning();
  return row!.id;
}

/** A ship request's JSON body for these packages. */
export const shipRequestForm = (packageIds: number[], item: string) => ({
  package_ids: packageIds,
  consolidate: true,
  repack: "keep_outer_box",
  service: "air_economy",
  delivery: "office_pickup",
  office: "yaba",
  phone: "0803 123 4567",
  items: [{ description: item, quantity: 1, unit_value: "80", currency: "USD" }],
  confirm_true: true,
});

const png = (name: string): FilePart => ({ field: "images", name, type: "image/png", data: PNG_1PX });

/** A call with a JSON body or a multipart body, as `token` (or anonymous). */
export async function send(
  app: FastifyInstance,
  token: string | undefined,
  method: InjectOptions["method"],
  url: string,
  body?: unknown,
) {
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  const multipart = body && typeof body === "object" && Buffer.isBuffer((body as { body?: unknown }).body);
  const res = await app.inject({
    method,
    url,
    ...(multipart
      ? {
          payload: (body as ReturnType<typeof multipartBody>).body,
          headers: { ...(body as ReturnType<typeof multipartBody>).headers, ...auth },
        }
      : { payload: body as InjectOptions["payload"], headers: auth }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers of many shapes
  let json: any;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, body: json, raw: res };
}

export const procurementForm = (storeName: string) =>
  multipartBody(
    {
      warehouse: "Brixton",
      currency: "GBP (£)",
      address: JSON.stringify({
        address_line1: "15 Admiralty Way",
        address_line2: "",
        city: "Lagos",
        state: "Lagos",
        country: "Nigeria",
        zip: "106104",
        phone_number: "08031234567",
      }),
      store_name: storeName,
      store_website: "https://www.amazon.co.uk",
      products: JSON.stringify([
        { product_name: "Headphones", product_link: "https://www.amazon.co.uk/dp/1", quantity: 1, unit_price: "89.99" },
      ]),
      extra_info: "",
      added_charges: "0",
      doorstep_delivery: "no",
      delivery_address: "",
    },
    [png("product.png")],
  );

export const pickupForm = (contactName: string) =>
  multipartBody(
    {
      contact_name: contactName,
      contact_number: "08031234567",
      contact_email: "contact@example.com",
      address_1: "3 Allen Avenue",
      address_2: "",
      city: "Ikeja",
      state: "Lagos",
      country: "Nigeria",
      zip: "100271",
      items: JSON.stringify([
        { item_name: "Books", length: 40, width: 30, height: 30, weight: 22, quantity: 1, image_index: 0 },
      ]),
      extra_info: "",
      doorstep_delivery: "no",
      delivery_address: "",
    },
    [png("box.png")],
  );

/** The smallest well-formed PDF, as a pre-alert's receipt. */
export const RECEIPT_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

export const preAlertForm = (tracking: string, description: string) =>
  multipartBody(
    { carrier_tracking_number: tracking, warehouse: "Brixton", description, declared_value: "", declared_currency: "" },
    [{ field: "receipt", name: "receipt.pdf", type: "application/pdf", data: RECEIPT_PDF }],
  );

export const ticketForm = (subject: string) =>
  multipartBody({ subject, department: "customer service", warehouse: "UK", message: "Where is my parcel?" }, [
    png("photo.png"),
  ]);

/** Upload URLs anywhere in a record (record images and item/product photos alike). */
const uploadUrlsIn = (record: unknown) =>
  [...JSON.stringify(record).matchAll(/\/api\/uploads\/[^"?]+/g)].map((m) => m[0]);

export async function createIsolationRecords(app: FastifyInstance): Promise<IsolationRecords> {
  const a = await signUpCustomer(app, { firstname: "Alice", lastname: "Alpha", password: A_MARKS.password });
  const b = await signUpCustomer(app, { firstname: "Bob", lastname: "Bravo" });
  const staff = await signInAdmin(app, "owner");
  const asA = (method: InjectOptions["method"], url: string, body?: unknown) => send(app, a.token, method, url, body);

  const procurement = await asA("POST", "/api/procurements", procurementForm(A_MARKS.storeName));
  expect(procurement.status, JSON.stringify(procurement.body)).toBe(201);
  const pickup = await asA("POST", "/api/pickups", pickupForm(A_MARKS.contactName));
  expect(pickup.status, JSON.stringify(pickup.body)).toBe(201);
  const ticket = await asA("POST", "/api/tickets", ticketForm(A_MARKS.ticketSubject));
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const ticketId = (await asA("GET", "/api/tickets")).body.tickets[0].id as number;
  const reply = await asA("POST", `/api/tickets/${ticketId}/response`, { messages: "A's own reply" });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);

  const preAlert = await asA("POST", "/api/packages", preAlertForm("ISOPACKAGEA1", A_MARKS.packageDescription));
  expect(preAlert.status, JSON.stringify(preAlert.body)).toBe(201);

  const shipRequest = await asA(
    "POST",
    "/api/ship-requests",
    shipRequestForm([await receivedParcel(app, a.user.id)], A_MARKS.declaredItem),
  );
  expect(shipRequest.status, JSON.stringify(shipRequest.body)).toBe(201);
  // A packing photo staff took of A's request: A's upload, served to A and staff only.
  const packingPhoto = await send(
    app,
    staff.token,
    "POST",
    `/api/admin/ship-requests/${shipRequest.body.ship_request.id}/packing-photos`,
    multipartBody({}, [{ field: "photos", name: "packed.png", type: "image/png", data: PNG_1PX }]),
  );
  expect(packingPhoto.status, JSON.stringify(packingPhoto.body)).toBe(201);

  const staffApi = client(app, staff.token);
  const trackingNumber = `ISO${Date.now() % 1_000_000}A`;
  const shipment = await staffApi.post("/api/shipment", {
    email: a.email,
    tracking_number: trackingNumber,
    warehouse_arrival_date: "2026-03-01",
    shipment_date: "2026-03-03",
    estimated_delivery_date: "2026-03-20",
    delivery_address: "15 Admiralty Way, Lekki, Lagos",
    weight: 12.5,
    shipping_cost: 185.5,
    payment_status: "Pending",
    created_by: 0,
    country: "USA",
    currency: "USD ($)",
  });
  expect(shipment.status, JSON.stringify(shipment.body)).toBe(201);

  // A shop request is invoiced in its own currency (the form's GBP warehouse).
  const billed = [
    ["shipments", shipment.body.shipment.id, "USD"],
    ["procurement", procurement.body.procurement.id, "GBP"],
    ["pickup", pickup.body.pickup.id, "USD"],
  ] as const;
  const invoiceIds: number[] = [];
  const transactionIds: string[] = [];
  for (const [reference_type, reference_id, currency] of billed) {
    const transaction_id = `ISOA${reference_type.slice(0, 4).toUpperCase()}${Date.now() % 100_000}`;
    const invoice = await staffApi.post("/api/invoice", {
      user_id: a.user.id,
      admin_id: staff.admin.id,
      reference_id,
      reference_type,
      total_amount: 150.25,
      currency,
      status: "pending",
      transaction_id,
      due_date: "2026-12-31T12:00:00.000Z",
      extra_info: "Isolation",
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    invoiceIds.push(invoice.body.invoice.id);
    transactionIds.push(transaction_id);
  }

  const started = await asA("POST", "/api/payments/initialize", { invoice_id: invoiceIds[0] });
  expect(started.status, JSON.stringify(started.body)).toBe(200);

  // Parcels with photos (PNG, kept PNG): one the desk receives for A, one of unknown owner that staff then assign
  // to A, and one left in the unknown-owner queue.
  const receive = async (fields: Record<string, string>) => {
    const form = multipartBody(
      {
        warehouse: "Brixton",
        weight: "1",
        weight_unit: "kg",
        length: "20",
        width: "15",
        height: "10",
        length_unit: "cm",
        ...fields,
      },
      [{ field: "photos", name: "label.png", type: "image/png", data: PNG_1PX }],
    );
    const res = await staffApi.post("/api/admin/packages/receive", form.body, form.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.package as { id: number; photos: Array<{ url: string }> };
  };
  const forA = await receive({ carrier_tracking_number: "ISORECEIVEDA1", owner_id: String(a.user.id) });
  const assigned = await receive({
    carrier_tracking_number: "ISOUNKNOWNA1",
    owner_unknown: "yes",
    label_owner_text: "A?",
  });
  const assignment = await staffApi.post(`/api/admin/packages/${assigned.id}/owner`, { customer_id: a.user.id });
  expect(assignment.status, JSON.stringify(assignment.body)).toBe(200);
  const unknown = await receive({
    carrier_tracking_number: "ISOUNKNOWN01",
    owner_unknown: "yes",
    label_owner_text: "?",
  });

  const details = await Promise.all([
    asA("GET", `/api/packages/${forA.id}`),
    asA("GET", `/api/packages/${assigned.id}`),
    asA("GET", `/api/procurements/${procurement.body.procurement.id}`),
    asA("GET", `/api/pickups/${pickup.body.pickup.id}`),
    asA("GET", `/api/tickets/${ticketId}`),
  ]);
  const uploadUrls = [...new Set([...details, packingPhoto].flatMap((d) => uploadUrlsIn(d.body)))];
  // One image each for the procurement, the pickup (also its item's photo), the ticket and A's two parcels.
  expect(uploadUrls.length).toBeGreaterThanOrEqual(5);

  return {
    a,
    b,
    staffToken: staff.token,
    shipmentId: shipment.body.shipment.id,
    trackingNumber,
    procurementId: procurement.body.procurement.id,
    pickupId: pickup.body.pickup.id,
    ticketId,
    invoiceIds,
    transactionIds,
    uploadUrls,
    payment: { invoiceId: invoiceIds[0]!, reference: started.body.reference, accessCode: started.body.access_code },
    packageId: preAlert.body.package.id,
    receiptUrl: preAlert.body.package.receipt.url,
    receivedPackageIds: [forA.id, assigned.id, shipRequest.body.ship_request.packages[0].id],
    unknownOwnerPhotoUrl: unknown.photos[0]!.url,
    shipRequestId: shipRequest.body.ship_request.id,
    packageOfB: await receivedParcel(app, b.user.id),
  };
}
