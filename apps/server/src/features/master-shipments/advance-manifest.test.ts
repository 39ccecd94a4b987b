import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { parseCsv } from "../../../test/csv.js";
import { insertPricedDuty } from "../../../test/duties.js";
import { client } from "../../../test/http.js";
import { insertCustomer } from "../../db/factories/index.js";
import { insertMaster, insertPaidShipRequest } from "../../db/factories/masters.js";

const { app } = await buildTestApp();

/**
 * The advance manifest the NCS DDP procedure asks for (issue 37): every declared line of a closed master with its
 * house waybill, consignee, HS code, values and origin; refused while the master is still loading; each download in
 * the master's audit trail.
 */
describe("the advance manifest of a master", async () => {
  const worker = await signInAdmin(app, "worker");
  const url = (id: number, format = "csv") => `/api/admin/master-shipments/${id}/manifest?format=${format}`;

  it("is refused while the master is loading (no cut-off yet, or a cut-off to come), with a clear message", async () => {
    const open = await insertMaster(app.db);
    const later = await insertMaster(app.db, { cutoff_at: new Date(Date.now() + 3_600_000) });
    for (const master of [open, later]) {
      const res = await client(app, worker.token).get(url(master.id));
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(
        `The advance manifest of ${master.reference} is available once the master is closed: when its cut-off has passed or it has departed.`,
      );
    }
    const detail = await client(app, worker.token).get(`/api/admin/master-shipments/${open.id}`);
    expect(detail.body.master).toMatchObject({ closed: false, manifest_downloaded_at: null });
  });

  it("lists every line with its house waybill, consignee, HS code, values and origin once closed", async () => {
    const master = await insertMaster(app.db, { cutoff_at: new Date(Date.now() - 60_000) });
    const ada = await insertCustomer(app.db, { firstname: "Ada", lastname: "Obi", number: "08031234567" });
    const kemi = await insertCustomer(app.db, { firstname: "Kemi", lastname: "Bello" });
    const shoes = {
      description: "Men's leather shoes",
      quantity: 2,
      unit_value_minor: 4550,
      currency: "USD",
      hs_code: "6403990000",
    } as const;
    const phone = { ...shoes, description: "Smartphone", quantity: 1, unit_value_minor: 39_900, hs_code: "8517130000" };
    const onMaster = { shipment: { master_shipment_id: master.id } };
    const first = await insertPaidShipRequest(app.db, ada, { ...onMaster, items: [shoes] });
    const second = await insertPaidShipRequest(app.db, kemi, { ...onMaster, items: [shoes, phone] });
    await insertPaidShipRequest(app.db, ada); // on no master: never listed
    // Kemi's shipment was priced duty-paid at packing: each line's duty and taxes on her invoice; Ada's was not.
    await insertPricedDuty(app.db, second.shipment, second.request.id, [2_045_063, 11_990_250], {
      currency: "USD",
      amountMinor: 9_357,
      rate: "1500",
    });

    const res = await client(app, worker.token).get(url(master.id));
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.raw.body);
    for (const name of [
      "House waybill",
      "Consignee",
      "Street",
      "Pickup office",
      "Phone",
      "Description",
      "HS code",
      "Quantity",
      "Gross weight (kg)",
      "FOB value",
      "Currency",
      "Origin",
      "Duty paid (NGN)",
    ])
      expect(header, name).toContain(name);
    const line = (row: string[]) =>
      Object.fromEntries(
        [
          "House waybill",
          "Consignee",
          "Description",
          "HS code",
          "Quantity",
          "FOB value",
          "Currency",
          "Origin",
          "Duty paid (NGN)",
        ].map((name) => [name, row[header!.indexOf(name)]]),
      );
    const lines = rows.filter((r) => r[header!.indexOf("House waybill")]).map(line);
    const expected = [
      [first.shipment.tracking_number, "Ada Obi", "Men's leather shoes", "6403990000", "2", "91.00", ""],
      [second.shipment.tracking_number, "Kemi Bello", "Men's leather shoes", "6403990000", "2", "91.00", "20450.63"],
      [second.shipment.tracking_number, "Kemi Bello", "Smartphone", "8517130000", "1", "399.00", "119902.50"],
    ].sort((a, b) => a[0]!.localeCompare(b[0]!));
    expect(lines).toEqual(
      expected.map(([waybill, consignee, description, hs, quantity, fob, duty]) => ({
        "House waybill": waybill,
        Consignee: consignee,
        Description: description,
        "HS code": hs,
        Quantity: quantity,
        "FOB value": fob,
        Currency: "USD",
        Origin: "United States",
        "Duty paid (NGN)": duty,
      })),
    );
  });

  it("records each download in the master's audit trail with who took it, and as its last download", async () => {
    const master = await insertMaster(app.db, { last_milestone: "departed_origin" });
    expect((await client(app, worker.token).get(url(master.id, "xlsx"))).status).toBe(200);
    expect((await client(app, worker.token).get(url(master.id, "csv"))).status).toBe(200);
    const detail = await client(app, worker.token).get(`/api/admin/master-shipments/${master.id}`);
    expect(detail.body.master.closed).toBe(true);
    expect(Date.now() - Date.parse(detail.body.master.manifest_downloaded_at)).toBeLessThan(60_000);
    const downloads = (detail.body.audit as Array<{ summary: string; actor_label: string }>).filter((a) =>
      a.summary.startsWith("Manifest downloaded"),
    );
    expect(downloads.map((a) => a.summary)).toEqual([
      "Manifest downloaded: Customs manifest (CSV)",
      "Manifest downloaded: Customs manifest (Excel)",
    ]);
    expect(downloads[0]!.actor_label).toContain("Sam workerson");
  });
});
