import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { loginAdminByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { axeViolations, pageOverflow } from "./support/screen-checks";
import { createVerifiedStaff } from "./support/staff";

/**
 * The demo master's customs manifest, downloaded from its page as CSV and as
 * Excel, lists every declared item of the shipments it carries with the item's consignee and shipper, and the pieces
 * and gross weight per consignee and in all. And the stale-master
 * setting: owners change the days on the master-shipments list; workers do not see it.
 */

const DEMO_AWB = "932-48217765";
/** The demo master's declared items (cli/demo-masters.ts): consignee and description. */
const DEMO_ITEMS = [
  ["Chidi Okafor", "Laptop computer, 14 inch"],
  ["Chidi Okafor", "Wireless mouse"],
  ["Amaka Eze", "Cotton baby clothes"],
  ["Amaka Eze", "Video baby monitor"],
  ["Tom Hughes", "Golf club set"],
].sort();

async function demoMasterId(page: Page) {
  const res = await page.request.get(`/api/admin/master-shipments?q=${DEMO_AWB}`);
  expect(res.ok()).toBe(true);
  const [master] = ((await res.json()) as { masters: Array<{ id: number }> }).masters;
  expect(master, "the demo's master shipment").toBeTruthy();
  return master!.id;
}

async function download(page: Page, linkName: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: linkName }).click()]);
  return { name: file.suggestedFilename(), path: (await file.path())! };
}

/** CSV cells (quoted, doubled quotes, CRLF rows), as the export writes them. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += ch;
    }
  }
  return rows;
}

test("the demo master's customs manifest as CSV and Excel lists every declared item with its consignee", async ({
  page,
}) => {
  await loginAdminByApi(page);
  const id = await demoMasterId(page);
  await page.goto(`/admin/master-shipments/${id}`);

  const csv = await download(page, "Customs manifest (CSV)");
  expect(csv.name).toMatch(/^manifest-MS\d+-\d{4}-\d\d-\d\d\.csv$/);
  const [header, ...rows] = csvRows(readFileSync(csv.path, "utf8"));
  const col = (name: string) => header!.indexOf(name);
  const items = rows.filter((r) => r[col("House waybill")]);
  expect(items.map((r) => [r[col("Consignee")], r[col("Description")]]).sort()).toEqual(DEMO_ITEMS);
  expect(items.every((r) => r[col("AWB / B/L")] === DEMO_AWB && /^\d{10}$/.test(r[col("HS code")]!))).toBe(true);
  const tom = items.find((r) => r[col("Consignee")] === "Tom Hughes")!;
  expect(tom[col("Pickup office")]).toContain("Ikeja office");
  expect(rows.some((r) => r[col("Description")] === "Total USD (5 items)")).toBe(true);
  // The broker's figures: who ships it, and pieces and gross weight per consignee and in all.
  expect(items.every((r) => r[col("Shipper")]!.startsWith("Swiftway Global Logistics, 12603 Trail Richmond Dr"))).toBe(
    true,
  );
  const perConsignee = rows.filter((r) => r[col("Description")]!.startsWith("Consignee total"));
  expect(perConsignee.map((r) => r[col("Consignee")]).sort()).toEqual(["Amaka Eze", "Chidi Okafor", "Tom Hughes"]);
  for (const line of perConsignee) {
    expect(Number(line[col("Pieces")])).toBeGreaterThanOrEqual(1);
    expect(Number(line[col("Gross weight (kg)")])).toBeGreaterThan(0);
  }
  const all = rows.find((r) => r[col("Description")]!.startsWith("All consignees"))!;
  const sum = (name: string) => perConsignee.reduce((total, r) => total + Number(r[col(name)]), 0);
  expect(Number(all[col("Pieces")])).toBe(sum("Pieces"));
  expect(Number(all[col("Gross weight (kg)")])).toBeCloseTo(sum("Gross weight (kg)"), 2);
  // The pieces on the item rows (one figure per shipment) add up to the same.
  expect(items.reduce((total, r) => total + Number(r[col("Pieces")] || 0), 0)).toBe(sum("Pieces"));

  const xlsx = await download(page, "Customs manifest (Excel)");
  expect(xlsx.name).toMatch(/^manifest-MS\d+-\d{4}-\d\d-\d\d\.xlsx$/);
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsx.path);
  const sheet = workbook.worksheets[0]!;
  const titles = (sheet.getRow(1).values as unknown[]).slice(1);
  const cell = (row: number, name: string) => sheet.getRow(row).getCell(titles.indexOf(name) + 1).value;
  const read: string[][] = [];
  for (let n = 2; n <= sheet.rowCount; n++)
    if (cell(n, "House waybill")) read.push([String(cell(n, "Consignee")), String(cell(n, "Description"))]);
  expect(read.sort()).toEqual(DEMO_ITEMS);
});

test("owners set the days without movement before the alert; workers do not see the setting", async ({
  page,
  browser,
  request,
}) => {
  await loginAdminByApi(page);
  await page.goto("/admin/master-shipments");
  const days = page.getByLabel("Alert staff after this many days without movement");
  await expect(days).toHaveValue("5");
  await days.fill("0");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("At least 1 day")).toBeVisible();
  await days.fill("7");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Staff are alerted after 7 days without movement.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Alert staff after this many days without movement")).toHaveValue("7");
  // The change is in the audit log, shown under the setting with who made it.
  const changes = page.getByRole("region", { name: "Changes to this setting" });
  await expect(changes.getByRole("listitem").first()).toContainText(
    "Days without movement before staff are alerted changed from 5 to 7",
  );
  await expect(changes.getByRole("listitem").first()).toContainText("(owner)");
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await pageOverflow(page)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);

  const worker = await createVerifiedStaff(request, "worker", "Wanda");
  const context = await browser.newContext();
  const desk = await context.newPage();
  await loginAdminByApi(desk, worker);
  await desk.goto("/admin/master-shipments");
  await expect(desk.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(desk.getByText(DEMO_AWB).first()).toBeVisible();
  await expect(desk.getByLabel("Alert staff after this many days without movement")).toHaveCount(0);
  await context.close();

  // Back to the default, for the other files on this server.
  expect((await page.request.put("/api/admin/master-shipments/settings", { data: { stale_days: 5 } })).ok()).toBe(true);
});
