import type { InvoiceReferenceType } from "@app/shared/core/enums";
import { currencyCodeOfLabel } from "@app/shared/core/enums";
import {
  INVOICEABLE_LIMIT,
  type InvoiceableRecord,
  type InvoiceableRecordsQuery,
} from "@app/shared/invoices/invoiceable";
import { and, type Column, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices, pickups, procurements, shipments } from "../../db/schema.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { procurementTotalSql } from "../procurements/public.js";

/** The invoice a record already has, as a left-joined pair of columns. */
const invoiceOf = (type: InvoiceReferenceType, id: Column) =>
  and(eq(invoices.reference_type, type), eq(invoices.reference_id, id));

interface Row {
  id: number;
  label: string;
  created_at: Date;
  invoice_id: number | null;
  transaction_id: string | null;
  total: string | null;
  currency: string | null;
}

function rowsOf(db: DbOrTx, query: InvoiceableRecordsQuery): Promise<Row[]> {
  const invoiceColumns = { invoice_id: invoices.id, transaction_id: invoices.transaction_id };
  if (query.type === "shipments") {
    return db
      .select({
        id: shipments.id,
        label: sql<string>`${shipments.tracking_number} || ' · ' || ${shipments.shipment_status}::text`,
        created_at: shipments.created_at,
        ...invoiceColumns,
        total: sql<string | null>`${shipments.shipping_cost}::text`,
        currency: sql<string | null>`${shipments.currency}::text`,
      })
      .from(shipments)
      .leftJoin(invoices, invoiceOf("shipments", shipments.id))
      .where(eq(shipments.user_id, query.user_id))
      .orderBy(desc(shipments.created_at), desc(shipments.id))
      .limit(INVOICEABLE_LIMIT);
  }
  if (query.type === "procurement") {
    return db
      .select({
        id: procurements.id,
        label: sql<string>`'Shop request #' || ${procurements.id} || ' · ' || ${procurements.store_name} || ' · ' || ${procurements.status}::text`,
        created_at: procurements.created_at,
        ...invoiceColumns,
        total: procurementTotalSql,
        currency: sql<string | null>`${procurements.currency}::text`,
      })
      .from(procurements)
      .leftJoin(invoices, invoiceOf("procurement", procurements.id))
      .where(eq(procurements.user_id, query.user_id))
      .orderBy(desc(procurements.created_at), desc(procurements.id))
      .limit(INVOICEABLE_LIMIT);
  }
  return db
    .select({
      id: pickups.id,
      label: sql<string>`'Pickup #' || ${pickups.id} || ' · ' || ${pickups.city} || ' · ' || ${pickups.status}::text`,
      created_at: pickups.created_at,
      ...invoiceColumns,
      total: sql<string | null>`null`,
      currency: sql<string | null>`null`,
    })
    .from(pickups)
    .leftJoin(invoices, invoiceOf("pickup", pickups.id))
    .where(eq(pickups.user_id, query.user_id))
    .orderBy(desc(pickups.created_at), desc(pickups.id))
    .limit(INVOICEABLE_LIMIT);
}

/** The customer's records of one kind for the invoice form's picker; an unknown customer simply has none. */
export async function invoiceableRecords(
  ctx: ServiceContext,
  query: InvoiceableRecordsQuery,
): Promise<{ records: InvoiceableRecord[] }> {
  const rows = await rowsOf(ctx.db, query);
  return {
    records: rows.map((r) => ({
      id: r.id,
      label: r.label,
      created_at: r.created_at.toISOString(),
      invoice:
        r.invoice_id !== null && r.transaction_id !== null
          ? { id: r.invoice_id, transaction_id: r.transaction_id }
          : null,
      suggested_total: r.total !== null && Number(r.total) > 0 ? Number(r.total).toFixed(2) : null,
      currency: currencyCodeOfLabel(r.currency),
    })),
  };
}
