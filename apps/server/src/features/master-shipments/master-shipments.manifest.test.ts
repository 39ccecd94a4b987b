import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { parseCsv } from "../../../test/csv.js";
import { client } from "../../../test/http.js";
import type { DbOrTx } from "../../db/client.js";
import { insertCustomer, insertInvoice, insertShipment } from "../../db/factories/index.js";
import { customsDeclarationItems, masterShipments, shipRequests } from "../../db/schema.js";

const { app } = await buildTestApp();

type Item = {
  description: string;
  quantity: number;
  unit_value_minor: number;
  currency: "USD" | "GBP";
  hs_code?: string;
};

/** A paid ship request of `customer` whose shipment is loaded on `masterId` (rows written directly). */
async function loadedRequest(
  db: DbOrTx,
  masterId: number | null,
  customer: { id: number; email_address: string },
  delivery: { kind: "door" } | { kind: "office"; office: string },
  items: Item[],
) {
  const shipment = await insertShipment(db, customer, { master_shipment_id: masterId });
  const [request] = await db
    .insert(shipRequests)
    .values({
      user_id: customer.id,
      warehouse: "Trail Richmond",
      status: "paid",
      consolidate: true,
      repack: "keep_retail_box",
      service: "air_express",
      shipment_id: shipment.id,
      ...(delivery.kind === "door"
        ? {
            delivery: "door" as const,
            street: "14 Adeola Odeku Street",
            landmark: "Opposite the Mobil filling station",
            city: "Victoria Island",
            lga: "Eti-Osa",
            state: "Lagos" as const,
            phone: "+2348031234567",
          }
        : { delivery: "office_pickup" as const, office: delivery.office }),
    })
    .returning();
  await db.insert(customsDeclarationItems).values(items.map((i) => ({ ...i, ship_request_id: request!.id })));
  return shipment;
}

describe("the customs manifest of a master", async () => {
  const [master] = await app.db
    .insert(masterShipments)
    .values({
      mode: "air",
      carrier: "Virgin Atlantic Cargo",
      transport_document: "932-12345675",
      origin: "Trail Richmond",
      destination: "Lagos",
      // Closed: its cut-off has passed (the manifest is refused before).
      cutoff_at: new Date(Date.now() - 60_000),
    })
    .returning();
  const ada = await insertCustomer(app.db, { firstname: "Ada", lastname: "Obi" });
  const ben = await insertCustomer(app.db, { firstname: "Ben", lastname: "Eze", number: "08099990000" });
  const adaShipment = await loadedRequest(app.db, master!.id, ada, { kind: "door" }, [
    { description: "Men's leather shoes", quantity: 2, unit_value_minor: 4550, currency: "USD", hs_code: "6403990000" },
    { description: '=HYPERLINK("http://x")', quantity: 1, unit_value_minor: 1000, currency: "USD" },
  ]);
  const benShipment = await loadedRequest(app.db, master!.id, ben, { kind: "office", office: "ikeja" }, [
    {
      description: "Ground coffee, 1 kg bags",
      quantity: 3,
      unit_value_minor: 1299,
      currency: "GBP",
      hs_code: "0901210000",
    },
  ]);
  // Ada's shipment was packed by us into two boxes (its invoice's evidence); Ben's was registered by hand: one piece
  // of its recorded 2.50 kg.
  const box = (weight_grams: number) => ({ label: "Box", kind: "box", box: { weight_grams } });
  await insertInvoice(app.db, ada.id, {
    reference_type: "shipments",
    reference_id: adaShipment.id,
    evidence: { lines: [box(3300), { label: "Repack fee", kind: "handling", box: null }, box(1250)] } as never,
  });
  // Another customer's request that is on no master: never in the manifest.
  await loadedRequest(
    app.db,
    null,
    await insertCustomer(app.db, { firstname: "Chi", lastname: "Okafor" }),
    {
      kind: "door",
    },
    [{ description: "Laptop", quantity: 1, unit_value_minor: 90000, currency: "USD" }],
  );
  const worker = await signInAdmin(app, "worker");
  const url = (format: string) => `/api/admin/master-shipments/${master!.id}/manifest?format=${format}`;

  it("CSV: one row per declared item with its consignee and delivery, formulas defused, totals per currency", async () => {
    const res = await client(app, worker.token).get(url("csv"));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="manifest-MS\d+-\d{4}-\d\d-\d\d\.csv"/);
    const [header, ...rows] = parseCsv(res.raw.body);
    const at = (row: string[], name: string) => row[header!.indexOf(name)];
    const items = rows.filter((r) => at(r, "House waybill"));
    expect(
      items.map((r) => [at(r, "House waybill"), at(r, "Consignee"), at(r, "Description"), at(r, "Quantity")]),
    ).toEqual(
      [
        [adaShipment.tracking_number, "Ada Obi", "Men's leather shoes", "2"],
        [adaShipment.tracking_number, "Ada Obi", `'=HYPERLINK("http://x")`, "1"],
        [benShipment.tracking_number, "Ben Eze", "Ground coffee, 1 kg bags", "3"],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
    const shoes = items.find((r) => at(r, "Description") === "Men's leather shoes")!;
    expect(Object.fromEntries(header!.map((h, i) => [h, shoes[i]]))).toMatchObject({
      Master: master!.reference,
      "AWB / B/L": "932-12345675",
      Suite: ada.suite_number,
      Delivery: "Door",
      Street: "14 Adeola Odeku Street",
      Landmark: "Opposite the Mobil filling station",
      City: "Victoria Island",
      LGA: "Eti-Osa",
      State: "Lagos",
      Phone: "0803 123 4567",
      "Unit value": "45.50",
      Currency: "USD",
      "FOB value": "91.00",
      "HS code": "6403990000",
    });
    const coffee = items.find((r) => at(r, "House waybill") === benShipment.tracking_number)!;
    expect(at(coffee, "Delivery")).toBe("Office pickup");
    // The office as the customer chose it and as packing names it in the shipment's address (lagosOfficeLabel).
    expect(at(coffee, "Pickup office")).toBe("Ikeja office, 22 Allen Avenue, Ikeja");
    expect(at(coffee, "Street")).toBe("");
    expect(at(coffee, "Phone")).toBe("08099990000");
    expect(at(coffee, "FOB value")).toBe("38.97");
    const totals = rows.filter((r) => at(r, "Description")?.startsWith("Total"));
    expect(totals.map((r) => [at(r, "Description"), at(r, "Currency"), at(r, "FOB value")])).toEqual([
      ["Total GBP (1 item)", "GBP", "38.97"],
      ["Total USD (2 items)", "USD", "101.00"],
    ]);
    expect(res.raw.body).not.toContain("Laptop");
  });

  it("names the shipper, and counts pieces and gross weight per shipment, per consignee and in all", async () => {
    const res = await client(app, worker.token).get(url("csv"));
    const [header, ...rows] = parseCsv(res.raw.body);
    const at = (row: string[], name: string) => row[header!.indexOf(name)];
    const items = rows.filter((r) => at(r, "House waybill"));
    // Every item names who sends it: the company at the origin warehouse.
    for (const item of items)
      expect(at(item, "Shipper")).toBe(
        "Swiftway Global Logistics, 12603 Trail Richmond Dr, Stafford, TX 77477, United States",
      );
    // A shipment's pieces and weight stand on its first item only, so the column adds up to the master's.
    const ofShipment = (tracking: string) =>
      items
        .filter((r) => at(r, "House waybill") === tracking)
        .map((r) => [at(r, "Pieces"), at(r, "Gross weight (kg)")]);
    expect(ofShipment(adaShipment.tracking_number)).toEqual([
      ["2", "4.55"],
      ["", ""],
    ]);
    expect(ofShipment(benShipment.tracking_number)).toEqual([["1", "2.50"]]);
    const weights = rows.filter((r) => /^(Consignee total|All consignees)/.test(at(r, "Description") ?? ""));
    // Consignees in the manifest's order (by tracking number).
    const consignees = [
      [adaShipment.tracking_number, ["Consignee total (1 shipment)", "Ada Obi", ada.suite_number, "2", "4.55"]],
      [benShipment.tracking_number, ["Consignee total (1 shipment)", "Ben Eze", ben.suite_number, "1", "2.50"]],
    ]
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
      .map(([, line]) => line);
    expect(
      weights.map((r) =>
        ["Description", "Consignee", "Suite", "Pieces", "Gross weight (kg)"].map((name) => at(r, name)),
      ),
    ).toEqual([...consignees, ["All consignees (3 pieces, 2 shipments)", "", "", "3", "7.05"]]);

    const xlsx = await client(app, worker.token).get(url("xlsx"));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const titles = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    let all: unknown[] | undefined;
    sheet.eachRow((row) => {
      if (String(row.getCell(titles.indexOf("Description") + 1).value ?? "").startsWith("All consignees"))
        all = ["Pieces", "Gross weight (kg)"].map((name) => row.getCell(titles.indexOf(name) + 1).value);
    });
    expect(all).toEqual([3, 7.05]);
  });

  it("XLSX: the same rows as typed cells (numbers in the item's currency), a bold frozen header", async () => {
    const res = await client(app, worker.token).get(url("xlsx"));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const col = (name: string) => header.indexOf(name) + 1;
    const read: Array<Record<string, unknown>> = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      read.push(Object.fromEntries(header.map((h) => [h, row.getCell(col(h)).value])));
    });
    const items = read.filter((r) => r["House waybill"]);
    expect(items).toHaveLength(3);
    expect(items.map((r) => [r.Consignee, r.Description]).sort()).toEqual([
      ["Ada Obi", '=HYPERLINK("http://x")'],
      ["Ada Obi", "Men's leather shoes"],
      ["Ben Eze", "Ground coffee, 1 kg bags"],
    ]);
    const coffee = items.find((r) => r.Consignee === "Ben Eze")!;
    expect(coffee).toMatchObject({ Quantity: 3, "Unit value": 12.99, "FOB value": 38.97, "HS code": "0901210000" });
    const coffeeRow = sheet.getRow(read.indexOf(coffee) + 2);
    expect(coffeeRow.getCell(col("FOB value")).numFmt).toBe('#,##0.00" GBP"');
    const totals = read.filter((r) => String(r.Description ?? "").startsWith("Total"));
    expect(totals.map((r) => [r.Description, r["FOB value"]])).toEqual([
      ["Total GBP (1 item)", 38.97],
      ["Total USD (2 items)", 101],
    ]);
  });

  it("an unknown master answers 404; a bad format 400; customers and visitors are refused", async () => {
    expect((await client(app, worker.token).get("/api/admin/master-shipments/999999/manifest")).status).toBe(404);
    expect((await client(app, worker.token).get(url("pdf"))).status).toBe(400);
    expect((await client(app).get(url("csv"))).status).toBe(401);
  });
});

describe("a manifest of customers whose names look like formulas", async () => {
  const [master] = await app.db
    .insert(masterShipments)
    .values({
      mode: "sea",
      carrier: "MSC",
      transport_document: "MSCU1234567",
      origin: "Trail Richmond",
      destination: "Apapa",
      // Closed: departed.
      last_milestone: "departed_origin",
    })
    .returning();
  const evil = await insertCustomer(app.db, { firstname: "=cmd|' /C calc'!A0", lastname: "@SUM(1+1)" });
  await loadedRequest(app.db, master!.id, evil, { kind: "office", office: "ikeja" }, [
    { description: "+44 phone case", quantity: 1, unit_value_minor: 500, currency: "USD" },
  ]);
  const worker = await signInAdmin(app, "worker");
  const url = (format: string) => `/api/admin/master-shipments/${master!.id}/manifest?format=${format}`;

  it("CSV defuses the consignee and the item; XLSX keeps them as text cells, never formulas", async () => {
    const csv = await client(app, worker.token).get(url("csv"));
    const [header, row] = parseCsv(csv.raw.body);
    expect(row![header!.indexOf("Consignee")]).toBe("'=cmd|' /C calc'!A0 @SUM(1+1)");
    expect(row![header!.indexOf("Description")]).toBe("'+44 phone case");

    const xlsx = await client(app, worker.token).get(url("xlsx"));
    expect(xlsx.headers["content-disposition"]).toMatch(
      /^attachment; filename="manifest-MS\d+-\d{4}-\d\d-\d\d\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header2 = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const cell = (name: string) => sheet.getRow(2).getCell(header2.indexOf(name) + 1);
    for (const [name, text] of [
      ["Consignee", "=cmd|' /C calc'!A0 @SUM(1+1)"],
      ["Description", "+44 phone case"],
    ] as const) {
      expect(cell(name).type, name).toBe(ExcelJS.ValueType.String);
      expect(cell(name).value).toBe(text);
    }
  });
});
