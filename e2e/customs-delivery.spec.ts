import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { loginAdminByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { DESK_PHOTO, shipmentsFor, signUpCustomer } from "./support/records";
import { axeViolations, pageOverflow } from "./support/screen-checks";
import { ownerHeaders } from "./support/staff";

/**
 * Issue 37's staff steps: the advance manifest of a closed master is downloaded from its page (the download is
 * recorded and shown; a master still loading offers none and says why), and a shipment's proof of delivery is
 * recorded on its page with a photo, then shown and downloaded as a PDF. At 390 px and on a desktop, axe clean.
 */

async function download(page: Page, name: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name }).click()]);
  return { name: file.suggestedFilename(), path: (await file.path())! };
}

async function checkScreen(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await pageOverflow(page)).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the advance manifest is offered once the master is closed, and each download is recorded", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await ownerHeaders(request);
  const master = async (cutoff_at?: string) => {
    const res = await request.post("/api/admin/master-shipments", {
      headers,
      data: {
        mode: "air",
        carrier: "Turkish Cargo",
        transport_document: `235-${Date.now()}${Math.floor(Math.random() * 100)}`,
        origin: "Trail Richmond",
        destination: "Lagos (LOS)",
        ...(cutoff_at ? { cutoff_at } : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number; reference: string };
  };
  const loading = await master();
  const closed = await master(new Date(Date.now() - 3_600_000).toISOString());
  await loginAdminByApi(page);

  await page.goto(`/admin/master-shipments/${loading.id}`);
  await expect(page.getByText("The advance manifest is available once the master is closed")).toBeVisible();
  await expect(page.getByRole("link", { name: "Customs manifest (CSV)" })).toHaveCount(0);

  await page.goto(`/admin/master-shipments/${closed.id}`);
  await expect(page.getByText("Manifest not downloaded yet")).toBeVisible();
  const csv = await download(page, "Customs manifest (CSV)");
  expect(csv.name).toMatch(new RegExp(`^manifest-${closed.reference}-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
  expect(readFileSync(csv.path, "utf8").split("\r\n")[0]).toContain("House waybill");
  // The page shows the download without a reload.
  await expect(page.getByText(/^Manifest last downloaded /)).toBeVisible();
  await page.reload();
  await expect(page.getByText("Manifest downloaded: Customs manifest (CSV)")).toBeVisible();
  await checkScreen(page);
});

test("staff record a shipment's proof of delivery with a photo, see it, and download it as a PDF", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await signUpCustomer(request, { prefix: "delivered" });
  const [shipment] = await shipmentsFor(request, customer.email, 1);
  await loginAdminByApi(page);
  await page.goto(`/admin/shipment/${shipment!.id}`);
  const form = page.getByRole("form", { name: "Record proof of delivery" });
  await expect(form).toBeVisible();
  await checkScreen(page);

  // Neither a photo nor a code: the server's message shows beside the photo.
  await form.getByLabel("Received by").fill("Chinedu Okafor");
  await form.getByRole("button", { name: "Record proof of delivery" }).click();
  await expect(form.getByText("Attach a photo of the delivery or enter the delivery code.")).toBeVisible();

  await form.getByLabel("Photo of the delivery").setInputFiles({
    name: "doorstep.png",
    mimeType: "image/png",
    buffer: DESK_PHOTO,
  });
  await form.getByRole("button", { name: "Record proof of delivery" }).click();
  await expect(page.getByText("Proof of delivery recorded.")).toBeVisible();
  const section = page.getByRole("region", { name: "Proof of delivery" });
  await expect(section.getByText("Chinedu Okafor")).toBeVisible();
  await expect(section.getByRole("img", { name: "Taken at delivery" })).toBeVisible();
  await expect(page.getByTestId("status-timeline").getByText("Delivered")).toBeVisible();

  const pdf = await download(page, "Proof of delivery (PDF)");
  expect(pdf.name).toBe(`proof-of-delivery-${shipment!.tracking_number}.pdf`);
  expect(readFileSync(pdf.path).subarray(0, 5).toString()).toBe("%PDF-");
  await checkScreen(page);
});

test("owners see the month's duty-paid shipments on the reports page and download them as CSV", async ({ page }) => {
  test.setTimeout(180_000);
  await loginAdminByApi(page);
  await page.goto("/admin/reports");
  const month = page.getByLabel("Month");
  await month.fill("2026-11");
  // The demo has no shipment priced duty-paid yet (packing prices duty from issue 37's part A): the month says so.
  await expect(page.getByText("No duty-paid shipment was delivered in 2026-11.")).toBeVisible();
  const csv = await download(page, "Duty-paid report (CSV)");
  expect(csv.name).toMatch(/^duty-paid-2026-11-\d{4}-\d\d-\d\d\.csv$/);
  expect(readFileSync(csv.path, "utf8").split("\r\n")[0]).toBe(
    "House waybill,Consignee,Master,HS codes,Invoice,Duty on invoice,Invoice currency,Duty paid (NGN),Assessed by customs (NGN),Delivered",
  );
  await checkScreen(page);
});
