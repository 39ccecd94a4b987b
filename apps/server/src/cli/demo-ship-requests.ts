import { gt, max } from "drizzle-orm";
import type { DbOrTx } from "../db/client.js";
import { createShipRequest, factoryContext, type ShipRequestOptions } from "../db/factories/index.js";
import { channelMessages, mailOutbox } from "../db/schema.js";
import type { AdminRow, CustomerRow } from "../plugins/auth.js";

/**
 * The demo's ship requests, in every status, made by the product's own services (db/factories/ship-requests.ts):
 * the demo customer has one of each (submitted, packed with its unpaid invoice and evidence, paid, shipped with its
 * shipment in transit, cancelled); Amaka and Tom have one paid and one submitted each, so three customers' paid
 * requests wait for a master shipment and the packing table has something in every tab. Needs the demo rate cards.
 */

type Plan = Omit<ShipRequestOptions, "customer" | "staff" | "photos">;

const door = {
  delivery: "door",
  street: "15 Admiralty Way",
  landmark: "Beside the Lekki Phase 1 gate",
  city: "Lekki",
  lga: "Eti-Osa",
  state: "Lagos",
  phone: "0803 123 4567",
} as const;

const item = (description: string, quantity: number, unit_value: string, currency: "USD" | "GBP" | "CNY") => ({
  description,
  quantity,
  unit_value,
  currency,
  hs_code: "",
});

const parcel = (description: string, store: string, kg: number, cm: [number, number, number]) => ({
  description,
  store,
  weight_grams: Math.round(kg * 1000),
  length_mm: cm[0] * 10,
  width_mm: cm[1] * 10,
  height_mm: cm[2] * 10,
});

const CHIDI: Plan[] = [
  {
    status: "submitted",
    createdDaysAgo: 1,
    parcels: [
      parcel("Running shoes (2 pairs)", "Nike", 1.8, [36, 24, 14]),
      parcel("Bluetooth speaker", "Amazon", 0.9, [22, 15, 12]),
    ],
    form: {
      ...door,
      service: "air_express",
      items: [item("Men's running shoes", 2, "85", "USD"), item("Bluetooth speaker", 1, "59.99", "USD")],
    },
  },
  {
    status: "packed",
    createdDaysAgo: 8,
    parcels: [parcel("Winter jacket", "Macy's", 1.4, [45, 35, 12])],
    form: {
      delivery: "office_pickup",
      office: "yaba",
      phone: "0803 123 4567",
      service: "air_economy",
      repack: "keep_outer_box",
      items: [item("Men's winter jacket", 1, "140", "USD")],
    },
  },
  {
    status: "paid",
    createdDaysAgo: 12,
    parcels: [
      parcel("Smart watch", "Best Buy", 0.6, [18, 12, 10]),
      parcel("Vitamins (3 bottles)", "Walmart", 1.1, [25, 18, 12]),
    ],
    form: {
      ...door,
      service: "air_express",
      items: [item("Smart watch", 1, "199", "USD"), item("Vitamin supplements", 3, "18.50", "USD")],
    },
  },
  {
    status: "shipped",
    createdDaysAgo: 20,
    parcels: [parcel("Stand mixer", "Target", 7.5, [45, 30, 38]), parcel("Cookware set", "Amazon", 5.2, [50, 32, 25])],
    form: {
      ...door,
      service: "sea",
      repack: "remove_packaging",
      items: [item("Kitchen stand mixer", 1, "279", "USD"), item("Stainless steel cookware set", 1, "120", "USD")],
    },
  },
  {
    status: "cancelled",
    createdDaysAgo: 15,
    parcels: [parcel("Office chair", "IKEA", 11.5, [70, 60, 30])],
    form: { ...door, service: "sea", items: [item("Office chair", 1, "180", "USD")] },
  },
];

const AMAKA: Plan[] = [
  {
    status: "paid",
    createdDaysAgo: 10,
    warehouse: "Guangzhou",
    parcels: [
      parcel("Phone accessories", "AliExpress", 0.7, [20, 15, 8]),
      parcel("Ring light", "Taobao", 1.6, [40, 30, 10]),
    ],
    form: {
      ...door,
      street: "21 Herbert Macaulay Way",
      landmark: "Opposite Yaba bus stop",
      city: "Yaba",
      lga: "Lagos Mainland",
      phone: "0805 123 4567",
      service: "air_express",
      items: [item("Phone cases and chargers", 6, "25", "CNY"), item("LED ring light", 1, "160", "CNY")],
    },
  },
  {
    status: "submitted",
    createdDaysAgo: 2,
    warehouse: "Guangzhou",
    parcels: [parcel("Hair extensions", "AliExpress", 1.2, [30, 25, 10])],
    form: {
      delivery: "office_pickup",
      office: "yaba",
      phone: "0805 123 4567",
      service: "sea",
      items: [item("Human hair extensions", 4, "220", "CNY")],
    },
  },
];

const TOM: Plan[] = [
  {
    status: "paid",
    createdDaysAgo: 11,
    warehouse: "Brixton",
    parcels: [
      parcel("Football boots", "JD Sports", 1.3, [34, 22, 13]),
      parcel("Rugby shirts (2)", "Next", 0.5, [30, 25, 5]),
    ],
    form: {
      ...door,
      street: "8 Awolowo Road",
      landmark: "Next to the Falomo roundabout",
      city: "Ikoyi",
      phone: "0809 876 5432",
      service: "air_economy",
      items: [item("Football boots", 1, "95", "GBP"), item("Rugby shirts", 2, "40", "GBP")],
    },
  },
  {
    status: "submitted",
    createdDaysAgo: 3,
    warehouse: "Brixton",
    parcels: [parcel("Tea set", "John Lewis", 2.4, [40, 30, 25])],
    form: {
      delivery: "office_pickup",
      office: "ikeja",
      phone: "0809 876 5432",
      service: "air_express",
      fragile: true,
      items: [item("Porcelain tea set", 1, "65", "GBP")],
    },
  },
];

export async function seedDemoShipRequests(
  tx: DbOrTx,
  demo: { staff: AdminRow; customer: CustomerRow; amaka: CustomerRow; tom: CustomerRow; dataDir: string },
) {
  const [mailBefore] = await tx.select({ id: max(mailOutbox.id) }).from(mailOutbox);
  const [textBefore] = await tx.select({ id: max(channelMessages.id) }).from(channelMessages);
  const ctx = factoryContext(tx, demo.dataDir);
  const photos = { dataDir: demo.dataDir };
  const plans: [CustomerRow, Plan[]][] = [
    [demo.customer, CHIDI],
    [demo.amaka, AMAKA],
    [demo.tom, TOM],
  ];
  for (const [customer, list] of plans)
    for (const plan of list) await createShipRequest(ctx, { ...plan, customer, staff: demo.staff, photos });
  // The services queued the e-mails (and texts) packing and paying send; the demo's history is not news, so none
  // leaves.
  await tx.delete(mailOutbox).where(gt(mailOutbox.id, mailBefore?.id ?? 0));
  await tx.delete(channelMessages).where(gt(channelMessages.id, textBefore?.id ?? 0));
}
