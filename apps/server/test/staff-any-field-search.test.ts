import { describe, expect, it } from "vitest";
import {
  insertCustomer,
  insertInvoice,
  insertPickup,
  insertProcurement,
  insertShipment,
  insertShipmentInvoice,
  insertTicket,
  uniqueSuffix,
} from "../src/db/factories/index.js";
import { signInAdmin } from "./admins.js";
import { buildTestApp } from "./build-app.js";
import { client } from "./http.js";

/** One search box per staff list finds a record by any of its customer's fields and by its invoice or tracking number. */
const { app } = await buildTestApp();
const owner = client(app, (await signInAdmin(app, "owner")).token);

async function customerWithEverything() {
  const mark = uniqueSuffix().toLowerCase();
  const customer = await insertCustomer(app.db, {
    firstname: `Zora${mark}`,
    lastname: "Neale",
    email_address: `zora-${mark}@example.com`,
    number: `0907${mark.slice(-7)}`,
  });
  const { shipment, invoice: shipmentInvoice } = await insertShipmentInvoice(app.db, customer);
  const procurement = await insertProcurement(app.db, customer.id);
  const procurementInvoice = await insertInvoice(app.db, customer.id, {
    reference_type: "procurement",
    reference_id: procurement.id,
  });
  const pickup = await insertPickup(app.db, customer.id);
  const pickupInvoice = await insertInvoice(app.db, customer.id, { reference_type: "pickup", reference_id: pickup.id });
  const ticket = await insertTicket(app.db, customer.id, { subject: "Where is it?" });
  return {
    mark,
    customer,
    shipment,
    shipmentInvoice,
    procurement,
    procurementInvoice,
    pickup,
    pickupInvoice,
    ticket,
  };
}

const a = await customerWithEverything();
const b = await customerWithEverything();

type Records = typeof a;
const customerFields = (r: Records) => ({
  name: `Zora${r.mark} nea`,
  "e-mail": r.customer.email_address,
  phone: r.customer.number,
  suite: r.customer.suite_number,
});

async function idsFound(path: string, key: string, q: string) {
  const res = await owner.get(`${path}?pageSize=100&q=${encodeURIComponent(q)}`);
  expect(res.status, `${path} q=${q}: ${JSON.stringify(res.body)}`).toBe(200);
  return (res.body[key] as Array<{ id: number }>).map((row) => row.id);
}

const LISTS: Array<{
  path: string;
  key: string;
  idOf: (r: Records) => number;
  more: (r: Records) => Record<string, string>;
}> = [
  {
    path: "/api/shipment",
    key: "shipments",
    idOf: (r) => r.shipment.id,
    more: (r) => ({ "transaction id": r.shipmentInvoice.transaction_id, tracking: r.shipment.tracking_number }),
  },
  {
    path: "/api/invoice",
    key: "invoices",
    idOf: (r) => r.shipmentInvoice.id,
    more: (r) => ({ "transaction id": r.shipmentInvoice.transaction_id, tracking: r.shipment.tracking_number }),
  },
  {
    path: "/api/procurement",
    key: "procurements",
    idOf: (r) => r.procurement.id,
    more: (r) => ({ "transaction id": r.procurementInvoice.transaction_id }),
  },
  {
    path: "/api/pickup",
    key: "pickups",
    idOf: (r) => r.pickup.id,
    more: (r) => ({ "transaction id": r.pickupInvoice.transaction_id }),
  },
  { path: "/api/ticket", key: "tickets", idOf: (r) => r.ticket.id, more: () => ({}) },
];

describe("any-field search on the staff lists", () => {
  for (const list of LISTS) {
    it(`${list.path} finds a record by its customer's name, e-mail, phone and suite, and by its own numbers`, async () => {
      const fields = { ...customerFields(a), ...list.more(a) };
      for (const [field, q] of Object.entries(fields)) {
        const ids = await idsFound(list.path, list.key, q);
        expect(ids, `${field}: ${q}`).toContain(list.idOf(a));
        expect(ids, `${field}: ${q}`).not.toContain(list.idOf(b));
      }
      if (list.path === "/api/shipment") {
        // Sorted by another column than the date, the same search is a plain query: it finds the same.
        for (const [field, q] of Object.entries(fields)) {
          const res = await owner.get(`/api/shipment?pageSize=100&sortBy=tracking_number&q=${encodeURIComponent(q)}`);
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const ids = res.body.shipments.map((s: { id: number }) => s.id);
          expect(ids, `${field} sorted: ${q}`).toContain(a.shipment.id);
          expect(ids, `${field} sorted: ${q}`).not.toContain(b.shipment.id);
        }
      }
    });
  }

  it("a text holding a number matches as a whole, anywhere, in any case", async () => {
    // Looked up by the number's trigrams, then checked whole (lib/any-field-search.ts containsText): a record
    // holding the number under other words is not a match, one holding the words around it in another case is.
    const number = `${Date.now() % 1_000_000_000}`;
    const customer = await insertCustomer(app.db, {
      firstname: "Bench",
      lastname: `Customer ${number}`,
      email_address: `customer${number}@bench.test`,
    });
    const other = await insertCustomer(app.db, {
      firstname: "Bench",
      lastname: `Client ${number}`,
      email_address: `client${number}@bench.test`,
    });
    const procurement = await insertProcurement(app.db, customer.id, { store_name: `Store ${number}` });
    const otherProcurement = await insertProcurement(app.db, other.id, { store_name: `Shop ${number}` });
    const ticket = await insertTicket(app.db, customer.id, { subject: `Question ${number} please` });
    const otherTicket = await insertTicket(app.db, other.id, { subject: `Answer ${number} please` });
    const pickup = await insertPickup(app.db, customer.id, { contact_name: `Ada ${number} Obi` });
    const otherPickup = await insertPickup(app.db, other.id, { contact_name: `Ben ${number} Obi` });
    const cases = [
      {
        path: "/api/procurement",
        key: "procurements",
        q: `TORE ${number}`,
        found: procurement.id,
        not: otherProcurement.id,
      },
      { path: "/api/ticket", key: "tickets", q: `stion ${number} PL`, found: ticket.id, not: otherTicket.id },
      { path: "/api/pickup", key: "pickups", q: `ada ${number}`, found: pickup.id, not: otherPickup.id },
      {
        path: "/api/admin/customers",
        key: "customers",
        q: `bench customer ${number}`,
        found: customer.id,
        not: other.id,
      },
      { path: "/api/admin/customers", key: "customers", q: `TOMER${number}@BENCH`, found: customer.id, not: other.id },
      { path: "/api/ticket", key: "tickets", q: `tomer${number}@bench.te`, found: ticket.id, not: otherTicket.id },
    ];
    for (const { path, key, q, found, not } of cases) {
      const ids = await idsFound(path, key, q);
      expect(ids, `${path} q=${q}`).toContain(found);
      expect(ids, `${path} q=${q}`).not.toContain(not);
    }
  });

  it("/api/shipment lists a shipment found in several ways once, and counts it once", async () => {
    // One text that is the start of a customer's e-mail, part of their name, the start of a tracking number and
    // the start of invoice transaction ids: the search's ways to match overlap, the answer must not.
    const mark = uniqueSuffix().toLowerCase();
    const q = `dup${mark}`;
    const twice = await insertCustomer(app.db, {
      firstname: `Dup${mark}`,
      lastname: "Twice",
      email_address: `${q}@example.com`,
    });
    const other = await insertCustomer(app.db, {
      firstname: "Other",
      lastname: "Person",
      email_address: `other-${q}@example.com`,
    });
    const byInvoiceToo = (await insertShipmentInvoice(app.db, twice, { transaction_id: `${q.toUpperCase()}1` }))
      .shipment;
    const byTrackingToo = await insertShipment(app.db, twice, { tracking_number: `${q.toUpperCase()}2` });
    const byInvoiceOnly = (await insertShipmentInvoice(app.db, other, { transaction_id: `${q.toUpperCase()}3` }))
      .shipment;
    await insertShipment(app.db, other);
    const expected = [byInvoiceToo.id, byTrackingToo.id, byInvoiceOnly.id].sort();

    for (const order of ["", "&sortBy=tracking_number", "&sort=asc"]) {
      const res = await owner.get(`/api/shipment?pageSize=100&q=${q}${order}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.shipments.map((s: { id: number }) => s.id).sort(), order).toEqual(expected);
      expect(res.body.pagination.total, order).toBe(3);
      // A page smaller than the matches still counts each shipment once.
      const paged = await owner.get(`/api/shipment?pageSize=2&page=2&q=${q}${order}`);
      expect(paged.body.shipments, order).toHaveLength(1);
      expect(paged.body.pagination, order).toMatchObject({ total: 3, totalPages: 2 });
    }
  });
});
