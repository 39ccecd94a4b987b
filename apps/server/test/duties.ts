import { eq } from "drizzle-orm";
import type { DbOrTx } from "../src/db/client.js";
import { insertInvoice } from "../src/db/factories/index.js";
import { customsDeclarationItems, customsTariffs, shipmentDuties, shipmentDutyLines } from "../src/db/schema.js";

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
