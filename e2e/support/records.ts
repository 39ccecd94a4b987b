import { CURRENCY_LABELS } from "@app/shared/core/enums";
import { type APIRequestContext, expect } from "@playwright/test";
import { mailText, waitForMail } from "./mail";
import { ownerHeaders } from "./staff";
import { asNewVisitor } from "./visitor";

/**
 * Records a spec makes for itself through the API, so it asserts on rows no other spec file reads or changes (the
 * demo records are for reading). Values are unique per call.
 */
let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const letters = () =>
  Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("");
/** Numbers shaped like the ones the staff forms generate (the lists are laid out for those lengths). */
const spelled = (prefix: string) => `${prefix}${1000 + Math.floor(Math.random() * 9000)}${letters()}`;

export const CUSTOMER_PASSWORD = "Passw0rdX";

/**
 * A new customer account (signed up through the API; not logged in), its e-mail address confirmed through the link
 * of its sign-up mail unless `confirmed: false`.
 */
export async function signUpCustomer(
  request: APIRequestContext,
  options: { prefix?: string; firstname?: string; lastname?: string; password?: string; confirmed?: false } = {},
) {
  const customer = {
    email: `${options.prefix ?? "customer"}-${unique()}@example.com`,
    password: options.password ?? CUSTOMER_PASSWORD,
    firstname: options.firstname ?? "Ada",
    lastname: options.lastname ?? "Lovelace",
  };
  const signup = await request.post("/api/users/signup", {
    headers: asNewVisitor(),
    data: {
      firstname: customer.firstname,
      lastname: customer.lastname,
      email_address: customer.email,
      number: "08012345678",
      password: customer.password,
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  if (options.confirmed !== false) await confirmEmailFromMail(request, customer.email);
  return customer;
}

/** The confirmation link of the newest "Confirm your e-mail address" mail to `email`, from the mail sink. */
export async function confirmationLinkOf(email: string): Promise<string> {
  const mail = await waitForMail(email, /Confirm your .* e-mail address/);
  const link = /https?:\/\/[^\s"<>]*\/confirm-email\?token=[A-Za-z0-9_%-]+/.exec(mailText(mail.raw))?.[0];
  expect(link, "the confirmation link in the e-mail").toBeTruthy();
  return link!;
}

/** Confirms the account's e-mail address through the link its owner was sent (as the confirm page does). */
export async function confirmEmailFromMail(request: APIRequestContext, email: string) {
  const token = decodeURIComponent(new URL(await confirmationLinkOf(email)).searchParams.get("token") ?? "");
  const confirmed = await request.post("/api/users/confirm-email", { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/**
 * A new customer with one shipment and its unpaid invoice, both made by the demo owner through the staff API (as
 * staff do). Pass the test's `request` rather than `page.request`: the owner's log-in sets a cookie on it.
 */
export async function customerWithShipmentInvoice(
  request: APIRequestContext,
  invoice: { total_amount?: number; currency?: "USD" | "GBP" | "NGN" | "CNY"; extra_info?: string } = {},
) {
  const customer = await signUpCustomer(request, { prefix: "billed" });
  const headers = await ownerHeaders(request);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const shipmentRes = await request.post("/api/shipment", {
    headers,
    data: {
      email: customer.email,
      tracking_number: spelled("SWG"),
      warehouse_arrival_date: day(-3),
      shipment_date: day(-2),
      estimated_delivery_date: day(10),
      delivery_address: "12 Test Street, Lagos",
      weight: 2.5,
      shipping_cost: invoice.total_amount ?? 185.5,
      payment_status: "Pending",
      created_by: 1,
      country: "USA",
      // An invoice is in its shipment's currency (the server refuses another).
      currency: CURRENCY_LABELS.find((label) => label.startsWith(invoice.currency ?? "USD")),
    },
  });
  expect(shipmentRes.status(), await shipmentRes.text()).toBe(201);
  const shipment = (await shipmentRes.json()).shipment as { id: number; tracking_number: string; user_id: number };
  const transactionId = spelled("INV");
  const invoiceRes = await request.post("/api/invoice", {
    headers,
    data: {
      user_id: shipment.user_id,
      admin_id: 1,
      reference_id: shipment.id,
      reference_type: "shipments",
      total_amount: invoice.total_amount ?? 185.5,
      currency: invoice.currency ?? "USD",
      status: "pending",
      transaction_id: transactionId,
      due_date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      extra_info: invoice.extra_info ?? "",
    },
  });
  expect(invoiceRes.status(), await invoiceRes.text()).toBe(201);
  const created = (await invoiceRes.json()).invoice as { id: number; transaction_id: string };
  return { customer, shipment, invoice: created };
}

/**
 * `count` new Pending shipments for the customer with `email`, made through the staff API like the form does.
 * Pass `headers` (ownerHeaders) when making several batches: each owner log-in counts against the log-in limit.
 */
export async function shipmentsFor(
  request: APIRequestContext,
  email: string,
  count: number,
  headers?: Record<string, string>,
) {
  const auth = headers ?? (await ownerHeaders(request));
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const made: Array<{ id: number; tracking_number: string }> = [];
  for (let i = 0; i < count; i++) {
    const res = await request.post("/api/shipment", {
      headers: auth,
      data: {
        email,
        tracking_number: spelled("SWB"),
        warehouse_arrival_date: day(-3),
        shipment_date: day(-2),
        estimated_delivery_date: day(10),
        delivery_address: "12 Test Street, Lagos",
        weight: 2.5,
        shipping_cost: 120,
        payment_status: "Pending",
        created_by: 1,
        country: "USA",
        currency: "USD ($)",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    made.push((await res.json()).shipment);
  }
  return made;
}

/** A 1×1 PNG: a parcel's photo taken at the receiving desk. */
export const DESK_PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Parcels received for the customer `ownerId` at `warehouse` through the receiving desk's operation (the demo owner
 * receives them), each with a photo; measures in kg and cm as the desk types them.
 */
export async function receivedPackages(
  request: APIRequestContext,
  ownerId: number,
  warehouse: string,
  parcels: { description: string; weight: string; length: string; width: string; height: string }[],
) {
  const headers = await ownerHeaders(request);
  const made: Array<{ id: number; package_code: string }> = [];
  for (const parcel of parcels) {
    const res = await request.post("/api/admin/packages/receive", {
      headers,
      multipart: {
        carrier_tracking_number: `TBA${unique().toUpperCase()}`,
        warehouse,
        owner_id: String(ownerId),
        weight_unit: "kg",
        length_unit: "cm",
        condition: "good",
        ...parcel,
        photos: { name: "label.png", mimeType: "image/png", buffer: DESK_PHOTO },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    made.push((await res.json()).package);
  }
  return made;
}
