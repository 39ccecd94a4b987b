import { warehouseName } from "@app/shared/core/warehouse-names";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { multipartBody } from "../../../test/multipart.js";
import { createPackage, insertCustomer, insertShipment } from "../../db/factories/index.js";
import { insertPaidShipRequest } from "../../db/factories/masters.js";
import { shipRequestPackages } from "../../db/schema.js";

/**
 * "On time" and "Transit time per route" count every delivered shipment, however it became Delivered
 * (docs/decisions/0075, 0138): a staff status change and a proof of delivery as well as a master's milestone
 * (reports.test.ts). The delivery is the proof's time, else the first Delivered status entry.
 */
const { app } = await buildTestApp();
const manager = await signInAdmin(app, "manager");
const customer = await insertCustomer(app.db);

const DAY = 86_400_000;
const lagosDay = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 10);
const now = Date.now();
const TODAY = lagosDay(now);
const RANGE = `from=${lagosDay(now - 3 * DAY)}&to=${TODAY}`;

/** A packed ship request's shipment from `warehouse`, its one parcel received `receivedDaysAgo` days ago. */
async function packedShipment(warehouse: string, receivedDaysAgo: number, expected: string) {
  const { request, shipment } = await insertPaidShipRequest(app.db, customer, {
    request: { status: "shipped", warehouse },
    shipment: { shipment_status: "Available", estimated_delivery_date: expected },
  });
  const parcel = await createPackage(app.db, {
    owner: customer,
    status: "shipped",
    received_at: new Date(now - receivedDaysAgo * DAY),
    warehouse,
  });
  await app.db
    .insert(shipRequestPackages)
    .values({ ship_request_id: request.id, package_id: parcel.id, active: false });
  return shipment;
}

const setStatus = async (tracking_number: string, shipment_status: string) => {
  const res = await client(app, manager.token).put("/api/shipment/shipment-status", {
    tracking_number,
    shipment_status,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const recordProof = async (shipmentId: number, deliveredAt: number) => {
  const form = multipartBody({
    delivered_at: new Date(deliveredAt).toISOString(),
    received_by: "Ada at the door",
    delivery_code: "4821",
  });
  const res = await client(app, manager.token).post(
    `/api/admin/shipments/${shipmentId}/proof-of-delivery`,
    form.body,
    form.headers,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};
const table = async (name: string) => {
  const res = await client(app, manager.token).get(`/api/admin/reports/table/${name}?${RANGE}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.rows as Array<Record<string, unknown>>;
};

describe("deliveries in the reports", () => {
  it("counts shipments delivered by a status change or a proof of delivery, at the proof's time when there is one", async () => {
    // Set Delivered by staff: expected in 2099 (on time), 5 days from parcel to door, from Trail Richmond.
    const changed = await packedShipment("Trail Richmond", 5, "2099-01-01");
    await setStatus(changed.tracking_number, "Delivered");
    // Created by staff (no parcels), set Delivered after its expected day (2026-01-20): late, no transit time.
    const direct = await insertShipment(app.db, customer, { shipment_status: "In Transit" });
    await setStatus(direct.tracking_number, "Delivered");
    // A proof of delivery two days ago, expected today: on time, 10 − 2 = 8 days from Brixton, though the proof
    // made it Delivered (a status entry) only now.
    const proved = await packedShipment("Brixton", 10, TODAY);
    await recordProof(proved.id, now - 2 * DAY);
    // Delivered 20 days ago by its proof, recorded now: not a delivery of the range.
    const earlier = await packedShipment("Brixton", 30, TODAY);
    await recordProof(earlier.id, now - 20 * DAY);
    // Delivered, then set back: not delivered now.
    const undone = await packedShipment("Trail Richmond", 4, "2099-01-01");
    await setStatus(undone.tracking_number, "Delivered");
    await setStatus(undone.tracking_number, "Available");

    expect(await table("on_time")).toEqual([{ delivered: 3, on_time: 2, rate_percent: 66.7 }]);
    expect(await table("transit_times")).toEqual([
      { route: `${warehouseName("Brixton")} → Lagos`, shipments: 1, median_days: 8, p90_days: 8 },
      { route: `${warehouseName("Trail Richmond")} → Lagos`, shipments: 1, median_days: 5, p90_days: 5 },
    ]);
  });
});
