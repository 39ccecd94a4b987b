import { masterFormSchema, masterUpdateSchema } from "@app/shared/master-shipments/staff";
import { gt, max } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { createShipRequest, daysAgo, factoryContext, isoDay, type ShipRequestOptions } from "../db/factories/index.js";
import { mailOutbox } from "../db/schema.js";
import {
  createMaster,
  loadShipRequests,
  postMasterUpdate,
} from "../features/master-shipments/master-shipments.staff.service.js";
import type { AdminRow, CustomerRow } from "../plugins/auth.js";

/**
 * The demo's master shipment: a flight from Stafford (Trail Richmond) to Lagos in transit, carrying three customers'
 * paid ship requests (the demo customer, Amaka and Tom each sent one from Stafford, with HS codes on their
 * declarations for the customs manifest), that departed two days ago, is held in customs for documentation and got
 * a delay notice. Everything goes through the product's services (submit, pack, pay; open the master, load, post
 * milestones and the delay), so the tracking events, derived statuses, shipped requests and audit trail are the ones
 * staff would make. The requests are new ones: the demo's other paid requests stay free to load onto a master.
 */

type Plan = Omit<ShipRequestOptions, "staff" | "photos" | "status" | "warehouse">;

const item = (description: string, quantity: number, unit_value: string, hs_code: string) => ({
  description,
  quantity,
  unit_value,
  currency: "USD" as const,
  hs_code,
});

const parcel = (description: string, store: string, kg: number, cm: [number, number, number]) => ({
  description,
  store,
  weight_grams: Math.round(kg * 1000),
  length_mm: cm[0] * 10,
  width_mm: cm[1] * 10,
  height_mm: cm[2] * 10,
});

function plans(demo: { customer: CustomerRow; amaka: CustomerRow; tom: CustomerRow }): Plan[] {
  return [
    {
      customer: demo.customer,
      createdDaysAgo: 7,
      parcels: [parcel("Laptop", "Best Buy", 2.6, [45, 32, 8]), parcel("Wireless mouse", "Amazon", 0.3, [15, 10, 6])],
      form: {
        delivery: "door",
        street: "15 Admiralty Way",
        landmark: "Beside the Lekki Phase 1 gate",
        city: "Lekki",
        lga: "Eti-Osa",
        state: "Lagos",
        phone: "0803 123 4567",
        service: "air_express",
        items: [
          item("Laptop computer, 14 inch", 1, "899", "8471300000"),
          item("Wireless mouse", 1, "24.99", "8471607000"),
        ],
      },
    },
    {
      customer: demo.amaka,
      createdDaysAgo: 6,
      parcels: [
        parcel("Baby clothes", "Carter's", 1.1, [35, 25, 10]),
        parcel("Baby monitor", "Target", 0.9, [25, 20, 12]),
      ],
      form: {
        delivery: "door",
        street: "21 Herbert Macaulay Way",
        landmark: "Opposite Yaba bus stop",
        city: "Yaba",
        lga: "Lagos Mainland",
        state: "Lagos",
        phone: "0805 123 4567",
        service: "air_express",
        items: [
          item("Cotton baby clothes", 8, "12.50", "6111200000"),
          item("Video baby monitor", 1, "89.99", "8525890000"),
        ],
      },
    },
    {
      customer: demo.tom,
      createdDaysAgo: 6,
      parcels: [parcel("Golf clubs", "Dick's Sporting Goods", 4.8, [110, 30, 25])],
      form: {
        delivery: "office_pickup",
        office: "ikeja",
        phone: "0809 876 5432",
        service: "air_express",
        items: [item("Golf club set", 1, "349", "9506310000")],
      },
    },
  ];
}

export async function seedDemoMasters(
  tx: DbOrTx,
  demo: { staff: AdminRow; customer: CustomerRow; amaka: CustomerRow; tom: CustomerRow; dataDir: string },
) {
  const [before] = await tx.select({ id: max(mailOutbox.id) }).from(mailOutbox);
  const ctx = factoryContext(tx, demo.dataDir);
  const requestIds: number[] = [];
  for (const plan of plans(demo)) {
    const made = await createShipRequest(ctx, {
      ...plan,
      staff: demo.staff,
      status: "paid",
      warehouse: "Trail Richmond",
      photos: { dataDir: demo.dataDir },
    });
    requestIds.push(made.shipRequest.id);
  }

  const master = await createMaster(
    ctx,
    demo.staff,
    masterFormSchema.parse({
      mode: "air",
      carrier: "Virgin Atlantic Cargo",
      transport_document: "932-48217765",
      origin: "Trail Richmond",
      destination: "Lagos (LOS)",
      cutoff_at: daysAgo(3).toISOString(),
      departure_date: isoDay(daysAgo(2)),
      expected_arrival_date: isoDay(daysAgo(-1)),
    }),
  );
  await loadShipRequests(ctx, demo.staff, master.id, requestIds);
  const post = (update: Record<string, unknown>) =>
    postMasterUpdate(ctx, demo.staff, master.id, masterUpdateSchema.parse(update));
  await post({
    kind: "milestone",
    milestone: "departed_origin",
    place: "Houston (IAH)",
    occurred_at: daysAgo(2).toISOString(),
  });
  await post({
    kind: "milestone",
    milestone: "in_customs",
    customs_reason: "documentation",
    place: "Murtala Muhammed Airport, Lagos",
    note: "Customs asked for the commercial invoices of the consignment.",
    occurred_at: daysAgo(0.5).toISOString(),
  });
  await post({
    kind: "delay",
    customs_reason: "documentation",
    place: "Murtala Muhammed Airport, Lagos",
    note: "Clearance waits for the documents customs asked for; we expect it within three days.",
    new_expected_date: isoDay(daysAgo(-3)),
  });
  // The services queued the notices customers get; the demo's history is not news, so none leaves.
  await tx.delete(mailOutbox).where(gt(mailOutbox.id, before?.id ?? 0));
  return master;
}
