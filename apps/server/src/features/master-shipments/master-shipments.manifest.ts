import {
  declarationTotals,
  formatNigerianPhone,
  LAGOS_OFFICES,
  minorText,
} from "@app/shared/ship-requests/ship-requests";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customers, customsDeclarationItems, masterShipments, shipRequests, shipments } from "../../db/schema.js";
import { notFound } from "../../lib/errors.js";
import { type CsvColumn, toCsv } from "../../lib/list.js";

/**
 * The customs manifest of a master for the clearing broker: one row per declared item of every shipment loaded on
 * it, with the consignee the item goes to (name, suite, the ship request's delivery address or Lagos office, phone),
 * then the declared total per currency. The same rows make the CSV (through the CSV helper, formula cells defused)
 * and the Excel workbook (typed number cells in the item's currency, frozen header).
 */

export interface ManifestRow {
  master: string;
  transportDocument: string;
  trackingNumber: string;
  consignee: string;
  suite: string;
  delivery: "Door" | "Office pickup";
  street: string;
  landmark: string;
  city: string;
  lga: string;
  state: string;
  office: string;
  phone: string;
  description: string;
  quantity: number;
  unitValueMinor: number;
  currency: string;
  lineValueMinor: number;
  hsCode: string;
}

export interface Manifest {
  master: { id: number; reference: string; mode: "air" | "sea"; carrier: string; transportDocument: string };
  rows: ManifestRow[];
  /** Declared value per currency (minor units), currencies in alphabetical order. */
  totals: Array<{ currency: string; totalMinor: number; items: number }>;
}

const officeLabel = (code: string | null) => (code ? (LAGOS_OFFICES.find((o) => o.code === code)?.label ?? code) : "");

/** Every declared item of the master's shipments, by tracking number then the declaration's order. 404 if no master. */
export async function masterManifest(db: DbOrTx, masterId: number): Promise<Manifest> {
  const [master] = await db
    .select({
      id: masterShipments.id,
      reference: masterShipments.reference,
      mode: masterShipments.mode,
      carrier: masterShipments.carrier,
      transportDocument: masterShipments.transport_document,
    })
    .from(masterShipments)
    .where(eq(masterShipments.id, masterId));
  if (!master) throw notFound("Master shipment not found.");

  const items = await db
    .select({
      trackingNumber: shipments.tracking_number,
      firstname: customers.firstname,
      lastname: customers.lastname,
      suite: customers.suite_number,
      accountPhone: customers.number,
      request: {
        delivery: shipRequests.delivery,
        street: shipRequests.street,
        landmark: shipRequests.landmark,
        city: shipRequests.city,
        lga: shipRequests.lga,
        state: shipRequests.state,
        phone: shipRequests.phone,
        office: shipRequests.office,
      },
      item: customsDeclarationItems,
    })
    .from(shipments)
    .innerJoin(shipRequests, eq(shipRequests.shipment_id, shipments.id))
    .innerJoin(customers, eq(customers.id, shipRequests.user_id))
    .innerJoin(customsDeclarationItems, eq(customsDeclarationItems.ship_request_id, shipRequests.id))
    .where(eq(shipments.master_shipment_id, masterId))
    .orderBy(asc(shipments.tracking_number), asc(customsDeclarationItems.id));

  const rows = items.map(({ request, item, ...who }): ManifestRow => {
    const door = request.delivery === "door";
    return {
      master: master.reference,
      transportDocument: master.transportDocument,
      trackingNumber: who.trackingNumber,
      consignee: `${who.firstname} ${who.lastname}`,
      suite: who.suite,
      delivery: door ? "Door" : "Office pickup",
      street: door ? (request.street ?? "") : "",
      landmark: door ? (request.landmark ?? "") : "",
      city: door ? (request.city ?? "") : "",
      lga: door ? (request.lga ?? "") : "",
      state: door ? (request.state ?? "") : "",
      office: door ? "" : officeLabel(request.office),
      // The request's delivery phone as read in Nigeria ('0803 123 4567'); an office pickup may have none, then the
      // account's number.
      phone: request.phone ? formatNigerianPhone(request.phone) : who.accountPhone,
      description: item.description,
      quantity: item.quantity,
      unitValueMinor: item.unit_value_minor,
      currency: item.currency,
      lineValueMinor: item.quantity * item.unit_value_minor,
      hsCode: item.hs_code ?? "",
    };
  });
  const sums = declarationTotals(items.map((r) => r.item));
  const totals = Object.keys(sums)
    .sort()
    .map((currency) => ({
      currency,
      totalMinor: sums[currency]!,
      items: rows.filter((r) => r.currency === currency).length,
    }));
  return { master, rows, totals };
}

/** The manifest's columns, in order, for both files; `money` columns are amounts in the row's currency. */
const COLUMNS: Array<{ header: string; key: keyof ManifestRow; width: number; money?: true; integer?: true }> = [
  { header: "Master", key: "master", width: 10 },
  { header: "AWB / B/L", key: "transportDocument", width: 16 },
  { header: "Tracking number", key: "trackingNumber", width: 18 },
  { header: "Consignee", key: "consignee", width: 22 },
  { header: "Suite", key: "suite", width: 10 },
  { header: "Delivery", key: "delivery", width: 13 },
  { header: "Street", key: "street", width: 28 },
  { header: "Landmark", key: "landmark", width: 24 },
  { header: "City", key: "city", width: 16 },
  { header: "LGA", key: "lga", width: 14 },
  { header: "State", key: "state", width: 12 },
  { header: "Pickup office", key: "office", width: 30 },
  { header: "Phone", key: "phone", width: 16 },
  { header: "Item", key: "description", width: 30 },
  { header: "Quantity", key: "quantity", width: 9, integer: true },
  { header: "Unit value", key: "unitValueMinor", width: 14, money: true },
  { header: "Currency", key: "currency", width: 9 },
  { header: "Line value", key: "lineValueMinor", width: 15, money: true },
  { header: "HS code", key: "hsCode", width: 12 },
];
export const MANIFEST_HEADERS = COLUMNS.map((c) => c.header);

/** A totals line under the items: 'Total USD (3 items)' in the Item column, the sum in Line value. */
const totalLabel = (t: Manifest["totals"][number]) =>
  `Total ${t.currency} (${t.items} item${t.items === 1 ? "" : "s"})`;

export function manifestCsv(manifest: Manifest): string {
  type Line = { row?: ManifestRow; total?: Manifest["totals"][number] };
  const columns: CsvColumn<Line>[] = COLUMNS.map((column) => ({
    header: column.header,
    value: ({ row, total }) => {
      if (row) return column.money ? minorText(row[column.key] as number) : row[column.key];
      if (!total) return "";
      if (column.key === "description") return totalLabel(total);
      if (column.key === "currency") return total.currency;
      if (column.key === "lineValueMinor") return minorText(total.totalMinor);
      return "";
    },
  }));
  const lines: Line[] = [
    ...manifest.rows.map((row) => ({ row })),
    ...(manifest.totals.length ? [{}] : []),
    ...manifest.totals.map((total) => ({ total })),
  ];
  return toCsv(columns, lines);
}

/** An amount format in the currency's code, e.g. 1,234.50 USD: the cell stays a number (sums, sorting). */
const moneyFormat = (currency: string) => `#,##0.00" ${currency}"`;

export async function manifestXlsx(manifest: Manifest): Promise<Buffer> {
  // Loaded on the first Excel download, not at start: exceljs is large and most processes never write a workbook.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Swiftway";
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(`Manifest ${manifest.master.reference}`, {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };

  for (const row of manifest.rows) {
    const added = sheet.addRow(
      Object.fromEntries(COLUMNS.map((c) => [c.key, c.money ? (row[c.key] as number) / 100 : row[c.key]])),
    );
    COLUMNS.forEach((c, index) => {
      const cell = added.getCell(index + 1);
      if (c.money) cell.numFmt = moneyFormat(row.currency);
      else if (c.integer) cell.numFmt = "0";
    });
  }
  if (manifest.totals.length) sheet.addRow([]);
  const itemColumn = COLUMNS.findIndex((c) => c.key === "description") + 1;
  const currencyColumn = COLUMNS.findIndex((c) => c.key === "currency") + 1;
  const lineColumn = COLUMNS.findIndex((c) => c.key === "lineValueMinor") + 1;
  for (const total of manifest.totals) {
    const added = sheet.addRow([]);
    added.getCell(itemColumn).value = totalLabel(total);
    added.getCell(currencyColumn).value = total.currency;
    const sum = added.getCell(lineColumn);
    sum.value = total.totalMinor / 100;
    sum.numFmt = moneyFormat(total.currency);
    added.font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
