/**
 * Customer isolation: customer B can neither read nor change customer A's records through
 * any portal call, detail URL or upload URL, and B's account calls act on B alone. Every check also shows A getting
 * its record, so it can fail.
 *
 * A NEW CUSTOMER ROUTE GETS A ROW IN `PORTAL_ROUTES`: the last test fails for a customer route of the OpenAPI
 * document without a row. A row's `url`/`body` is the call against A's records (an anonymous caller must get 401
 * for it); `proves` makes B's calls and asserts what B sees and that A's records did not change.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildInvoiceEvidence } from "@app/shared/invoices/evidence";
import { defaultPreferenceGrid } from "@app/shared/notifications/notifications";
import { priceParcel, type RateCardTerms } from "@app/shared/rates/rates";
import { channelMessages, invoices, payments } from "../src/db/schema.js";
import { buildTestApp } from "./build-app.js";
import {
  A_MARKS,
  createIsolationRecords,
  type IsolationRecords,
  pickupForm,
  preAlertForm,
  procurementForm,
  send,
  shipRequestForm,
  ticketForm,
} from "./customer-isolation.records.js";
import { isolationProofs, type Method, type RowCall } from "./customer-isolation.proofs.js";
import { DEFAULT_PASSWORD } from "./http.js";
import { mailsTo } from "./mail.js";
import { pdfText } from "./pdf-text.js";
import { codeTextedTo } from "./phones.js";

const { app } = await buildTestApp();

/** A's invoice priced from a card (the staff API types invoices without evidence). */
async function giveEvidence(invoiceId: number) {
  const measures = { weight_grams: 1200, length_mm: 300, width_mm: 200, height_mm: 100 };
  const evidence = buildInvoiceEvidence(
    { id: 1, valid_from: "2026-01-01", terms: ISOLATION_CARD },
    [{ label: "Box 1", measures, price: priceParcel(ISOLATION_CARD, measures), photos: [] }],
    null,
  );
  await app.db.update(invoices).set({ evidence }).where(eq(invoices.id, invoiceId));
  return evidence;
}
const ISOLATION_CARD: RateCardTerms = {
  origin: "Trail Richmond",
  destination: "Lagos",
  service: "air_express",
  currency: "USD",
  unit: "kg",
  divisor: 5000,
  rounding: 1,
  pricing: { kind: "per_unit", per_unit_minor: 900, minimum_minor: 0 },
  surcharges: { oversize: null, fragile_fee_minor: null, insurance_bp: null },
  handling: { consolidation_fee_minor: 0, repack_fee_per_box_minor: 0 },
  transit_days: { min: 3, max: 5 },
};
const records = await createIsolationRecords(app);
const { asA, asB, asStaff, anonymous, leavesAUnchanged, listProof, detailProof, createProof, accountProof } =
  isolationProofs(app, records);

const B_NEW_PASSWORD = "BravoNew1pass";
/** A's notification settings: milestones by SMS to A's number. */
const NOTIFICATIONS_OF_A = {
  preferences: { ...defaultPreferenceGrid(), milestones: { email: false, sms: true, whatsapp: false } },
  sms_phone: "08035550101",
  whatsapp_phone: null,
};
const textsTo = (to: string) => app.db.$count(channelMessages, eq(channelMessages.to_address, to));
const logIn = (email: string, password: string) =>
  anonymous("POST", "/api/users/login", { email_address: email, password });

interface PortalRoute {
  method: Method;
  /** The path as the OpenAPI document names it. */
  route: string;
  url: (r: IsolationRecords) => string;
  body?: (r: IsolationRecords) => unknown;
  proves: (r: IsolationRecords, call: RowCall) => Promise<void>;
}

/** A's PDF prints `mark` (and A's e-mail); B and an anonymous caller get no PDF of it. */
async function documentProof(r: IsolationRecords, url: string, mark: string) {
  const ofA = await asA("GET", url);
  expect(ofA.status, `A: ${url}`).toBe(200);
  expect(ofA.raw.headers["content-type"]).toBe("application/pdf");
  const text = (await pdfText(ofA.raw.rawPayload)).join("\n");
  expect(text).toContain(mark);
  expect(text).toContain(r.a.email);
  const ofB = await asB("GET", url);
  expect(ofB.status, `B: ${url}`).toBe(404);
  expect(ofB.raw.headers["content-type"]).not.toBe("application/pdf");
  expect((await anonymous("GET", url)).status).toBe(401);
}

const PORTAL_ROUTES: PortalRoute[] = [
  // ----- Reads: the account, the home summary and the lists -----
  {
    method: "GET",
    route: "/api/users/me",
    url: () => "/api/users/me",
    proves: async (r) => {
      expect((await asA("GET", "/api/users/me")).body.user.email_address).toBe(r.a.email);
      expect((await asB("GET", "/api/users/me")).body.user).toMatchObject({
        id: r.b.user.id,
        email_address: r.b.email,
      });
    },
  },
  {
    method: "GET",
    route: "/api/dashboard",
    url: () => "/api/dashboard",
    proves: async (r) => {
      const ofA = await asA("GET", "/api/dashboard");
      expect(ofA.body.counts).toEqual({
        shipments: 1,
        pending_shipments: 1,
        unpaid_invoices: 3,
        procurements: 1,
        pickups: 1,
        // Received at the desk, assigned from the queue, and the parcel of A's ship request.
        packages_waiting: 3,
      });
      const ofB = await asB("GET", "/api/dashboard");
      expect(ofB.status).toBe(200);
      const totalOfB = async (key: string) => (await asB("GET", `/api/${key}`)).body.pagination.total;
      expect(ofB.body.counts).toEqual({
        shipments: 0,
        pending_shipments: 0,
        unpaid_invoices: 0,
        procurements: await totalOfB("procurements"),
        pickups: await totalOfB("pickups"),
        // B's own received parcel.
        packages_waiting: 1,
      });
      expect(ofB.body.suite_number).toBe(r.b.user.suite_number);
      expect(JSON.stringify(ofB.body)).not.toContain(r.a.user.suite_number);
    },
  },
  {
    method: "GET",
    route: "/api/shipments",
    url: () => "/api/shipments",
    proves: listProof(
      "shipments",
      (r) => [r.shipmentId],
      (r) => [r.trackingNumber],
    ),
  },
  {
    method: "GET",
    route: "/api/procurements",
    url: () => "/api/procurements",
    proves: listProof(
      "procurements",
      (r) => [r.procurementId],
      () => [A_MARKS.storeName],
    ),
  },
  {
    method: "GET",
    route: "/api/pickups",
    url: () => "/api/pickups",
    proves: listProof(
      "pickups",
      (r) => [r.pickupId],
      () => [A_MARKS.contactName],
    ),
  },
  {
    method: "GET",
    route: "/api/tickets",
    url: () => "/api/tickets",
    proves: listProof(
      "tickets",
      (r) => [r.ticketId],
      () => [A_MARKS.ticketSubject],
    ),
  },
  {
    method: "GET",
    route: "/api/invoices",
    url: () => "/api/invoices",
    proves: listProof(
      "invoices",
      (r) => r.invoiceIds,
      (r) => r.transactionIds,
    ),
  },
  {
    method: "GET",
    route: "/api/packages",
    url: () => "/api/packages",
    proves: async (r) => {
      await listProof(
        "packages",
        (x) => [x.packageId],
        () => [],
      )(r);
      const atWarehouse = await asA("GET", "/api/packages?tab=warehouse");
      expect(atWarehouse.body.packages.map((p: { id: number }) => p.id).sort()).toEqual(
        [...r.receivedPackageIds].sort(),
      );
      for (const tab of ["expected", "warehouse", "shipped"]) {
        const ofB = await asB("GET", `/api/packages?tab=${tab}`);
        // B's own received parcel only.
        expect(ofB.body.counts, `B's tab counts (${tab})`).toEqual({ expected: 0, warehouse: 1, shipped: 0 });
        expect(JSON.stringify(ofB.body)).not.toContain(A_MARKS.packageDescription);
      }
    },
  },
  {
    method: "GET",
    route: "/api/ship-requests",
    url: () => "/api/ship-requests",
    proves: async (r) => {
      const ofA = await asA("GET", "/api/ship-requests");
      expect(ofA.body.ship_requests.map((x: { id: number }) => x.id)).toContain(r.shipRequestId);
      const ofB = await asB("GET", "/api/ship-requests?pageSize=100");
      expect(ofB.status).toBe(200);
      expect(ofB.body.ship_requests.map((x: { id: number }) => x.id)).not.toContain(r.shipRequestId);
      expect(JSON.stringify(ofB.body)).not.toContain(A_MARKS.declaredItem);
    },
  },
  // ----- Reads: detail and upload URLs -----
  {
    method: "GET",
    route: "/api/ship-requests/{id}",
    url: (r) => `/api/ship-requests/${r.shipRequestId}`,
    proves: async (r) => {
      const ofA = await asA("GET", `/api/ship-requests/${r.shipRequestId}`);
      expect(ofA.status).toBe(200);
      expect(ofA.body.ship_request.items[0].description).toBe(A_MARKS.declaredItem);
      const ofB = await asB("GET", `/api/ship-requests/${r.shipRequestId}`);
      expect(ofB.status).toBe(404);
      expect(JSON.stringify(ofB.body)).not.toContain(A_MARKS.declaredItem);
    },
  },
  {
    method: "GET",
    route: "/api/shipments/{id}",
    url: (r) => `/api/shipments/${r.shipmentId}`,
    proves: detailProof("shipment", (r) => [r.shipmentId]),
  },
  {
    // The duty customs assessed for A's shipment (issue 37): B's call is a stranger's shipment.
    method: "GET",
    route: "/api/shipments/{id}/customs-duty",
    url: (r) => `/api/shipments/${r.shipmentId}/customs-duty`,
    proves: async (r) => {
      expect((await asA("GET", `/api/shipments/${r.shipmentId}/customs-duty`)).status).toBe(200);
      expect((await asB("GET", `/api/shipments/${r.shipmentId}/customs-duty`)).status).toBe(404);
    },
  },
  {
    method: "GET",
    route: "/api/procurements/{id}",
    url: (r) => `/api/procurements/${r.procurementId}`,
    proves: detailProof("procurement", (r) => [r.procurementId]),
  },
  {
    method: "GET",
    route: "/api/pickups/{id}",
    url: (r) => `/api/pickups/${r.pickupId}`,
    proves: detailProof("pickup", (r) => [r.pickupId]),
  },
  {
    method: "GET",
    route: "/api/tickets/{id}",
    url: (r) => `/api/tickets/${r.ticketId}`,
    proves: detailProof("ticket", (r) => [r.ticketId]),
  },
  {
    method: "GET",
    route: "/api/invoices/{id}",
    url: (r) => `/api/invoices/${r.invoiceIds[0]}`,
    proves: detailProof("invoice", (r) => r.invoiceIds),
  },
  {
    method: "GET",
    route: "/api/invoices/{id}/evidence",
    url: (r) => `/api/invoices/${r.invoiceIds[0]}/evidence`,
    proves: async (r, call) => {
      const evidence = await giveEvidence(r.invoiceIds[0]!);
      expect((await asA("GET", call.url)).body).toEqual({ evidence, estimate: null });
      const ofB = await asB("GET", call.url);
      expect(ofB.status).toBe(404);
      expect(JSON.stringify(ofB.body)).not.toContain("Box 1");
      expect((await asStaff(`/api/invoice/${r.invoiceIds[0]}`)).body.invoice.evidence).toEqual(evidence);
    },
  },
  {
    method: "GET",
    route: "/api/invoices/{id}/pdf",
    url: (r) => `/api/invoices/${r.invoiceIds[0]}/pdf`,
    proves: (r, call) => documentProof(r, call.url, r.transactionIds[0]!),
  },
  {
    method: "GET",
    route: "/api/invoices/{id}/receipt",
    url: (r) => `/api/invoices/${r.invoiceIds[2]}/receipt`,
    proves: async (r, call) => {
      await app.db.insert(payments).values({
        invoice_id: r.invoiceIds[2]!,
        user_id: r.a.user.id,
        provider: "sandbox",
        reference: "ISOLATION-RECEIPT-1",
        status: "success",
        amount_minor: 100,
        currency: "USD",
        settled_at: new Date(),
      });
      await documentProof(r, call.url, "ISOLATION-RECEIPT-1");
    },
  },
  {
    method: "POST",
    route: "/api/invoices/{id}/question",
    url: (r) => `/api/invoices/${r.invoiceIds[0]}/question`,
    body: () => ({ line: 0, message: "B was here" }),
    proves: async (r, call) => {
      await giveEvidence(r.invoiceIds[0]!);
      await leavesAUnchanged(async () => {
        expect((await asB(call.method, call.url, call.body)).status).toBe(404);
      });
      expect((await asB("GET", "/api/tickets")).body.tickets).toEqual([]);
    },
  },
  {
    method: "GET",
    route: "/api/uploads/{name}",
    url: (r) => r.uploadUrls[0]!,
    proves: async (r) => {
      for (const url of r.uploadUrls) {
        const ofA = await asA("GET", url);
        expect(ofA.status, `A: ${url}`).toBe(200);
        expect(ofA.raw.headers["x-content-type-options"], `A: ${url}`).toBe("nosniff");
        expect(ofA.raw.headers["content-type"]).toBe("image/png");
        expect((await asStaff(url)).status, `staff: ${url}`).toBe(200);
        const ofB = await asB("GET", url);
        expect(ofB.status, `B: ${url}`).toBe(404);
        expect(ofB.raw.headers["content-type"]).not.toMatch(/^image\//);
        expect((await anonymous("GET", url)).status, `anonymous: ${url}`).toBe(401);
      }
      // A parcel of the unknown-owner queue: its photo is for staff only.
      const unknown = r.unknownOwnerPhotoUrl;
      expect((await asStaff(unknown)).status).toBe(200);
      for (const [who, res] of [
        ["A", await asA("GET", unknown)],
        ["B", await asB("GET", unknown)],
      ] as const)
        expect(res.status, `${who}: the unknown owner's photo`).toBe(404);
    },
  },
  {
    method: "GET",
    route: "/api/packages/{id}",
    url: (r) => `/api/packages/${r.packageId}`,
    proves: async (r) => {
      await detailProof("package", (x) => [x.packageId])(r);
      // The pre-alert's PDF receipt: A and staff download it; B gets 404, nobody signed out gets it.
      const ofA = await asA("GET", r.receiptUrl);
      expect(ofA.status).toBe(200);
      expect(ofA.raw.headers["content-type"]).toBe("application/pdf");
      expect((await asStaff(r.receiptUrl)).status).toBe(200);
      const ofB = await asB("GET", r.receiptUrl);
      expect(ofB.status).toBe(404);
      expect(ofB.raw.headers["content-type"]).not.toBe("application/pdf");
      expect((await anonymous("GET", r.receiptUrl)).status).toBe(401);
    },
  },
  // ----- Writes that name one of A's records -----
  {
    method: "PUT",
    route: "/api/packages/{id}",
    url: (r) => `/api/packages/${r.packageId}`,
    body: () => preAlertForm("ISOPACKAGEB1", "B was here"),
    proves: async (r, call) => {
      await leavesAUnchanged(async () => {
        expect((await asB(call.method, call.url, call.body)).status).toBe(404);
      });
      const ofA = await asA("GET", `/api/packages/${r.packageId}`);
      expect(ofA.body.package.description).toBe(A_MARKS.packageDescription);
    },
  },
  {
    method: "DELETE",
    route: "/api/packages/{id}",
    url: (r) => `/api/packages/${r.packageId}`,
    proves: async (r, call) => {
      await leavesAUnchanged(async () => {
        expect((await asB(call.method, call.url)).status).toBe(404);
      });
      expect((await asA("GET", `/api/packages/${r.packageId}`)).status).toBe(200);
      expect((await asA("GET", r.receiptUrl)).status).toBe(200);
    },
  },
  {
    method: "POST",
    route: "/api/ship-requests/{id}/cancel",
    url: (r) => `/api/ship-requests/${r.shipRequestId}/cancel`,
    proves: async (r, call) => {
      await leavesAUnchanged(async () => {
        expect((await asB(call.method, call.url, {})).status).toBe(404);
      });
      const ofA = await asA("GET", `/api/ship-requests/${r.shipRequestId}`);
      expect(ofA.body.ship_request.status).toBe("submitted");
    },
  },
  {
    method: "POST",
    route: "/api/tickets/{id}/response",
    url: (r) => `/api/tickets/${r.ticketId}/response`,
    body: () => ({ messages: "B was here" }),
    proves: async (r, call) => {
      await leavesAUnchanged(async () => {
        expect((await asB(call.method, call.url, call.body)).status).toBe(404);
      });
      const ticket = (await asA("GET", `/api/tickets/${r.ticketId}`)).body.ticket;
      expect(ticket.responses.map((x: { message: string }) => x.message)).toEqual(["A's own reply"]);
    },
  },
  {
    method: "POST",
    route: "/api/payments/initialize",
    url: () => "/api/payments/initialize",
    body: (r) => ({ invoice_id: r.invoiceIds[1] }),
    proves: async (r) => {
      for (const invoiceId of r.invoiceIds) {
        const attempts = async () =>
          (await app.db.select().from(payments).where(eq(payments.invoice_id, invoiceId))).length;
        const before = await attempts();
        await leavesAUnchanged(async () => {
          const res = await asB("POST", "/api/payments/initialize", { invoice_id: invoiceId });
          expect(res.status, `B pays A's invoice ${invoiceId}`).toBe(404);
          expect(res.body.access_code).toBeUndefined();
        });
        expect(await attempts(), "no payment attempt is stored for B's call").toBe(before);
      }
      // A started a payment on its first invoice while the records were made (200 there).
      expect(r.payment.accessCode).toBeTruthy();
    },
  },
  {
    method: "POST",
    route: "/api/payments/sandbox/checkout",
    url: () => "/api/payments/sandbox/checkout",
    body: (r) => ({ access_code: r.payment.accessCode, outcome: "success" }),
    proves: async (r, call) => {
      await leavesAUnchanged(async () => {
        expect((await asB(call.method, call.url, call.body)).status).toBe(404);
        // A successful checkout sends its webhook asynchronously; give one the time to arrive.
        await new Promise((resolve) => setTimeout(resolve, 150));
      });
      expect((await asA("GET", `/api/invoices/${r.payment.invoiceId}`)).body.invoice.status).toBe("pending");
    },
  },
  {
    method: "POST",
    route: "/api/payments/verify",
    url: () => "/api/payments/verify",
    body: (r) => ({ reference: r.payment.reference }),
    proves: async (r, call) => {
      await leavesAUnchanged(async () => {
        const res = await asB(call.method, call.url, call.body);
        expect(res.status).toBe(404);
        expect(res.body.invoice).toBeUndefined();
      });
      const ofA = await asA(call.method, call.url, call.body);
      expect(ofA.status).toBe(200);
      expect(ofA.body).toMatchObject({ paid: false, invoice: { id: r.payment.invoiceId } });
    },
  },
  // ----- The wallet (issue 33): A's balance, top-ups and invoices are A's alone -----
  {
    method: "GET",
    route: "/api/wallet",
    url: () => "/api/wallet",
    proves: async (r) => {
      const credited = await send(app, r.staffToken, "POST", "/api/admin/wallet/adjust", {
        customer_id: r.a.user.id,
        direction: "credit",
        amount: "25",
        reason: "Isolation credit of A",
      });
      expect(credited.status).toBe(201);
      const ofA = await asA("GET", "/api/wallet");
      expect(ofA.body.balance_minor).toBe(2500);
      const ofB = await asB("GET", "/api/wallet");
      expect(ofB.body).toMatchObject({ balance_minor: 0, entries: [] });
    },
  },
  {
    method: "POST",
    route: "/api/wallet/top-ups",
    url: () => "/api/wallet/top-ups",
    body: () => ({ amount: "100" }),
    proves: async (_r, call) => {
      await leavesAUnchanged(async () => {
        const own = await asB(call.method, call.url, call.body);
        expect(own.status).toBe(200);
        // B's top-up is B's: A cannot confirm it.
        expect((await asA("POST", "/api/wallet/top-ups/verify", { reference: own.body.reference })).status).toBe(404);
      });
      expect((await asA("GET", "/api/wallet")).body.entries.some((e: { cause: string }) => e.cause === "top_up")).toBe(
        false,
      );
    },
  },
  {
    method: "POST",
    route: "/api/wallet/top-ups/verify",
    url: () => "/api/wallet/top-ups/verify",
    body: () => ({ reference: "WAL-none" }),
    proves: async () => {
      const started = await asA("POST", "/api/wallet/top-ups", { amount: "100" });
      expect(started.status).toBe(200);
      await leavesAUnchanged(async () => {
        const res = await asB("POST", "/api/wallet/top-ups/verify", { reference: started.body.reference });
        expect(res.status).toBe(404);
        expect(res.body.balance_minor).toBeUndefined();
      });
      expect((await asA("POST", "/api/wallet/top-ups/verify", { reference: started.body.reference })).status).toBe(200);
    },
  },
  {
    method: "GET",
    route: "/api/wallet/invoice/{id}",
    url: (r) => `/api/wallet/invoice/${r.invoiceIds[0]}`,
    proves: async (_r, call) => {
      const res = await asB(call.method, call.url);
      expect(res.status).toBe(404);
      expect(res.body.due_minor).toBeUndefined();
      expect((await asA(call.method, call.url)).status).toBe(200);
    },
  },
  {
    method: "POST",
    route: "/api/wallet/pay-invoice",
    url: () => "/api/wallet/pay-invoice",
    body: (r) => ({ invoice_id: r.invoiceIds[0] }),
    proves: async (r) => {
      for (const invoiceId of r.invoiceIds) {
        await leavesAUnchanged(async () => {
          const res = await asB("POST", "/api/wallet/pay-invoice", { invoice_id: invoiceId, amount: "1" });
          expect(res.status, `B pays A's invoice ${invoiceId} from B's wallet`).toBe(404);
        });
      }
    },
  },
  // ----- Dedicated virtual accounts (issue 33): A's account number and the transfers into it are A's alone -----
  {
    method: "GET",
    route: "/api/wallet/virtual-account",
    url: () => "/api/wallet/virtual-account",
    proves: async () => {
      const ofA = (await asA("POST", "/api/wallet/virtual-account")).body.account;
      expect(ofA.account_number).toMatch(/^\d{10}$/);
      expect((await asA("GET", "/api/wallet/virtual-account")).body.account.account_number).toBe(ofA.account_number);
      const ofB = await asB("GET", "/api/wallet/virtual-account");
      expect(ofB.status).toBe(200);
      expect(JSON.stringify(ofB.body)).not.toContain(ofA.account_number);
    },
  },
  {
    method: "POST",
    route: "/api/wallet/virtual-account",
    url: () => "/api/wallet/virtual-account",
    proves: async (_r, call) => {
      const ofA = (await asA(call.method, call.url)).body.account;
      await leavesAUnchanged(async () => {
        const ofB = await asB(call.method, call.url);
        expect(ofB.status).toBe(200);
        expect(ofB.body.account.account_number).toMatch(/^\d{10}$/);
        expect(ofB.body.account.account_number).not.toBe(ofA.account_number);
      });
      expect((await asA("GET", call.url)).body.account.account_number).toBe(ofA.account_number);
    },
  },
  {
    method: "POST",
    route: "/api/payments/sandbox/virtual-account-transfer",
    url: () => "/api/payments/sandbox/virtual-account-transfer",
    body: () => ({ amount: "10" }),
    proves: async (_r, call) => {
      await asA("POST", "/api/wallet/virtual-account");
      await asB("POST", "/api/wallet/virtual-account");
      const balanceOfA = (await asA("GET", "/api/wallet")).body.balance_minor;
      await leavesAUnchanged(async () => {
        const sent = await asB(call.method, call.url, call.body);
        expect(sent.status).toBe(200);
        expect(sent.body.outcome).toBe("credited");
      });
      expect((await asA("GET", "/api/wallet")).body.balance_minor).toBe(balanceOfA);
      const entriesOfB = (await asB("GET", "/api/wallet")).body.entries;
      expect(entriesOfB.some((e: { cause: string }) => e.cause === "virtual_account_transfer")).toBe(true);
    },
  },
  // ----- Creations: the new record is the caller's -----
  {
    method: "POST",
    route: "/api/procurements",
    url: () => "/api/procurements",
    body: () => procurementForm("Store of B"),
    proves: createProof("procurements"),
  },
  {
    method: "POST",
    route: "/api/pickups",
    url: () => "/api/pickups",
    body: () => pickupForm("Contact of B"),
    proves: createProof("pickups"),
  },
  {
    method: "POST",
    route: "/api/tickets",
    url: () => "/api/tickets",
    body: () => ticketForm("Ticket of B"),
    proves: createProof("tickets"),
  },
  {
    method: "POST",
    route: "/api/packages",
    url: () => "/api/packages",
    // The same tracking number as A's pre-alert: another customer's parcel of that number is no duplicate for B.
    body: () => preAlertForm("ISOPACKAGEA1", "Parcel of B"),
    proves: createProof("packages"),
  },
  {
    method: "POST",
    route: "/api/ship-requests",
    // A's ship request's parcels: B cannot ship them (400, nothing of A's changes), only B's own parcel.
    url: () => "/api/ship-requests",
    body: (r) => shipRequestForm(r.packageOfB ? [r.packageOfB] : [], "Parcel of B"),
    proves: async (r, call) => {
      const ofA = await asA("GET", `/api/ship-requests/${r.shipRequestId}`);
      const aPackage = ofA.body.ship_request.packages[0].id as number;
      await leavesAUnchanged(async () => {
        const stolen = await asB("POST", "/api/ship-requests", shipRequestForm([aPackage], "Parcel of B"));
        expect(stolen.status).toBe(400);
        expect(stolen.body.fields.package_ids).toMatch(/was not found/);
        const own = await asB(call.method, call.url, call.body);
        expect(own.status, JSON.stringify(own.body)).toBe(201);
      });
      expect((await asB("GET", "/api/ship-requests")).body.pagination.total).toBe(1);
    },
  },
  // ----- Account calls: act only on the caller -----
  {
    method: "PUT",
    route: "/api/details",
    url: () => "/api/details",
    body: () => ({ firstname: "Mallory", lastname: "Bravo", number: "08099999999", currency: "NGN (₦)" }),
    proves: accountProof((user) => user.firstname === "Mallory" && user.currency === "NGN (₦)"),
  },
  {
    method: "POST",
    route: "/api/address/delivery",
    url: () => "/api/address/delivery",
    body: () => ({
      address_line1: "1 B Street",
      city: "Abuja",
      state: "FCT",
      country: "Nigeria",
      phone_number: "08011111111",
      zip: "900001",
    }),
    proves: accountProof((user) => user.delivery_address?.address_line1 === "1 B Street"),
  },
  {
    method: "PUT",
    route: "/api/details/warehouse",
    url: () => "/api/details/warehouse",
    // A keeps the default, Trail Richmond.
    body: () => ({ warehouse_choice: "Brixton" }),
    proves: accountProof((user) => user.warehouse_choice === "Brixton"),
  },
  {
    method: "GET",
    route: "/api/notifications/preferences",
    url: () => "/api/notifications/preferences",
    proves: async () => {
      const ofA = await asA("PUT", "/api/notifications/preferences", NOTIFICATIONS_OF_A);
      expect(ofA.status, JSON.stringify(ofA.body)).toBe(200);
      expect((await asA("GET", "/api/notifications/preferences")).body.sms_phone).toBe("+2348035550101");
      const ofB = await asB("GET", "/api/notifications/preferences");
      expect(ofB.status).toBe(200);
      expect(ofB.body).toEqual({
        preferences: defaultPreferenceGrid(),
        sms_phone: null,
        whatsapp_phone: null,
        sms_verified: false,
        whatsapp_verified: false,
      });
    },
  },
  {
    method: "PUT",
    route: "/api/notifications/preferences",
    url: () => "/api/notifications/preferences",
    body: () => ({ preferences: defaultPreferenceGrid(), sms_phone: "08035550202", whatsapp_phone: null }),
    proves: async (_r, call) => {
      await asA("PUT", "/api/notifications/preferences", NOTIFICATIONS_OF_A);
      const before = (await asA("GET", "/api/notifications/preferences")).body;
      await leavesAUnchanged(async () => {
        const own = await asB(call.method, call.url, call.body);
        expect(own.status, JSON.stringify(own.body)).toBe(200);
      });
      expect((await asA("GET", "/api/notifications/preferences")).body, "A's settings").toEqual(before);
      expect((await asB("GET", "/api/notifications/preferences")).body.sms_phone).toBe("+2348035550202");
    },
  },
  {
    // B's own saved number gets the code; A's number (saved above) gets nothing and stays unverified.
    method: "POST",
    route: "/api/notifications/phone/send-code",
    url: () => "/api/notifications/phone/send-code",
    body: () => ({ channel: "sms" }),
    proves: async (_r, call) => {
      await asA("PUT", "/api/notifications/preferences", NOTIFICATIONS_OF_A);
      const textsOfA = await textsTo("+2348035550101");
      await leavesAUnchanged(async () => {
        const own = await asB(call.method, call.url, call.body);
        expect(own.status, JSON.stringify(own.body)).toBe(200);
      });
      expect(await textsTo("+2348035550101")).toBe(textsOfA);
      expect(await textsTo("+2348035550202")).toBeGreaterThan(0);
    },
  },
  {
    method: "POST",
    route: "/api/notifications/phone/verify",
    url: () => "/api/notifications/phone/verify",
    body: () => ({ channel: "sms", code: "000000" }),
    proves: async () => {
      await asA("POST", "/api/notifications/phone/send-code", { channel: "sms" });
      const codeOfA = await codeTextedTo(app, "+2348035550101");
      await leavesAUnchanged(async () => {
        // A's code is no key to B's number, and B's verification touches only B.
        expect(
          (await asB("POST", "/api/notifications/phone/verify", { channel: "sms", code: codeOfA })).status,
        ).not.toBe(200);
        const own = await asB("POST", "/api/notifications/phone/verify", {
          channel: "sms",
          code: await codeTextedTo(app, "+2348035550202"),
        });
        expect(own.status, JSON.stringify(own.body)).toBe(200);
      });
      expect((await asB("GET", "/api/notifications/preferences")).body.sms_verified).toBe(true);
      expect((await asA("GET", "/api/notifications/preferences")).body.sms_verified).toBe(false);
    },
  },
  {
    method: "PUT",
    route: "/api/details/email",
    url: () => "/api/details/email",
    body: () => ({ email_address: "bravo-next@example.com", password: DEFAULT_PASSWORD }),
    proves: accountProof((user) => user.pending_email === "bravo-next@example.com"),
  },
  {
    // After the row above: the link goes to B's address waiting for confirmation, never to A.
    method: "POST",
    route: "/api/users/confirm-email/resend",
    url: () => "/api/users/confirm-email/resend",
    proves: async (r, call) => {
      const mailsOfA = (await mailsTo(app, r.a.email)).length;
      const before = (await mailsTo(app, "bravo-next@example.com")).length;
      await leavesAUnchanged(async () => {
        const own = await asB(call.method, call.url, {});
        expect(own.status, JSON.stringify(own.body)).toBe(200);
      });
      expect((await mailsTo(app, "bravo-next@example.com")).length).toBe(before + 1);
      expect((await mailsTo(app, r.a.email)).length).toBe(mailsOfA);
    },
  },
  {
    method: "POST",
    route: "/api/password/change-password",
    url: () => "/api/password/change-password",
    body: () => ({ old_password: DEFAULT_PASSWORD, new_password: B_NEW_PASSWORD }),
    proves: async (r, call) => {
      await leavesAUnchanged(async () => {
        // A's password is no key to anything for B.
        const withAsPassword = { old_password: A_MARKS.password, new_password: B_NEW_PASSWORD };
        expect((await asB(call.method, call.url, withAsPassword)).status).not.toBe(200);
        const own = await asB(call.method, call.url, call.body);
        expect(own.status, JSON.stringify(own.body)).toBe(200);
      });
      expect((await logIn(r.a.email, A_MARKS.password)).status, "A keeps its password").toBe(200);
      expect((await logIn(r.b.email, B_NEW_PASSWORD)).status, "B's own password changed").toBe(200);
    },
  },
  {
    // Last: it needs B's new password from the row above.
    method: "POST",
    route: "/api/users/logout",
    url: () => "/api/users/logout",
    proves: async (r, call) => {
      const second = await logIn(r.b.email, B_NEW_PASSWORD);
      expect(second.status).toBe(200);
      const asSecond = (method: Method, url: string) => send(app, second.body.token, method, url);
      await leavesAUnchanged(async () => {
        expect((await asSecond(call.method, call.url)).status).toBe(200);
      });
      expect((await asSecond("GET", "/api/users/me")).status, "B's logged-out session").toBe(401);
    },
  },
];

/** Paths of the OpenAPI document that are NOT customer routes: staff, public, provider callbacks and sign-in. */
const NOT_CUSTOMER = [
  /^\/api\/(admins?|shipment|procurement|pickup|ticket|invoice)(\/|$)/,
  /^\/api\/payments\/(webhook|sandbox\/paystack)(\/|$)/,
  /^\/api\/(track|subscribe|mail|otp|health|docs|quote)(\/|$)/,
  /^\/api\/(setup|site-config)$/,
  /^\/api\/users\/(signup|login|confirm-email)$/,
  /^\/api\/password\/reset-password$/,
  // The unsubscribe link's page calls and the mail provider's one-click POST (List-Unsubscribe): signed tokens.
  /^\/api\/notifications\/unsubscribe(\/one-click)?$/,
  // The public tracking page's "Notify me" (subscribe, confirm, unsubscribe by link).
  /^\/api\/track-notify(\/|$)/,
  // The published customs tariff, read before choosing a declaration line's HS code.
  /^\/api\/customs\/tariff$/,
];

describe("customer isolation: B never reads or changes A's records", () => {
  for (const row of PORTAL_ROUTES) {
    it(`${row.method} ${row.route}`, async () => {
      const call: RowCall = { method: row.method, url: row.url(records), body: row.body?.(records) };
      const anon = await anonymous(call.method, call.url, call.body ?? (call.method === "GET" ? undefined : {}));
      expect(anon.status, `anonymous ${call.method} ${call.url}`).toBe(401);
      await row.proves(records, call);
    });
  }

  it("has a row for every customer route of the OpenAPI document, and only for served routes", () => {
    const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ["get", "post", "put", "patch", "delete"].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const customerRoutes = served.filter((key) => {
      const path = key.split(" ")[1]!;
      return path.startsWith("/api/") && !NOT_CUSTOMER.some((pattern) => pattern.test(path));
    });
    const inTable = PORTAL_ROUTES.map((r) => `${r.method} ${r.route}`);
    expect(
      customerRoutes.filter((key) => !inTable.includes(key)),
      "customer routes without a row in PORTAL_ROUTES",
    ).toEqual([]);
    expect(
      inTable.filter((key) => !served.includes(key)),
      "rows for routes the API does not serve",
    ).toEqual([]);
    expect(new Set(inTable).size, "one row per route").toBe(inTable.length);
  });
});
