import type { Carrier, PackageStatus } from "@app/shared/core/enums";
import { WAREHOUSES } from "@app/shared/core/company";
import type { DbOrTx } from "../db/client.js";
import { createPackage, insertCustomer, type PackageOptions } from "../db/factories/index.js";

/**
 * The demo's parcels: at every warehouse one in each status (owned by two more demo customers) and one in the
 * unknown-owner queue; the demo customer has pre-alerts on their way, a parcel two days before storage fees start
 * (so the 7-day reminder is due), one already paying fees, one ready to ship and one shipped. Parcels on our
 * shelves have small generated photos stored as real uploads under `dataDir`.
 */

const CARRIERS_AT: Record<string, { carrier: Carrier; prefix: string }[]> = {
  "Trail Richmond": [
    { carrier: "UPS", prefix: "1Z9DEMO" },
    { carrier: "FedEx", prefix: "7719" },
    { carrier: "USPS", prefix: "9400" },
    { carrier: "Amazon", prefix: "TBA" },
  ],
  Brixton: [
    { carrier: "Royal Mail", prefix: "RM" },
    { carrier: "Evri", prefix: "H0" },
    { carrier: "DHL", prefix: "JD01" },
  ],
  "Sabo Yaba": [
    { carrier: "DHL", prefix: "JD02" },
    { carrier: "Other", prefix: "GIG" },
  ],
  Isolo: [
    { carrier: "DHL", prefix: "JD03" },
    { carrier: "Other", prefix: "RDX" },
  ],
  Guangzhou: [
    { carrier: "SF Express", prefix: "SF" },
    { carrier: "Other", prefix: "YT" },
  ],
};

const GOODS = [
  { store: "Amazon", description: "Bluetooth speaker" },
  { store: "Nike", description: "Trainers, size 44" },
  { store: "Apple", description: "iPad case and charger" },
  { store: "Zara", description: "Two dresses" },
  { store: "Jumia", description: "Kitchen blender" },
  { store: "AliExpress", description: "Phone accessories" },
  { store: "eBay", description: "Vintage camera lens" },
  { store: "Argos", description: "Desk lamp" },
];

/** Where each status sits in a parcel's life, in days since it was received (long-held ones past 60 days). */
const DAYS_SINCE_RECEIVED: Record<PackageStatus, number> = {
  expected: 0,
  received: 4,
  ready_to_ship: 12,
  on_hold: 70,
  returned_to_sender: 40,
  disposed: 95,
  shipped: 25,
};

const STATUSES = Object.keys(DAYS_SINCE_RECEIVED) as PackageStatus[];

export async function seedDemoPackages(
  tx: DbOrTx,
  demo: { customer: { id: number }; staffId: number; dataDir: string },
) {
  const amaka = await insertCustomer(tx, {
    firstname: "Amaka",
    lastname: "Eze",
    email_address: "amaka.eze@example.com",
    number: "08051234567",
    currency: "NGN (₦)",
    warehouse_choice: "Sabo Yaba",
  });
  const tom = await insertCustomer(tx, {
    firstname: "Tom",
    lastname: "Hughes",
    email_address: "tom.hughes@example.co.uk",
    number: "07700900123",
    currency: "GBP (£)",
    warehouse_choice: "Brixton",
  });
  let n = 0;
  const parcel = (warehouse: string, options: PackageOptions) => {
    n += 1;
    const carriers = CARRIERS_AT[warehouse] ?? [{ carrier: "Other" as const, prefix: "DEMO" }];
    const { carrier, prefix } = carriers[n % carriers.length]!;
    const goods = GOODS[n % GOODS.length]!;
    const stored = options.status !== "expected";
    return createPackage(tx, {
      warehouse,
      carrier,
      carrier_tracking_number: `${prefix}${String(48_213_000 + n * 7919).padStart(10, "0")}`,
      ...goods,
      received_by: demo.staffId,
      ...(stored && {
        bin_location: `${String.fromCharCode(65 + (n % 6))}-${String(1 + (n % 12)).padStart(2, "0")}`,
        weight_grams: 350 + ((n * 613) % 9_000),
        length_mm: 200 + ((n * 37) % 400),
        width_mm: 150 + ((n * 53) % 250),
        height_mm: 80 + ((n * 29) % 200),
        photos: { dataDir: demo.dataDir },
      }),
      ...options,
    });
  };

  for (const [i, { city }] of WAREHOUSES.entries()) {
    for (const [j, status] of STATUSES.entries()) {
      const owner = (i + j) % 2 === 0 ? amaka : tom;
      await parcel(city, {
        owner,
        status,
        receivedDaysAgo: DAYS_SINCE_RECEIVED[status],
        ...(status === "on_hold" && { condition: "damaged", condition_note: "Box crushed on one corner." }),
      });
    }
    await parcel(city, {
      owner: null,
      receivedDaysAgo: 2 + i,
      label_owner_text: `SW${20_400 + i} ${["K. Mensah", "J. Smith", "B. Adeyemi", "O. Bello", "L. Wei"][i]}`,
    });
  }

  // The demo customer's own parcels at their warehouse (Trail Richmond: 30 free days, then a daily fee).
  const customer = demo.customer;
  const home = "Trail Richmond";
  const preAlert = { status: "expected" as const };
  await parcel(home, {
    owner: customer,
    ...preAlert,
    store: "Amazon",
    description: "Kindle Paperwhite",
    declared_value: 14_999,
    declared_currency: "USD ($)",
  });
  await parcel("Brixton", {
    owner: customer,
    ...preAlert,
    store: "ASOS",
    description: "Winter coat",
    declared_value: 8_500,
    declared_currency: "GBP (£)",
  });
  await parcel(home, {
    owner: customer,
    receivedDaysAgo: 28,
    store: "Best Buy",
    description: "Noise-cancelling headphones",
    photos: { dataDir: demo.dataDir, count: 2 },
  });
  await parcel(home, { owner: customer, receivedDaysAgo: 36, store: "Walmart", description: "Baby stroller" });
  await parcel(home, { owner: customer, status: "ready_to_ship", receivedDaysAgo: 6, description: "Books (6)" });
  await parcel(home, { owner: customer, status: "shipped", receivedDaysAgo: 20, description: "Laptop stand" });
  return { amaka, tom };
}
