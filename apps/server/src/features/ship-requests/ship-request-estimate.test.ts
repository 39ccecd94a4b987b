import type { InvoiceEvidence } from "@app/shared/invoices/evidence";
import { SAMPLE_SHIP_REQUEST_FORM } from "@app/shared/ship-requests/sample";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { loadConfig } from "../../config.js";
import { createPackage, DEMO_RATE_CARDS } from "../../db/factories/index.js";
import { addCardVersion } from "../rates/public.js";

/**
 * Issue 31's reproduction: two parcels (30 × 20 × 15 cm at 1.9 kg, 25 × 18 × 10 cm at 1.4 kg) consolidated by air economy
 * from Stafford (the demo card: $5.50 per lb, 166 in³/lb, whole lb; fragile $10, insurance 3 %, $2.50 per
 * consolidated package, $5 a repacked box), retail boxes kept, fragile and insured for $164.33. The quote used only
 * the larger parcel's size (8 lb, $68.93); packed into 40 × 30 × 20 cm at 3.3 kg the invoice is 9 lb, $74.43.
 */

const { app } = await buildTestApp();
const economy = DEMO_RATE_CARDS.find((c) => c.origin === "Trail Richmond" && c.service === "air_economy")!;
await addCardVersion(app.db, { terms: economy, valid_from: "2026-01-01", created_by: null });

const PARCELS = [
  { weight_grams: 1900, length_mm: 300, width_mm: 200, height_mm: 150 },
  { weight_grams: 1400, length_mm: 250, width_mm: 180, height_mm: 100 },
];

async function submitted() {
  const customer = await signUpCustomer(app);
  const ids: number[] = [];
  for (const measures of PARCELS)
    ids.push((await createPackage(app.db, { owner: { id: customer.user.id }, ...measures })).id);
  const res = await client(app, customer.token).post("/api/ship-requests", {
    ...SAMPLE_SHIP_REQUEST_FORM,
    package_ids: ids,
    service: "air_economy",
    fragile: true,
    insurance: true,
    items: [{ description: "Ceramic dinner plates", quantity: 1, unit_value: "164.33", currency: "USD", hs_code: "" }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { customer, id: res.body.ship_request.id as number, quote: res.body.quote };
}

async function packed(box: { weight: string; length: string; width: string; height: string }) {
  const request = await submitted();
  const worker = await signInAdmin(app, "worker");
  const res = await client(app, worker.token).post(`/api/admin/ship-requests/${request.id}/pack`, {
    boxes: [{ ...box, weight_unit: "kg", length_unit: "cm" }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const detail = await client(app, request.customer.token).get(`/api/ship-requests/${request.id}`);
  const evidence = await client(app, request.customer.token).get(`/api/invoices/${res.body.invoice.id}/evidence`);
  return { ...request, invoiceId: res.body.invoice.id as number, detail: detail.body, evidence: evidence.body };
}

const ISSUE_BOX = { weight: "3.3", length: "40", width: "30", height: "20" };
const money = (text: string) => Math.round(Number(text.replace(/[$,]/g, "")) * 100);
const lastMoney = (step: string) => money(step.match(/\$[\d,]+\.\d\d/g)!.at(-1)!);

describe("the consolidated estimate (issue 31)", () => {
  it("models the packed box from the total volume with the packing allowance and states its range", async () => {
    const { quote } = await submitted();
    // 13,500 cm³ + 10 % shaped like the 30 × 20 × 15 cm parcel, 2 cm padding: 39.5 × 27.7 × 21.8 cm ≈ 8.77 lb → 9 lb.
    expect(quote.parcels[0]).toMatchObject({
      weight_grams: 3300,
      length_mm: 395,
      width_mm: 277,
      height_mm: 218,
      chargeable: "9",
    });
    // 9 × $5.50 + $10 fragile + $4.93 insurance + 2 × $2.50 + $5 = $74.43; the low box 8 lb, the high one 11 lb.
    expect(quote.total_minor).toBe(7443);
    expect(quote.estimate).toMatchObject({ low_minor: 6893, high_minor: 8543 });
    expect(quote.estimate.model.join("\n")).toContain("9,000 + 4,500 = 13,500 cm³");
    expect(quote.estimate.model.join("\n")).toContain("+10 % for the gaps");
    expect(quote.estimate.could_change.join("\n")).toContain("rounds each box's chargeable weight up to the next 1 lb");
  });

  it("puts the issue's invoice inside the stated range, beside the estimate with no notice", async () => {
    const { detail, evidence } = await packed(ISSUE_BOX);
    expect(detail.invoice).toMatchObject({ total_minor: 7443, currency: "USD" });
    expect(detail.comparison).toMatchObject({
      estimate_minor: 7443,
      invoice_minor: 7443,
      difference_minor: 0,
      difference_percent: "0.0",
      within_range: true,
      above_notice: false,
      notice_percent: 10,
      reasons: [],
    });
    expect(evidence.estimate).toEqual(detail.comparison);
  });

  it("announces an invoice more than 10 % above the estimate, with the reasons", async () => {
    // 50 × 40 × 30 cm = 3,661 in³ ÷ 166 = 22.06 lb → 23 lb × $5.50 = $126.50; with the same fees $151.43.
    const { detail, evidence } = await packed({ weight: "3.3", length: "50", width: "40", height: "30" });
    expect(detail.comparison).toMatchObject({
      estimate_minor: 7443,
      invoice_minor: 15143,
      difference_minor: 7700,
      difference_percent: "103.5",
      within_range: false,
      above_notice: true,
    });
    expect(detail.comparison.reasons[0]).toContain("Chargeable weight: 23 lb as packed (50 × 40 × 30 cm, 3.3 kg");
    expect(detail.comparison.reasons[0]).toContain("against 9 lb estimated");
    expect(detail.comparison.reasons[1]).toBe("Freight: $126.50 on the invoice, $49.50 in the estimate.");
    expect(evidence.estimate).toEqual(detail.comparison);
  });
});

describe("the invoice adds up (issue 31)", () => {
  it("ends each line's formula with its amount, labels the fees as fees and adds the lines up to the invoice", async () => {
    const { evidence, invoiceId, customer } = await packed(ISSUE_BOX);
    const stored = evidence.evidence as InvoiceEvidence;
    expect(stored.lines.map((l) => [l.label, l.amount_minor])).toEqual([
      ["Box 1 of 1", 6443],
      ["Consolidation fee", 500],
      ["Repacking fee", 500],
    ]);
    const box = stored.lines[0]!.box!;
    // Was "Total: $49.50 + $10.00 + $4.93 + $5.00 + $5.00 = $74.43" under a $64.43 box.
    expect(box.price.formula.at(-1)).toBe("Total: $49.50 + $10.00 + $4.93 = $64.43");
    expect(box.price.total_minor).toBe(6443);
    for (const line of stored.lines) {
      const steps = line.box ? line.box.price.formula : [line.formula!];
      expect(lastMoney(steps.at(-1)!), line.label).toBe(line.amount_minor);
      if (line.box) expect(line.box.price.lines.reduce((s, l) => s + l.amount_minor, 0)).toBe(line.amount_minor);
    }
    expect(stored.lines.reduce((s, l) => s + l.amount_minor, 0)).toBe(stored.total_minor);
    const invoice = await client(app, customer.token).get(`/api/invoices/${invoiceId}`);
    expect(money(invoice.body.invoice.total_amount)).toBe(stored.total_minor);
  });
});

describe("ESTIMATE_NOTICE_PERCENT", () => {
  it("defaults to 10 and takes a whole percent from 0 to 100", () => {
    expect(loadConfig({ DATA_DIR: "/tmp/x", JWT_SECRET: "s".repeat(40) }).ESTIMATE_NOTICE_PERCENT).toBe(10);
    expect(
      loadConfig({ DATA_DIR: "/tmp/x", JWT_SECRET: "s".repeat(40), ESTIMATE_NOTICE_PERCENT: "5" })
        .ESTIMATE_NOTICE_PERCENT,
    ).toBe(5);
    expect(() =>
      loadConfig({ DATA_DIR: "/tmp/x", JWT_SECRET: "s".repeat(40), ESTIMATE_NOTICE_PERCENT: "150" }),
    ).toThrow(/ESTIMATE_NOTICE_PERCENT/);
  });
});
