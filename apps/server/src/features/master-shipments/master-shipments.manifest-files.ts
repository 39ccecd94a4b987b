import { minorToDecimalText } from "@app/shared/rates/rates";
import { type CsvColumn, toCsv } from "../../lib/list.js";
import type { Manifest, ManifestRow } from "./master-shipments.manifest.js";

/**
 * The manifest's two files for the clearing broker (master-shipments.manifest.ts reads it): CSV through the CSV helper
 * (formula cells defused) and an Excel workbook (typed number cells, frozen header), with the same lines: the items,
 * the declared totals per currency, then the pieces and gross weight per consignee and in all.
 */

/** The manifest's columns, in order, for both files; `money` columns are amounts in the row's currency. */
const COLUMNS: Array<{
  header: string;
  key: keyof ManifestRow;
  width: number;
  money?: true;
  /** An amount in kobo whatever the row's currency (the duty paid in naira). */
  naira?: true;
  integer?: true;
  kg?: true;
}> = [
  { header: "Master", key: "master", width: 10 },
  { header: "AWB / B/L", key: "transportDocument", width: 16 },
  { header: "House waybill", key: "trackingNumber", width: 18 },
  { header: "Shipper", key: "shipper", width: 40 },
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
  { header: "Description", key: "description", width: 30 },
  { header: "HS code", key: "hsCode", width: 12 },
  { header: "Quantity", key: "quantity", width: 9, integer: true },
  { header: "Pieces", key: "pieces", width: 8, integer: true },
  { header: "Gross weight (kg)", key: "grossKg", width: 12, kg: true },
  { header: "Unit value", key: "unitValueMinor", width: 14, money: true },
  { header: "FOB value", key: "lineValueMinor", width: 15, money: true },
  { header: "Currency", key: "currency", width: 9 },
  { header: "Origin", key: "origin", width: 16 },
  { header: "Duty paid (NGN)", key: "dutyPaidKobo", width: 16, naira: true },
];
export const MANIFEST_HEADERS = COLUMNS.map((c) => c.header);

/** A totals line under the items: 'Total USD (3 items)' in the Description column, the sum in FOB value. */
const totalLabel = (t: Manifest["totals"][number]) =>
  `Total ${t.currency} (${t.items} item${t.items === 1 ? "" : "s"})`;

/** '1 shipment', '3 shipments'. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A weight line: a consignee's pieces and gross weight, or the whole master's (no consignee). */
interface WeightLine {
  label: string;
  consignee?: string;
  suite?: string;
  pieces: number;
  grossGrams: number;
}

function weightLines(manifest: Manifest): WeightLine[] {
  if (manifest.consignees.length === 0) return [];
  return [
    ...manifest.consignees.map((c) => ({ ...c, label: `Consignee total (${plural(c.shipments, "shipment")})` })),
    {
      label: `All consignees (${plural(manifest.weight.pieces, "piece")}, ${plural(manifest.weight.shipments, "shipment")})`,
      pieces: manifest.weight.pieces,
      grossGrams: manifest.weight.grossGrams,
    },
  ];
}

const kgText = (kg: number) => kg.toFixed(2);

type Line = { row?: ManifestRow; total?: Manifest["totals"][number]; weight?: WeightLine };

/** The lines of both files: the items, the declared totals per currency, then pieces and weights. */
function linesOf(manifest: Manifest): Line[] {
  const weights = weightLines(manifest);
  return [
    ...manifest.rows.map((row) => ({ row })),
    ...(manifest.totals.length ? [{}] : []),
    ...manifest.totals.map((total) => ({ total })),
    ...(weights.length ? [{}] : []),
    ...weights.map((weight) => ({ weight })),
  ];
}

/** A summary line's value in a column ('' where it has none). */
function summaryValue(line: Line, key: keyof ManifestRow): string | number {
  const { total, weight } = line;
  if (total) {
    if (key === "description") return totalLabel(total);
    if (key === "currency") return total.currency;
    if (key === "lineValueMinor") return total.totalMinor;
  }
  if (weight) {
    if (key === "description") return weight.label;
    if (key === "consignee") return weight.consignee ?? "";
    if (key === "suite") return weight.suite ?? "";
    if (key === "pieces") return weight.pieces;
    if (key === "grossKg") return weight.grossGrams / 1000;
  }
  return "";
}

export function manifestCsv(manifest: Manifest): string {
  const columns: CsvColumn<Line>[] = COLUMNS.map((column) => ({
    header: column.header,
    value: (line) => {
      const value = line.row ? line.row[column.key] : summaryValue(line, column.key);
      if (value === null || value === "") return "";
      if (column.money || column.naira) return minorToDecimalText(value as number);
      if (column.kg) return kgText(value as number);
      return value;
    },
  }));
  return toCsv(columns, linesOf(manifest));
}

/** An amount format in the currency's code, e.g. 1,234.50 USD: the cell stays a number (sums, sorting). */
const moneyFormat = (currency: string) => `#,##0.00" ${currency}"`;
const KG_FORMAT = '#,##0.00" kg"';

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

  for (const line of linesOf(manifest)) {
    const added = sheet.addRow([]);
    if (!line.row && !line.total && !line.weight) continue;
    const currency = line.row?.currency ?? line.total?.currency;
    COLUMNS.forEach((c, index) => {
      const value = line.row ? line.row[c.key] : summaryValue(line, c.key);
      if (value === null || value === "") return;
      const cell = added.getCell(index + 1);
      cell.value = c.money || c.naira ? (value as number) / 100 : value;
      if (c.naira) cell.numFmt = moneyFormat("NGN");
      else if (c.money && currency) cell.numFmt = moneyFormat(currency);
      else if (c.kg) cell.numFmt = KG_FORMAT;
      else if (c.integer) cell.numFmt = "0";
    });
    if (!line.row) added.font = { bold: true };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
