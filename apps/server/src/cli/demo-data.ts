import { count, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import {
  daysAgo,
  insertCustomer,
  insertDemoExchangeRates,
  insertDemoRateCards,
  insertInvoice,
  insertPickup,
  insertProcurement,
  insertShipment,
  insertStaff,
  insertStatusHistory,
  insertTicket,
  isoDay,
} from "../db/factories/index.js";
import { admins, customers, newsletterSubscriptions } from "../db/schema.js";
import { seedDemoMasters } from "./demo-masters.js";
import { seedDemoPackages } from "./demo-packages.js";
import { seedDemoShipRequests } from "./demo-ship-requests.js";

export const DEMO_LOGINS = [
  { label: "Staff", email: "owner@swiftway.test", password: "Owner1234", path: "/admin/login" },
  { label: "Customer", email: "customer@swiftway.test", password: "Customer123", path: "/login" },
] as const;

export const DEMO_TRACKING_NUMBER = "SWG4821ABC";

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [a] = await db.select({ n: count() }).from(admins);
  const [c] = await db.select({ n: count() }).from(customers);
  return (a?.n ?? 0) === 0 && (c?.n ?? 0) === 0;
}

/**
 * The demo log-ins whose account is in the database: none on a company's data (a restored backup), both after the
 * demo seed. What the start prints.
 */
export async function existingDemoLogins(db: Db) {
  const [staff, customer] = [DEMO_LOGINS[0], DEMO_LOGINS[1]];
  const [owner] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, staff.email));
  const [user] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email_address, customer.email));
  return [...(owner ? [staff] : []), ...(user ? [customer] : [])];
}

/**
 * An owner, a customer and a few records of every kind, so every screen has something to show. Parcel photos are
 * written under `dataDir`/uploads (the server's DATA_DIR).
 */
export async function seedDemoData(db: Db, dataDir: string): Promise<void> {
  const [staff, customer] = [DEMO_LOGINS[0], DEMO_LOGINS[1]];
  await db.transaction(async (tx) => {
    const owner = await insertStaff(tx, {
      firstname: "Olivia",
      lastname: "Owens",
      email: staff.email,
      role: "owner",
      password: staff.password,
    });
    const user = await insertCustomer(tx, {
      firstname: "Chidi",
      lastname: "Okafor",
      email_address: customer.email,
      number: "08031234567",
      password: customer.password,
      currency: "NGN (₦)",
      warehouse_choice: "Trail Richmond",
      delivery_address: {
        address_line1: "15 Admiralty Way",
        address_line2: "Lekki Phase 1",
        city: "Lagos",
        state: "Lagos",
        country: "Nigeria",
        phone_number: "08031234567",
        zip: "106104",
      },
    });
    const adminId = owner.id;
    const userId = user.id;
    const shipmentOf = { created_by: adminId, delivery_address: "15 Admiralty Way, Lekki Phase 1, Lagos" };

    const first = await insertShipment(tx, user, {
      ...shipmentOf,
      tracking_number: DEMO_TRACKING_NUMBER,
      shipment_status: "In Transit",
      payment_status: "Pending",
      shipping_cost: "185.50",
      currency: "USD ($)",
      warehouse_arrival_date: isoDay(daysAgo(9)),
      shipment_date: isoDay(daysAgo(6)),
      estimated_delivery_date: isoDay(daysAgo(-5)),
      weight: "12.40",
      dimensions: "60 x 40 x 35 cm",
      courier: "DHL Express",
      country: "USA",
      created_at: daysAgo(9),
    });
    const second = await insertShipment(tx, user, {
      ...shipmentOf,
      tracking_number: "SWG1207KLM",
      shipment_status: "Pending",
      payment_status: "Pending",
      shipping_cost: "64.00",
      currency: "GBP (£)",
      warehouse_arrival_date: isoDay(daysAgo(2)),
      shipment_date: isoDay(daysAgo(1)),
      estimated_delivery_date: isoDay(daysAgo(-12)),
      weight: "3.20",
      dimensions: "30 x 20 x 15 cm",
      courier: "UPS",
      country: "UK",
      created_at: daysAgo(2),
    });
    await insertStatusHistory(tx, [
      { shipment_id: first.id, shipment_status: "Pending", changed_by: adminId, created_at: daysAgo(9) },
      { shipment_id: first.id, shipment_status: "In Transit", changed_by: adminId, created_at: daysAgo(6) },
      { shipment_id: second.id, shipment_status: "Pending", changed_by: adminId, created_at: daysAgo(2) },
    ]);

    await insertProcurement(
      tx,
      userId,
      {
        status: "pending",
        warehouse: "Trail Richmond",
        currency: "USD ($)",
        address: {
          address_line1: "15 Admiralty Way",
          address_line2: "Lekki Phase 1",
          city: "Lagos",
          state: "Lagos",
          country: "Nigeria",
          zip: "106104",
        },
        store_name: "Amazon",
        store_website: "https://www.amazon.com",
        added_charges: "12.50",
        extra_info: "Please keep the original boxes.",
        created_at: daysAgo(4),
      },
      [
        {
          product_name: "Wireless headphones",
          product_link: "https://www.amazon.com/dp/B0EXAMPLE1",
          size: "One size",
          colour: "Black",
          quantity: 1,
          unit_price: "89.99",
        },
        {
          product_name: "Running shoes",
          product_link: "https://www.amazon.com/dp/B0EXAMPLE2",
          size: "44",
          colour: "Blue",
          quantity: 2,
          unit_price: "54.00",
        },
      ],
    );

    const pickup = await insertPickup(
      tx,
      userId,
      {
        status: "processing",
        contact_name: "Chidi Okafor",
        contact_number: "08031234567",
        contact_email: customer.email,
        address_1: "3 Allen Avenue",
        city: "Ikeja",
        state: "Lagos",
        country: "Nigeria",
        zip: "100271",
        extra_info: "Call on arrival.",
        created_at: daysAgo(3),
      },
      [
        {
          item_name: "Carton of books",
          length_cm: "40",
          width_cm: "30",
          height_cm: "30",
          weight_lbs: "22",
          quantity: 1,
        },
        { item_name: "Suitcase", length_cm: "70", width_cm: "45", height_cm: "28", weight_lbs: "35", quantity: 1 },
      ],
    );

    await insertTicket(
      tx,
      userId,
      {
        subject: "Package not yet at the warehouse",
        department: "customer service",
        warehouse: "USA",
        message: "My Amazon order shows delivered but I have no warehouse notification yet.",
        status: "answered",
        created_at: daysAgo(5),
        updated_at: daysAgo(4),
      },
      [
        {
          message: "We received it this morning; it will be logged within 24 hours.",
          message_by: "admin",
          admin_id: adminId,
          created_at: daysAgo(4),
        },
      ],
    );

    await insertInvoice(tx, userId, {
      transaction_id: "INV4821QRT",
      status: "pending",
      reference_type: "shipments",
      reference_id: first.id,
      admin_id: adminId,
      total_amount: "185.50",
      currency: "USD",
      due_date: daysAgo(-7),
      extra_info: "Air freight Stafford to Lagos.",
      created_at: daysAgo(6),
    });
    await insertInvoice(tx, userId, {
      transaction_id: "INV3307PUK",
      status: "paid",
      reference_type: "pickup",
      reference_id: pickup.id,
      admin_id: adminId,
      total_amount: "15000.00",
      currency: "NGN",
      due_date: daysAgo(1),
      paid_at: daysAgo(2),
      created_at: daysAgo(3),
    });
    await tx.insert(newsletterSubscriptions).values({ email_address: customer.email });
    const { amaka, tom } = await seedDemoPackages(tx, { customer: user, staffId: adminId, dataDir });
    await insertDemoRateCards(tx, isoDay(daysAgo(30)), adminId);
    await seedDemoShipRequests(tx, { staff: owner, customer: user, amaka, tom, dataDir });
    await seedDemoMasters(tx, { staff: owner, customer: user, amaka, tom, dataDir });
    await insertDemoExchangeRates(tx, daysAgo(30), new Date());
  });
}
