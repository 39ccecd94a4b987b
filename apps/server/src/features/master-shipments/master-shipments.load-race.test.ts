import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { insertCustomer } from "../../db/factories/accounts.js";
import { insertShipment } from "../../db/factories/index.js";
import { insertMaster, insertMasterWithShipments, insertPaidShipRequest } from "../../db/factories/masters.js";
import { backendPid, untilBlockedBy, untilOneWaitsForALock } from "../../../test/overlapping-transactions.js";
import { auditLog, shipments, shipRequests, trackingEvents } from "../../db/schema.js";

const { app } = await buildTestApp();
const staff = client(app, (await signInAdmin(app, "worker")).token);

/**
 * Two staff load the same paid ship requests onto two masters at the same moment (on PostgreSQL the two transactions
 * really overlap): a shipment ends on one master only, the other load stores nothing and says why (never a 200 that
 * added fewer than asked, with an audit naming shipments it did not load).
 */
describe("loading the same ship requests onto two masters at once", () => {
  it("links each shipment once; the losing load is refused and audits nothing", async () => {
    for (let round = 0; round < 5; round++) {
      const [first, second] = [await insertMaster(app.db), await insertMaster(app.db)];
      const customer = await insertCustomer(app.db);
      const requests = [];
      for (let i = 0; i < 20; i++) requests.push(await insertPaidShipRequest(app.db, customer));
      const ids = requests.map((r) => r.request.id);
      const shipmentIds = requests.map((r) => r.shipment.id);
      const answers = await Promise.all(
        [first, second].map((m) =>
          staff.post(`/api/admin/master-shipments/${m.id}/shipments`, { ship_request_ids: ids }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, JSON.stringify(answers.map((a) => a.body))).toEqual([200, 400]);
      const winner = answers[0]!.status === 200 ? first : second;
      const loser = winner === first ? second : first;
      expect(answers.find((a) => a.status === 200)!.body.added).toBe(20);
      const masters = await app.db
        .select({ master: shipments.master_shipment_id })
        .from(shipments)
        .where(inArray(shipments.id, shipmentIds));
      expect(new Set(masters.map((m) => m.master))).toEqual(new Set([winner.id]));
      const loserAudit = await app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity_type, "master_shipment"), eq(auditLog.entity_id, loser.id)));
      expect(loserAudit).toEqual([]);
    }
  });
});

describe("two staff posting the same milestone at once", () => {
  it("records it once: the second is told the master is already there, and no shipment gets two events", async () => {
    const { master, linked } = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [2, 1] });
    const answers = await Promise.all(
      [1, 2].map(() =>
        staff.post(`/api/admin/master-shipments/${master.id}/updates`, {
          kind: "milestone",
          milestone: "departed_origin",
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([201, 409]);
    const events = await app.db
      .select()
      .from(trackingEvents)
      .where(
        inArray(
          trackingEvents.shipment_id,
          linked.map((l) => l.shipment.id),
        ),
      );
    expect(events).toHaveLength(3);
  });
});

// PostgreSQL only: PGlite has one connection, so two of its transactions never overlap.
describe.runIf(process.env.TEST_DRIVER === "postgres")(
  "a load while the request's shipment is held as unpacking holds it",
  () => {
    it("waits for the shipment without holding the request, then loads it (decision 0153's order, never 500)", async () => {
      const master = await insertMaster(app.db);
      const { request, shipment } = await insertPaidShipRequest(app.db, await insertCustomer(app.db));
      let load!: Promise<{ status: number; body: { added?: number } }>;
      // As unpacking does (ship-requests.staff.unpack.ts) after the invoice: the shipment locked, then the request.
      await app.db.transaction(async (tx) => {
        await tx.select().from(shipments).where(eq(shipments.id, shipment.id)).for("update");
        load = staff.post(`/api/admin/master-shipments/${master.id}/shipments`, { ship_request_ids: [request.id] });
        await untilOneWaitsForALock(app.db);
        await tx.select().from(shipRequests).where(eq(shipRequests.id, request.id)).for("update");
      });
      const answered = await load;
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      expect(answered.body.added).toBe(1);
      const [linked] = await app.db.select().from(shipments).where(eq(shipments.id, shipment.id));
      expect(linked!.master_shipment_id).toBe(master.id);
    });
  },
);

// PostgreSQL only: two transactions of other connections overlap the load.
describe.runIf(process.env.TEST_DRIVER === "postgres")(
  "a load while its request is unpacked, packed again and paid between the load's locks (decision 0159)",
  () => {
    it("never locks the new shipment after the request: it takes its locks again in order and loads it (never 500)", async () => {
      const master = await insertMaster(app.db);
      const customer = await insertCustomer(app.db);
      const { request, shipment: first } = await insertPaidShipRequest(app.db, customer);
      // The shipment packing the request again opens (made beforehand, so that another connection can hold it).
      const again = await insertShipment(app.db, customer, { payment_status: "Paid" });

      // B, as another load of the request does (lockLoadCandidates): its shipment, then (once released) the request.
      // FOR NO KEY UPDATE lets A's new link to the shipment (a foreign key's KEY SHARE) through.
      let holding!: () => void;
      let goOn!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const released = new Promise<void>((resolve) => (goOn = resolve));
      let holder = 0;
      const other = app.db.transaction(async (tx) => {
        holder = await backendPid(tx);
        await tx.select().from(shipments).where(eq(shipments.id, again.id)).for("no key update");
        holding();
        await released;
        await tx.select().from(shipRequests).where(eq(shipRequests.id, request.id)).for("update");
      });
      await held;

      let load!: Promise<{ status: number; body: { added?: number; error?: string } }>;
      // A, between the load's two statements: unpacking holds the first shipment, the request is packed again into
      // the new one and paid.
      await app.db.transaction(async (tx) => {
        await tx.select().from(shipments).where(eq(shipments.id, first.id)).for("update");
        load = staff.post(`/api/admin/master-shipments/${master.id}/shipments`, { ship_request_ids: [request.id] });
        await untilOneWaitsForALock(app.db);
        await tx.update(shipments).set({ shipment_status: "Cancelled" }).where(eq(shipments.id, first.id));
        await tx
          .update(shipRequests)
          .set({ status: "paid", shipment_id: again.id })
          .where(eq(shipRequests.id, request.id));
      });
      // The load now waits for the new shipment, which B holds; then B asks for the request.
      await untilBlockedBy(app.db, holder);
      goOn();
      await other;
      const answered = await load;
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      expect(answered.body.added).toBe(1);
      const rows = await app.db
        .select({ id: shipments.id, master: shipments.master_shipment_id })
        .from(shipments)
        .where(inArray(shipments.id, [first.id, again.id]));
      expect(Object.fromEntries(rows.map((r) => [r.id, r.master]))).toEqual({
        [first.id]: null,
        [again.id]: master.id,
      });
    });
  },
);
