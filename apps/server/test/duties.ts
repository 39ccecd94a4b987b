import { SAMPLE_SHIP_REQUEST_FORM } from "@app/shared/ship-requests/sample";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { DbOrTx } from "../src/db/client.js";
import { createPackage, DEMO_RATE_CARDS, insertInvoice } from "../src/db/factories/index.js";
import { customsDeclarationItems, customsTariffs, shipmentDuties, shipmentDutyLines } from "../src/db/schema.js";
import { addCardVersion } from "../src/features/rates/public.js";
import { signInAdmin } from "./admins.js";
import { client, signUpCustomer } from "./http.js";

/**
 * What the duty tests price with: Trail Richmond's air economy card in force, and USD rates published an hour ago by
 * the owner (customs ₦1,500; payment ₦1,600 unless left out). Answers the owner.
 */
export async function prepareDutyPricing(app: FastifyInstance, { paymentRate = true } = {}) {
  const economy = DEMO_RATE_CARDS.find((c) => c.origin === "Trail Richmond" && c.service === "air_economy")!;
  await addCardVersion(app.db, { terms: economy, valid_from: "2026-01-01", created_by: null });
  const owner = await signInAdmin(app, "owner");
  const rates = paymentRate ? { customs: "1500", payment: "1600" } : { customs: "1500" };
  const effective_at = new Date(Date.now() - 3_600_000).toISOString();
  for (const [kind, rate] of Object.entries(rates)) {
    const res = await client(app, owner.token).post("/api/admin/exchange-rates", {
      kind,
      currency: "USD",
      rate,
      effective_at,
      confirm: true, // an hour back: taking effect in the past is confirmed
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  return owner;
}

/** A new customer's air economy ship request of one 1.9 kg parcel at Trail Richmond, with these declared lines. */
export async function submitDeclared(app: FastifyInstance, items: Record<string, unknown>[]) {
  const customer = await signUpCustomer(app);
  const pkg = await createPackage(app.db, {
    owner: { id: customer.user.id },
    weight_grams: 1900,
    length_mm: 300,
    width_mm: 200,
    height_mm: 150,
  });
  const res = await client(app, customer.token).post("/api/ship-requests", {
    ...SAMPLE_SHIP_REQUEST_FORM,
    package_ids: [pkg.id],
    service: "air_economy",
    items,
  });
  return { customer, res };
}

/** submitDeclared, then packed by the owner into one 2 kg box: answers the request's id and packing's answer. */
export async function packDeclared(app: FastifyInstance, owner: { token: string }, items: Record<string, unknown>[]) {
  const { customer, res } = await submitDeclared(app, items);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.ship_request.id as number;
  const boxes = [{ weight: "2", length: "30", width: "20", height: "15", weight_unit: "kg", length_unit: "cm" }];
  // What the packer is asked to confirm ("Pack and invoice $…?"), then the packing itself.
  const price = await client(app, owner.token).post(`/api/admin/ship-requests/${id}/pack/price`, { boxes });
  const packed = await client(app, owner.token).post(`/api/admin/ship-requests/${id}/pack`, { boxes });
  return { customer, id, submitted: res.body, price, packed };
}

/**
 * The duty and taxes of a packed shipment as packing prices them (issue 37, part A): its invoice (reference
 * 'shipments') and a shipment_duties row with one line per declaration item, each line's total given in kobo (the
 * levies put in the duty column). For tests of what reads them: the advance manifest's duty paid, the monthly
 * duty-paid report.
 */
export async function insertPricedDuty(
  db: DbOrTx,
  shipment: { id: number; user_id: number },
  shipRequestId: number,
  lineTotalsKobo: number[],
  invoice: { currency: "USD" | "GBP"; amountMinor: number; rate: string; status?: "pending" | "paid" },
) {
  const bill = await insertInvoice(db, shipment.user_id, {
    reference_type: "shipments",
    reference_id: shipment.id,
    currency: invoice.currency,
    status: invoice.status ?? "paid",
  });
  const items = await db
    .select()
    .from(customsDeclarationItems)
    .where(eq(customsDeclarationItems.ship_request_id, shipRequestId))
    .orderBy(customsDeclarationItems.id);
  const [tariff] = await db.select().from(customsTariffs).limit(1);
  const estimated = lineTotalsKobo.reduce((sum, kobo) => sum + kobo, 0);
  const [duty] = await db
    .insert(shipmentDuties)
    .values({
      shipment_id: shipment.id,
      ship_request_id: shipRequestId,
      user_id: shipment.user_id,
      invoice_id: bill.id,
      estimated_kobo: estimated,
      invoice_currency: invoice.currency,
      invoice_amount_minor: invoice.amountMinor,
      invoice_rate: invoice.rate,
      levies: {},
    })
    .returning();
  await db.insert(shipmentDutyLines).values(
    lineTotalsKobo.map((total, i) => {
      const item = items[i]!;
      const fob = item.quantity * item.unit_value_minor;
      return {
        shipment_duty_id: duty!.id,
        declaration_item_id: item.id,
        description: item.description,
        quantity: item.quantity,
        hs_code: item.hs_code ?? tariff!.heading,
        tariff_id: tariff!.id,
        duty_rate: "20",
        restriction: "none" as const,
        fob_currency: item.currency,
        fob_minor: fob,
        customs_rate: "1500",
        fob_kobo: fob * 1500,
        freight_kobo: 0,
        insurance_kobo: 0,
        cif_kobo: fob * 1500,
        duty_kobo: total,
        surcharge_kobo: 0,
        ciss_kobo: 0,
        etls_kobo: 0,
        vat_kobo: 0,
        total_kobo: total,
      };
    }),
  );
  return { invoice: bill, duty: duty! };
}
