import type { CurrencyCode, InvoiceReferenceType, InvoiceStatus } from "@app/shared/core/enums";
import type { DbOrTx } from "../client.js";
import { invoices } from "../schema.js";
import { anyStaffId } from "./accounts.js";
import { insertShipment } from "./shipments.js";
import { uniqueSuffix } from "./unique.js";

type InvoiceRow = typeof invoices.$inferInsert;

let referenceCounter = 0;

export interface InvoiceOverrides extends Partial<Omit<InvoiceRow, "status" | "reference_type" | "currency">> {
  status?: InvoiceStatus;
  reference_type?: InvoiceReferenceType;
  currency?: CurrencyCode;
}

/**
 * An invoice of `userId`, written by any staff account unless `admin_id` is given. Without a reference it bills a
 * made-up pickup id (references are unique per type and id; nothing reads the pickup itself).
 */
export async function insertInvoice(db: DbOrTx, userId: number, overrides: InvoiceOverrides = {}) {
  referenceCounter += 1;
  const [row] = await db
    .insert(invoices)
    .values({
      transaction_id: `INV${uniqueSuffix()}`,
      status: "pending",
      reference_type: "pickup",
      reference_id: 100_000 + referenceCounter,
      user_id: userId,
      admin_id: overrides.admin_id ?? (await anyStaffId(db)),
      total_amount: "185.50",
      currency: "USD",
      due_date: new Date(Date.now() + 7 * 86_400_000),
      extra_info: null,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An invoice that bills a new shipment of the customer (reference_type 'shipments'). */
export async function insertShipmentInvoice(
  db: DbOrTx,
  user: { id: number; email_address: string },
  overrides: InvoiceOverrides = {},
) {
  const shipment = await insertShipment(db, user);
  const invoice = await insertInvoice(db, user.id, {
    ...overrides,
    reference_type: "shipments",
    reference_id: shipment.id,
  });
  return { shipment, invoice };
}
