import { asc, desc, eq, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customers, invoices, payments, pickups, procurements, shipments, tickets } from "../../db/schema.js";
import { containsText, emailContains, recordIds, searchedListWhere } from "../../lib/any-field-search.js";
import { listSource, literalLimit, newestFirst, type PageSource } from "../../lib/list.js";

/**
 * The staff side's reads of customers and of every record of one customer. These are this feature's own queries on
 * the tables (not another feature's repository): the customer page only lists the records, each linking to its own
 * staff page.
 */
export interface StaffCustomerFilter {
  /** Part of the name, e-mail, phone or suite number, or the customer number ('#12'). */
  q?: string;
  sort: "asc" | "desc";
}

const fullName = sql<string>`${customers.firstname} || ' ' || ${customers.lastname}`;

const listColumns = {
  id: customers.id,
  name: fullName,
  email_address: customers.email_address,
  number: customers.number,
  suite_number: customers.suite_number,
  warehouse_choice: customers.warehouse_choice,
  created_at: customers.created_at,
};
export type StaffCustomerListRow = {
  id: number;
  name: string;
  email_address: string;
  number: string;
  suite_number: string;
  warehouse_choice: string;
  created_at: Date;
};

/** Search: the name, e-mail, phone or suite number (anywhere, any case), or the customer number; one look-up of ids. */
function whereOf(q: string | undefined) {
  return searchedListWhere({
    q,
    id: customers.id,
    lookups: (text) => [
      recordIds(
        customers,
        customers.id,
        or(
          containsText(fullName, text),
          emailContains(text),
          containsText(customers.number, text),
          containsText(customers.suite_number, text),
        ),
      ),
    ],
  });
}

export function staffCustomerSource(db: DbOrTx, filter: StaffCustomerFilter): PageSource<StaffCustomerListRow> {
  return listSource(db, filter, {
    page: (limit, offset, total) =>
      db
        .select({ ...listColumns, ...total })
        .from(customers)
        .where(whereOf(filter.q))
        .orderBy(...newestFirst(filter.sort, customers.created_at, customers.id))
        .limit(literalLimit(limit))
        .offset(offset),
    matches: () => db.select({ one: sql`1` }).from(customers).where(whereOf(filter.q)),
  });
}

/** The typeahead's matches: the customer of that number, an exact e-mail or suite number first, then by name. */
export async function searchCustomers(db: DbOrTx, q: string, limit: number) {
  const text = q.trim().replace(/^#/, "");
  if (!text) return [];
  const byNumber = /^\d{1,9}$/.test(text) ? sql` or ${customers.id} = ${Number(text)}` : sql``;
  const exact = sql`(lower(${customers.suite_number}) = lower(${text}) or ${customers.email_address} = lower(${text})${byNumber})`;
  return db
    .select({
      id: customers.id,
      name: fullName,
      email_address: customers.email_address,
      suite_number: customers.suite_number,
    })
    .from(customers)
    .where(whereOf(text))
    .orderBy(desc(exact), asc(customers.firstname), asc(customers.lastname), asc(customers.id))
    .limit(limit);
}

export async function findCustomer(db: DbOrTx, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/** Every record of one customer, newest first. */
export async function recordsOfCustomer(db: DbOrTx, id: number) {
  const [shipmentRows, procurementRows, pickupRows, ticketRows, invoiceRows, paymentRows] = await Promise.all([
    db
      .select({
        id: shipments.id,
        tracking_number: shipments.tracking_number,
        shipment_status: shipments.shipment_status,
        payment_status: shipments.payment_status,
        created_at: shipments.created_at,
      })
      .from(shipments)
      .where(eq(shipments.user_id, id))
      .orderBy(...newestFirst("desc", shipments.created_at, shipments.id)),
    db
      .select({
        id: procurements.id,
        store_name: procurements.store_name,
        status: procurements.status,
        created_at: procurements.created_at,
      })
      .from(procurements)
      .where(eq(procurements.user_id, id))
      .orderBy(...newestFirst("desc", procurements.created_at, procurements.id)),
    db
      .select({
        id: pickups.id,
        contact_name: pickups.contact_name,
        city: pickups.city,
        status: pickups.status,
        created_at: pickups.created_at,
      })
      .from(pickups)
      .where(eq(pickups.user_id, id))
      .orderBy(...newestFirst("desc", pickups.created_at, pickups.id)),
    db
      .select({ id: tickets.id, subject: tickets.subject, status: tickets.status, updated_at: tickets.updated_at })
      .from(tickets)
      .where(eq(tickets.user_id, id))
      .orderBy(...newestFirst("desc", tickets.updated_at, tickets.id)),
    db
      .select({
        id: invoices.id,
        transaction_id: invoices.transaction_id,
        status: invoices.status,
        total_amount: invoices.total_amount,
        currency: invoices.currency,
        reference_type: invoices.reference_type,
        created_at: invoices.created_at,
      })
      .from(invoices)
      .where(eq(invoices.user_id, id))
      .orderBy(...newestFirst("desc", invoices.created_at, invoices.id)),
    db
      .select({
        id: payments.id,
        invoice_id: payments.invoice_id,
        reference: payments.reference,
        status: payments.status,
        amount_minor: payments.amount_minor,
        currency: payments.currency,
        created_at: payments.created_at,
      })
      .from(payments)
      .where(eq(payments.user_id, id))
      .orderBy(...newestFirst("desc", payments.created_at, payments.id)),
  ]);
  return {
    shipments: shipmentRows,
    procurements: procurementRows,
    pickups: pickupRows,
    tickets: ticketRows,
    invoices: invoiceRows,
    payments: paymentRows,
  };
}
