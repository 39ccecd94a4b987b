import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/build-app.js";
import {
  customers,
  mailOutbox,
  masterShipments,
  masterUpdates,
  shipments,
  shipRequests,
  trackingEvents,
} from "../db/schema.js";
import { masterManifest } from "../features/master-shipments/master-shipments.manifest.js";
import { seedDemoData } from "./demo-data.js";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const dataDir = mkdtempSync(join(tmpdir(), "freight-demo-masters-"));
beforeAll(async () => {
  database = await freshDatabase();
  await seedDemoData(database.db, dataDir);
}, 120_000);
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the demo master shipment", () => {
  it("is a flight in customs carrying three customers' requests, with two milestones and a delay on each shipment", async () => {
    const db = database.db;
    const masters = await db.select().from(masterShipments);
    expect(masters).toHaveLength(1);
    const master = masters[0]!;
    expect(master).toMatchObject({ mode: "air", origin: "Trail Richmond", last_milestone: "in_customs" });

    const updates = await db
      .select()
      .from(masterUpdates)
      .where(eq(masterUpdates.master_shipment_id, master.id))
      .orderBy(asc(masterUpdates.id));
    expect(updates.map((u) => [u.kind, u.milestone, u.customs_reason])).toEqual([
      ["milestone", "departed_origin", null],
      ["milestone", "in_customs", "documentation"],
      ["delay", null, "documentation"],
    ]);
    expect(updates.every((u) => u.shipments_count === 3)).toBe(true);

    const carried = await db
      .select({ shipment: shipments, request: shipRequests, email: customers.email_address })
      .from(shipments)
      .innerJoin(shipRequests, eq(shipRequests.shipment_id, shipments.id))
      .innerJoin(customers, eq(customers.id, shipRequests.user_id))
      .where(eq(shipments.master_shipment_id, master.id));
    expect(carried).toHaveLength(3);
    expect(new Set(carried.map((c) => c.email)).size).toBe(3);
    for (const { shipment, request } of carried) {
      expect(request.status).toBe("shipped");
      expect(shipment.shipment_status).toBe("In Transit");
    }
    const events = await db
      .select()
      .from(trackingEvents)
      .where(
        inArray(
          trackingEvents.shipment_id,
          carried.map((c) => c.shipment.id),
        ),
      );
    expect(events).toHaveLength(9);
    expect(events.every((e) => e.source === "master" && e.visible)).toBe(true);

    // The broker's manifest: every declared item of the three requests with its consignee.
    const manifest = await masterManifest(db, master.id);
    expect(manifest.rows).toHaveLength(5);
    expect(new Set(manifest.rows.map((r) => r.consignee))).toEqual(
      new Set(["Chidi Okafor", "Amaka Eze", "Tom Hughes"]),
    );
    expect(manifest.rows.every((r) => /^\d{10}$/.test(r.hsCode))).toBe(true);

    // The demo's other paid requests are still free to load, and the demo's history e-mails nobody.
    const paid = await db.select().from(shipRequests).where(eq(shipRequests.status, "paid"));
    expect(paid.length).toBeGreaterThanOrEqual(3);
    expect(await db.select().from(mailOutbox)).toEqual([]);
  });
});
