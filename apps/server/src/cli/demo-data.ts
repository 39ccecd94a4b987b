import { count } from "drizzle-orm";
import type { Db } from "../db/client.js";
import {
  admins,
  customers,
  invoices,
  newsletterSubscriptions,
  pickupItems,
  pickups,
  procurementProducts,
  procurements,
  shipmentStatusHistory,
  shipments,
  ticketResponses,
  tickets,
} from "../db/schema.js";
import { hashPassword } from "../lib/auth/password.js";

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

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** An owner, a customer and a few records of every kind, so every screen has something to show. */
export async function seedDemoData(db: Db): Promise<void> {
  const [staff, customer] = [DEMO_LOGINS[0], DEMO_LOGINS[1]];
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(admins)
      .values({
        firstname: "Olivia",
        lastname: "Owens",
        email: staff.email,
        role: "owner",
        password_hash: await hashPassword(staff.password),
        verified_at: new Date(),
      })
      .returning();
    const [user] = await tx
      .insert(customers)
      .values({
        firstname: "Chidi",
        lastname: "Okafor",
        email_address: customer.email,
        number: "08031234567",
        password_hash: await hashPassword(customer.password),
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
      })
      .returning();
    const adminId = owner!.id;
    const userId = user!.id;

    const shipmentRows = await tx
      .insert(shipments)
      .values([
        {
          tracking_number: DEMO_TRACKING_NUMBER,
          user_id: userId,
          email_address: customer.email,
          shipment_status: "In Transit",
          payment_status: "Pending",
          delivery_address: "15 Admiralty Way, Lekki Phase 1, Lagos",
          shipping_cost: "185.50",
          currency: "USD ($)",
          warehouse_arrival_date: isoDay(daysAgo(9)),
          shipment_date: isoDay(daysAgo(6)),
          estimated_delivery_date: isoDay(daysAgo(-5)),
          weight: "12.40",
          dimensions: "60 x 40 x 35 cm",
          courier: "DHL Express",
          country: "USA",
          created_by: adminId,
          created_at: daysAgo(9),
        },
        {
          tracking_number: "SWG1207KLM",
          user_id: userId,
          email_address: customer.email,
          shipment_status: "Pending",
          payment_status: "Pending",
          delivery_address: "15 Admiralty Way, Lekki Phase 1, Lagos",
          shipping_cost: "64.00",
          currency: "GBP (£)",
          warehouse_arrival_date: isoDay(daysAgo(2)),
          shipment_date: isoDay(daysAgo(1)),
          estimated_delivery_date: isoDay(daysAgo(-12)),
          weight: "3.20",
          dimensions: "30 x 20 x 15 cm",
          courier: "UPS",
          country: "UK",
          created_by: adminId,
          created_at: daysAgo(2),
        },
      ])
      .returning();
    const first = shipmentRows[0]!;
    await tx.insert(shipmentStatusHistory).values([
      { shipment_id: first.id, shipment_status: "Pending", changed_by: adminId, created_at: daysAgo(9) },
      { shipment_id: first.id, shipment_status: "In Transit", changed_by: adminId, created_at: daysAgo(6) },
      { shipment_id: shipmentRows[1]!.id, shipment_status: "Pending", changed_by: adminId, created_at: daysAgo(2) },
    ]);

    const [procurement] = await tx
      .insert(procurements)
      .values({
        user_id: userId,
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
      })
      .returning();
    await tx.insert(procurementProducts).values([
      {
        procurement_id: procurement!.id,
        position: 0,
        product_name: "Wireless headphones",
        product_link: "https://www.amazon.com/dp/B0EXAMPLE1",
        size: "One size",
        colour: "Black",
        quantity: 1,
        unit_price: "89.99",
      },
      {
        procurement_id: procurement!.id,
        position: 1,
        product_name: "Running shoes",
        product_link: "https://www.amazon.com/dp/B0EXAMPLE2",
        size: "44",
        colour: "Blue",
        quantity: 2,
        unit_price: "54.00",
      },
    ]);

    const [pickup] = await tx
      .insert(pickups)
      .values({
        user_id: userId,
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
      })
      .returning();
    await tx.insert(pickupItems).values([
      {
        pickup_id: pickup!.id,
        position: 0,
        item_name: "Carton of books",
        length_cm: "40",
        width_cm: "30",
        height_cm: "30",
        weight_lbs: "22",
        quantity: 1,
      },
      {
        pickup_id: pickup!.id,
        position: 1,
        item_name: "Suitcase",
        length_cm: "70",
        width_cm: "45",
        height_cm: "28",
        weight_lbs: "35",
        quantity: 1,
      },
    ]);

    const [ticket] = await tx
      .insert(tickets)
      .values({
        user_id: userId,
        subject: "Package not yet at the warehouse",
        department: "customer service",
        warehouse: "USA",
        message: "My Amazon order shows delivered but I have no warehouse notification yet.",
        status: "answered",
        created_at: daysAgo(5),
        updated_at: daysAgo(4),
      })
      .returning();
    await tx.insert(ticketResponses).values({
      ticket_id: ticket!.id,
      message: "We received it this morning; it will be logged within 24 hours.",
      message_by: "admin",
      admin_id: adminId,
      created_at: daysAgo(4),
    });

    await tx.insert(invoices).values([
      {
        transaction_id: "INV4821QRT",
        status: "pending",
        reference_type: "shipments",
        reference_id: first.id,
        user_id: userId,
        admin_id: adminId,
        total_amount: "185.50",
        currency: "USD",
        due_date: daysAgo(-7),
        extra_info: "Air freight Stafford to Lagos.",
        created_at: daysAgo(6),
      },
      {
        transaction_id: "INV3307PUK",
        status: "paid",
        reference_type: "pickup",
        reference_id: pickup!.id,
        user_id: userId,
        admin_id: adminId,
        total_amount: "15000.00",
        currency: "NGN",
        due_date: daysAgo(1),
        paid_at: daysAgo(2),
        created_at: daysAgo(3),
      },
    ]);
    await tx.insert(newsletterSubscriptions).values({ email_address: customer.email });
  });
}
