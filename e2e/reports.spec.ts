import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_CUSTOMER, loginAdminByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { receivedPackages } from "./support/records";
import { axeViolations, pageOverflow } from "./support/screen-checks";
import { asNewVisitor } from "./support/visitor";

/**
 * The owner's dashboard (issue 34) at a desktop and a phone width: the owner opens it, picks a warehouse and a range,
 * the received-per-day chart and its table change together, the CSV of that table downloads with the same figures,
 * and the click-through opens the packages list filtered by the same warehouse. The file receives parcels of its
 * own today, so it has a server of its own (the counts are exact).
 */
test.use({ dataset: "reports" });

const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
const BOOKS = { description: "Books", weight: "1.2", length: "30", width: "20", height: "12" };

/** Two parcels of the demo customer received at Guangzhou now, through the desk's operation. */
async function receiveTwoAtGuangzhou(request: APIRequestContext) {
  const login = await request.post("/api/users/login", {
    headers: asNewVisitor(),
    data: { email_address: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  });
  const { user } = (await login.json()) as { user: { id: number } };
  return (await receivedPackages(request, user.id, "Guangzhou", [BOOKS, BOOKS])).map((p) => p.package_code);
}

/** The figures the received-per-day table shows, and those its chart draws, read at once once nothing loads. */
async function receivedFigures(page: Page) {
  await expect(page.locator('[aria-busy="false"]')).toHaveCount(1);
  const card = page.getByTestId("report-received_per_day");
  await expect(card.getByTestId("report-chart")).toHaveCount(1);
  return card.evaluate((element) => ({
    table: [...element.querySelectorAll("tbody tr td:nth-child(2)")].map((td) =>
      Number((td.textContent ?? "").replace(/,/g, "")),
    ),
    chart: (element.querySelector("[data-testid=report-chart]")?.getAttribute("data-values") ?? "")
      .split(",")
      .map(Number),
  }));
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the owner reads the dashboard at ${viewport.width} px: range, chart with its table, CSV, click-through`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    await loginAdminByApi(page);
    const codes = await receiveTwoAtGuangzhou(request);

    await page.goto("/admin/reports?range=30d");
    await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
    await page.getByLabel("Warehouse").selectOption("Guangzhou");
    await expect(page).toHaveURL(/warehouse=Guangzhou/);
    const card = page.getByTestId("report-received_per_day");
    await expect(card.locator("tbody tr")).toHaveCount(30);
    const month = await receivedFigures(page);
    expect(month.chart).toEqual(month.table);
    expect(month.table.at(-1)).toBeGreaterThanOrEqual(2);

    // Today only: one day in the table and one bar in the chart, the same figure.
    await page.getByRole("button", { name: "Today", exact: true }).click();
    await expect(card.locator("tbody tr")).toHaveCount(1);
    await expect(card.locator("tbody tr td").first()).toHaveText(lagosToday());
    const today = await receivedFigures(page);
    expect(today.chart).toEqual(today.table);
    expect(today.table).toEqual([month.table.at(-1)]);

    // The table's CSV: the same rows.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      card.getByRole("link", { name: /Download CSV/ }).click(),
    ]);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv).toBe(`Day,Parcels\r\n${lagosToday()},${today.table[0]}\r\n`);

    expect(await axeViolations(page)).toEqual([]);
    expect(await pageOverflow(page)).toBe(0);

    // Through to the packages list, filtered by the same warehouse: today's parcels are there.
    await card.getByRole("link", { name: "Open the packages list" }).click();
    await expect(page).toHaveURL(/\/admin\/packages\?warehouse=Guangzhou/);
    for (const code of codes) await expect(page.getByText(code)).toBeVisible();
  });
}
