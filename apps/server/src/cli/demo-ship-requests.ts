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

type Form = NonNullable<ShipRequestOptions["form"]>;

const CHIDI_DOOR = {
  delivery: "door",
  street: "15 Admiralty Way",
  landmark: "Beside the Lekki Phase 1 gate",
  city: "Lekki",
  lga: "Eti-Osa",
  state: "Lagos",
  phone: "0803 123 4567",
} as const;
const AMAKA_DOOR = {
  ...CHIDI_DOOR,
  street: "21 Herbert Macaulay Way",
  landmark: "Opposite Yaba bus stop",
  city: "Yaba",
  lga: "Lagos Mainland",
  phone: "0805 123 4567",
} as const;
const TOM_DOOR = {
  ...CHIDI_DOOR,
  street: "8 Awolowo Road",
  landmark: "Next to the Falomo roundabout",
  city: "Ikoyi",
  phone: "0809 876 5432",
} as const;
const pickup = (office: "yaba" | "ikeja", phone: string) => ({ delivery: "office_pickup", office, phone }) as const;

/** The items' values are in the currency of the warehouse that received their parcels. */
const CURRENCY = { "Trail Richmond": "USD", Guangzhou: "CNY", Brixton: "GBP" } as const;

interface DemoRequest {
  who: "customer" | "amaka" | "tom";
  status: NonNullable<ShipRequestOptions["status"]>;
  daysAgo: number;
  warehouse: keyof typeof CURRENCY;
  to: typeof CHIDI_DOOR | typeof AMAKA_DOOR | typeof TOM_DOOR | ReturnType<typeof pickup>;
  service: Form["service"];
  /** Description, store, kilograms, [length, width, height] in cm. */
  parcels: [string, string, number, [number, number, number]][];
  /** Description, quantity, unit value. */
  items: [string, number, string][];
  /** Choices besides the form's defaults (repacking, fragile). */
  extra?: Partial<Form>;
}

/** In the order they are made: the demo customer's five, then Amaka's two and Tom's two. */
const REQUESTS: DemoRequest[] = [
  {
    who: "customer",
    status: "submitted",
    daysAgo: 1,
    warehouse: "Trail Richmond",
    to: CHIDI_DOOR,
    service: "air_express",
    parcels: [
      ["Running shoes (2 pairs)", "Nike", 1.8, [36, 24, 14]],
      ["Bluetooth speaker", "Amazon", 0.9, [22, 15, 12]],
    ],
    items: [
      ["Men's running shoes", 2, "85"],
      ["Bluetooth speaker", 1, "59.99"],
    ],
  },
  {
    who: "customer",
    status: "packed",
    daysAgo: 8,
    warehouse: "Trail Richmond",
    to: pickup("yaba", "0803 123 4567"),
    service: "air_economy",
    extra: { repack: "keep_outer_box" },
    parcels: [["Winter jacket", "Macy's", 1.4, [45, 35, 12]]],
    items: [["Men's winter jacket", 1, "140"]],
  },
  {
    who: "customer",
    status: "paid",
    daysAgo: 12,
    warehouse: "Trail Richmond",
    to: CHIDI_DOOR,
    service: "air_express",
    parcels: [
      ["Smart watch", "Best Buy", 0.6, [18, 12, 10]],
      ["Vitamins (3 bottles)", "Walmart", 1.1, [25, 18, 12]],
    ],
    items: [
      ["Smart watch", 1, "199"],
      ["Vitamin supplements", 3, "18.50"],
    ],
  },
  {
    who: "customer",
    status: "shipped",
    daysAgo: 20,
    warehouse: "Trail Richmond",
    to: CHIDI_DOOR,
    service: "sea",
    extra: { repack: "remove_packaging" },
    parcels: [
      ["Stand mixer", "Target", 7.5, [45, 30, 38]],
      ["Cookware set", "Amazon", 5.2, [50, 32, 25]],
    ],
    items: [
      ["Kitchen stand mixer", 1, "279"],
      ["Stainless steel cookware set", 1, "120"],
    ],
  },
  {
    who: "customer",
    status: "cancelled",
    daysAgo: 15,
    warehouse: "Trail Richmond",
    to: CHIDI_DOOR,
    service: "sea",
    parcels: [["Office chair", "IKEA", 11.5, [70, 60, 30]]],
    items: [["Office chair", 1, "180"]],
  },
  {
    who: "amaka",
    status: "paid",
    daysAgo: 10,
    warehouse: "Guangzhou",
    to: AMAKA_DOOR,
    service: "air_express",
    parcels: [
      ["Phone accessories", "AliExpress", 0.7, [20, 15, 8]],
      ["Ring light", "Taobao", 1.6, [40, 30, 10]],
    ],
    items: [
      ["Phone cases and chargers", 6, "25"],
      ["LED ring light", 1, "160"],
    ],
  },
  {
    who: "amaka",
    status: "submitted",
    daysAgo: 2,
    warehouse: "Guangzhou",
    to: pickup("yaba", "0805 123 4567"),
    service: "sea",
    parcels: [["Hair extensions", "AliExpress", 1.2, [30, 25, 10]]],
    items: [["Human hair extensions", 4, "220"]],
  },
  {
    who: "tom",
    status: "paid",
    daysAgo: 11,
    warehouse: "Brixton",
    to: TOM_DOOR,
    service: "air_economy",
    parcels: [
      ["Football boots", "JD Sports", 1.3, [34, 22, 13]],
      ["Rugby shirts (2)", "Next", 0.5, [30, 25, 5]],
    ],
    items: [
      ["Football boots", 1, "95"],
      ["Rugby shirts", 2, "40"],
    ],
  },
  {
    who: "tom",
    status: "submitted",
    daysAgo: 3,
    warehouse: "Brixton",
    to: pickup("ikeja", "0809 876 5432"),
    service: "air_express",
    extra: { fragile: true },
    parcels: [["Tea set", "John Lewis", 2.4, [40, 30, 25]]],
    items: [["Porcelain tea set", 1, "65"]],
  },
];

/** A table row as the factory's options: parcels in grams and millimetres, items with their currency. */
function planOf(request: DemoRequest): Omit<ShipRequestOptions, "customer" | "staff" | "photos"> {
  return {
    status: request.status,
    createdDaysAgo: request.daysAgo,
    warehouse: request.warehouse,
    parcels: request.parcels.map(([description, store, kg, [length, width, height]]) => ({
      description,
      store,
      weight_grams: Math.round(kg * 1000),
      length_mm: length * 10,
      width_mm: width * 10,
      height_mm: height * 10,
    })),
    form: {
      ...request.to,
      service: request.service,
      ...request.extra,
      items: request.items.map(([description, quantity, unit_value]) => ({
        description,
        quantity,
        unit_value,
        currency: CURRENCY[request.warehouse],
        hs_code: "",
      })),
    },
  };
}

export async function seedDemoShipRequests(
  tx: DbOrTx,
  demo: { staff: AdminRow; customer: CustomerRow; amaka: CustomerRow; tom: CustomerRow; dataDir: string },
) {
  const [mailBefore] = await tx.select({ id: max(mailOutbox.id) }).from(mailOutbox);
  const [textBefore] = await tx.select({ id: max(channelMessages.id) }).from(channelMessages);
  const ctx = factoryContext(tx, demo.dataDir);
  const photos = { dataDir: demo.dataDir };
  for (const request of REQUESTS)
    await createShipRequest(ctx, { ...planOf(request), customer: demo[request.who], staff: demo.staff, photos });
  // The services queued the e-mails (and texts) packing and paying send; the demo's history is not news, so none
  // leaves.
  await tx.delete(mailOutbox).where(gt(mailOutbox.id, mailBefore?.id ?? 0));
  await tx.delete(channelMessages).where(gt(channelMessages.id, textBefore?.id ?? 0));
}
