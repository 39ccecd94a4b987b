import { and, eq, like } from "drizzle-orm";
import type { DbOrTx } from "../src/db/client.js";
import { auditLog, invoices, mailOutbox, payments, shipments } from "../src/db/schema.js";

/** Read-outs for API tests: a record as it is now, receipts queued, payment attempts, audit entries. */
export async function invoiceById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row!;
}

export async function shipmentById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id)).limit(1);
  return row!;
}

export async function receiptsTo(db: DbOrTx, email: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, email), like(mailOutbox.subject, "Payment receipt%")));
}

export async function paymentsOf(db: DbOrTx, invoiceId: number) {
  return db.select().from(payments).where(eq(payments.invoice_id, invoiceId)).orderBy(payments.id);
}

export async function auditOf(db: DbOrTx, entityType: string, entityId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, entityType), eq(auditLog.entity_id, entityId)))
    .orderBy(auditLog.id);
}
