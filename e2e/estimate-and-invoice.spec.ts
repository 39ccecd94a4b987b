import type { Locator, Page } from "@playwright/test";
import { loginCustomerByApi } from "./support/auth";
import { expect, test } from "./support/fixtures";
import { receivedPackages, signUpCustomer } from "./support/records";
import { axeViolations } from "./support/screen-checks";
import { type MeasuredBox, packShipRequest, submitShipRequest } from "./support/ship-requests";
import { ownerHeaders } from "./support/staff";

/**
 * The consolidated estimate against the invoice packing produces (decisions 0030 and 0031). Two parcels, 30 × 20 × 15
 * cm at 1.9 kg and 25 × 18 × 10 cm at 1.4 kg, consolidated from Stafford by air economy (the demo card: $5.50 per lb,
 * 166 in³/lb, whole lb; fragile $10, insurance 3 %, $2.50 per consolidated package, $5 a repacked box), fragile and
 * insured for $164.33, retail boxes kept. Packed into 40 × 30 × 20 cm at 3.3 kg the invoice is 9 lb, $74.43.
 */

const money = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "")) * 100);
const moneyIn = (text: string) => (text.match(/\$[\d,]+\.\d\d/g) ?? []).map(money);

async function consolidatedRequest(page: Page, request: Page["request"]) {
  const customer = await signUpCustomer(request, { prefix: "estimate" });
  const { user } = await loginCustomerByApi(page, customer);
  const parcels = await receivedPackages(request, user.id, "Trail Richmond", [
    { description: "Dinner plates", weight: "1.9", length: "30", width: "20", height: "15" },
    { description: "Glass bowls", weight: "1.4", length: "25", width: "18", height: "10" },
  ]);
  const id = await submitShipRequest(
    page.request,
    parcels.map((p) => p.id),
    {
      service: "air_economy",
      fragile: true,
      insurance: true,
      items: [{ description: "Ceramic dinner plates", quantity: 1, unit_value: "164.33", currency: "USD" }],
    },
  );
  return { id, staff: { request, headers: await ownerHeaders(request) } };
}

/** Every invoice line's amount is the last amount of its formula, and the lines add up to the invoice. */
async function expectInvoiceAddsUp(page: Page) {
  const evidence = page.getByTestId("price-evidence");
  const lines = evidence.getByTestId("evidence-line");
  await expect(lines).toHaveCount(3);
  await expect(lines.locator("h3")).toHaveText(["Box 1 of 1", "Consolidation fee", "Repacking fee"]);
  const amounts: number[] = [];
  for (const line of await lines.all()) {
    const amount = money((await line.locator("h3 + span").textContent())!);
    const formula = line.getByTestId("evidence-formula");
    const steps =
      (await formula.count()) > 0
        ? await formula.locator("li").allTextContents()
        : [(await line.locator("p").first().textContent()) ?? ""];
    expect(moneyIn(steps.at(-1)!).at(-1), (await line.locator("h3").textContent()) ?? "").toBe(amount);
    amounts.push(amount);
  }
  const total = money((await page.getByTestId("evidence-total").textContent())!);
  expect(amounts.reduce((a, b) => a + b, 0)).toBe(total);
  await expect(page.getByTestId("evidence-total-formula")).toHaveText(
    `${amounts.map((a) => `$${(a / 100).toFixed(2)}`).join(" + ")} = $${(total / 100).toFixed(2)}`,
  );
  expect(money((await page.getByTestId("invoice-total").textContent())!)).toBe(total);
}

const above = async (a: Locator, b: Locator) => (await a.boundingBox())!.y < (await b.boundingBox())!.y;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Three pages, each checked with axe, and a packing: more than the default minute on a busy machine.
    test.describe.configure({ timeout: 180_000 });

    test("the consolidated estimate states a range the packed invoice falls in, and every invoice total equals its formula", async ({
      page,
      request,
    }) => {
      const { id, staff } = await consolidatedRequest(page, request);
      await page.goto(`/user/ship-requests/${id}`);
      // The worker's first signed-in page: its chunks are read cold on a busy machine.
      await expect(page.getByTestId("quote")).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("quote-total")).toHaveText("Estimated total: $74.43");
      const range = page.getByTestId("quote-range");
      await expect(range).toContainText("This is an estimate");
      const [low, high] = moneyIn((await range.textContent())!);
      expect([low, high]).toEqual([6893, 8543]);
      await expect(page.getByTestId("quote-model")).toContainText("9,000 + 4,500 = 13,500 cm³");
      await expect(page.getByTestId("quote-could-change")).toContainText("rounds each box's chargeable weight");
      // One bracket deep: '7.275 lb · 3.30 kg', not '7.275 lb (3.30 kg (7.28 lb))'.
      await expect(page.getByTestId("quote-actual")).toHaveText("7.275 lb · 3.30 kg");
      expect(await axeViolations(page)).toEqual([]);

      const packed = await packShipRequest(staff, id, [{ weight: "3.3", length: "40", width: "30", height: "20" }]);
      await page.reload();
      const comparison = page.getByTestId("estimate-comparison");
      await expect(comparison.getByText("Shipping charges on the invoice", { exact: true })).toBeVisible();
      await expect(comparison.getByTestId("comparison-invoice")).toHaveText("$74.43, within the estimate's range");
      // No duty on this request: no duties row.
      await expect(comparison.getByTestId("comparison-duties")).toHaveCount(0);
      const invoiced = money((await comparison.getByTestId("comparison-invoice").textContent())!.split(",")[0]!);
      expect(invoiced).toBeGreaterThanOrEqual(low!);
      expect(invoiced).toBeLessThanOrEqual(high!);
      await expect(comparison.getByTestId("estimate-notice")).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(`/user/invoice/${packed.invoice.id}`);
      await expect(page.getByTestId("invoice-total")).toHaveText("$74.43");
      await expectInvoiceAddsUp(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("an invoice more than 10 % above the estimate is announced before payment and can be questioned", async ({
      page,
      request,
    }) => {
      const { id, staff } = await consolidatedRequest(page, request);
      // 50 × 40 × 30 cm ÷ 166 in³/lb = 22.06 lb → 23 lb: $126.50 freight, $151.43 in all (+103.5 %).
      const big: MeasuredBox = { weight: "3.3", length: "50", width: "40", height: "30" };
      const packed = await packShipRequest(staff, id, [big]);

      await page.goto(`/user/ship-requests/${id}`);
      const notice = page.getByTestId("estimate-notice");
      await expect(notice).toContainText("This invoice is $77.00 (103.5 %) above your estimate of $74.43");
      await expect(page.getByTestId("comparison-reasons")).toContainText("Chargeable weight: 23 lb as packed");
      expect(await axeViolations(page)).toEqual([]);
      await notice.getByRole("link", { name: /Question this charge/ }).click();
      await expect(page).toHaveURL(new RegExp(`/user/invoice/${packed.invoice.id}$`));

      const invoiceNotice = page.getByTestId("estimate-notice");
      await expect(invoiceNotice).toContainText("more than the 10 % we tell you about before you pay");
      const pay = page.getByRole("button", { name: /^Pay / });
      await expect(pay).toBeVisible();
      expect(await above(invoiceNotice, pay), "the notice comes before the pay button").toBe(true);
      await expectInvoiceAddsUp(page);
      expect(await axeViolations(page)).toEqual([]);

      await invoiceNotice.getByRole("button", { name: "Question this charge" }).click();
      const dialog = page.getByRole("dialog", { name: "Question this charge" });
      await expect(dialog.getByTestId("question-evidence")).toContainText("line 1: Box 1 of 1");
      await dialog.getByLabel("Your question").fill("The invoice is twice the estimate: was the right box used?");
      await dialog.getByRole("button", { name: "Submit question" }).click();
      await expect(page).toHaveURL(/\/user\/support\/\d+$/);
      await expect(page.getByTestId("ticket-message")).toContainText("Chargeable weight: 23 lb");
    });
  });
}
