import type { CurrencyCode, InvoiceReferenceType, InvoiceStatus } from "@app/shared/enums";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins, invoices, shipments } from "../../db/schema.js";

/**
 * Test data for invoice and payment tests: the staff side that creates invoices belongs to
 * another feature, so tests insert them directly (with a staff author and, optionally, the
 * shipment the invoice bills).
 */

let counter = 0;
const unique = () => `${Date.now().toString(36).toUpperCase()}${(counter++).toString(36).toUpperCase()}`;

async function anyAdminId(db: DbOrTx): Promise<number> {
  const [existing] = await db.select({ id: admins.id }).from(admins).limit(1);
  if (existing) return existing.id;
  const [row] = await db
    .insert(admins)
    .values({
      email: `fixture-${unique().toLowerCase()}@staff.test`,
      password_hash: "not-a-real-hash",
      role: "owner",
      firstname: "Fixture",
      lastname: "Staff",
      verified_at: new Date(),
    })
    .returning({ id: admins.id });
  return row!.id;
}

export async function createShipmentFor(db: DbOrTx, user: { id: number; email_address: string }) {
  const [row] = await db
    .insert(shipments)
    .values({
      tracking_number: `SWT${unique()}`,
      user_id: user.id,
      email_address: user.email_address,
      delivery_address: "12 Test Street, Lagos",
      shipping_cost: "185.50",
      currency: "USD ($)",
      warehouse_arrival_date: "2026-01-05",
      shipment_date: "2026-01-06",
      estimated_delivery_date: "2026-01-20",
      weight: "2.50",
      country: "USA",
    })
    .returning();
  return row!;
}

export interface InvoiceFixture {
  status?: InvoiceStatus;
  reference_type?: InvoiceReferenceType;
  reference_id?: number;
  total_amount?: string;
  currency?: CurrencyCode;
  created_at?: Date;
  extra_info?: string | null;
}

export async function createInvoiceFor(db: DbOrTx, userId: number, fixture: InvoiceFixture = {}) {
  const [row] = await db
    .insert(invoices)
    .values({
      transaction_id: `INV${unique()}`,
      status: fixture.status ?? "pending",
      reference_type: fixture.reference_type ?? "pickup",
      // Unique per (type, id); a made-up id is fine for non-shipment fixtures.
      reference_id: fixture.reference_id ?? 100_000 + counter++,
      user_id: userId,
      admin_id: await anyAdminId(db),
      total_amount: fixture.total_amount ?? "185.50",
      currency: fixture.currency ?? "USD",
      due_date: new Date(Date.now() + 7 * 86_400_000),
      extra_info: fixture.extra_info ?? null,
      ...(fixture.created_at ? { created_at: fixture.created_at } : {}),
    })
    .returning();
  return row!;
}

/** An unpaid invoice that bills a new shipment of the customer (reference_type 'shipments'). */
export async function createShipmentInvoiceFor(
  db: DbOrTx,
  user: { id: number; email_address: string },
  fixture: InvoiceFixture = {},
) {
  const shipment = await createShipmentFor(db, user);
  const invoice = await createInvoiceFor(db, user.id, {
    ...fixture,
    reference_type: "shipments",
    reference_id: shipment.id,
  });
  return { shipment, invoice };
}

export async function invoiceById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row!;
}

export async function shipmentById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id)).limit(1);
  return row!;
}
