import type { TicketStatus } from "@app/shared/core/enums";
import type { StaffTicket, TICKET_SORT_COLUMNS } from "@app/shared/tickets/staff";
import { eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customers, tickets } from "../../db/schema.js";
import { containsText, customerRecordIds, recordIds, searchedListWhere } from "../../lib/any-field-search.js";
import { listSource, literalLimit, type PageSource, sortedOrder } from "../../lib/list.js";
import { type TicketRow, toTicketRecord } from "./tickets.repository.js";

export interface StaffTicketFilter {
  status?: TicketStatus;
  /** Part of the subject or of the customer's e-mail. */
  q?: string;
  sort: "asc" | "desc";
  sortBy?: (typeof TICKET_SORT_COLUMNS)[number];
}

export type StaffTicketRow = TicketRow & { email_address: string; customer_name: string };

const withCustomer = {
  ticket: tickets,
  email_address: customers.email_address,
  firstname: customers.firstname,
  lastname: customers.lastname,
};

function flatten(row: {
  ticket: TicketRow;
  email_address: string;
  firstname: string;
  lastname: string;
}): StaffTicketRow {
  return { ...row.ticket, email_address: row.email_address, customer_name: `${row.firstname} ${row.lastname}` };
}

/**
 * Search: the subject or the customer's name, e-mail, phone or suite number (anywhere, any case), or the ticket's
 * number ('12' or '#12', as e-mails call it "ticket #12"); each an indexed look-up of ids (lib/any-field-search.ts).
 */
function whereOf(filter: StaffTicketFilter): SQL | undefined {
  return searchedListWhere({
    filter: filter.status ? eq(tickets.status, filter.status) : undefined,
    q: filter.q,
    id: tickets.id,
    lookups: (text) => [
      recordIds(tickets, tickets.id, containsText(tickets.subject, text)),
      customerRecordIds({ table: tickets, id: tickets.id, userId: tickets.user_id }, text, "contains"),
    ],
  });
}

/** Every customer's tickets, filtered, ordered by last update ('Date' in the list). */
export function staffTicketSource(db: DbOrTx, filter: StaffTicketFilter): PageSource<StaffTicketRow> {
  return listSource(db, filter, {
    page: (limit, offset, total) =>
      db
        .select({ ...withCustomer, ...total })
        .from(tickets)
        .innerJoin(customers, eq(customers.id, tickets.user_id))
        .where(whereOf(filter))
        .orderBy(
          ...sortedOrder(
            filter,
            {
              subject: tickets.subject,
              status: tickets.status,
              department: tickets.department,
              warehouse: tickets.warehouse,
              updated_at: tickets.updated_at,
            },
            tickets.updated_at,
            tickets.id,
          ),
        )
        .limit(literalLimit(limit))
        .offset(offset),
    matches: () =>
      db
        .select({ one: sql`1` })
        .from(tickets)
        .innerJoin(customers, eq(customers.id, tickets.user_id))
        .where(whereOf(filter)),
    toRow: flatten,
  });
}

export async function findStaffTicket(db: DbOrTx, id: number): Promise<StaffTicketRow | undefined> {
  const [row] = await db
    .select(withCustomer)
    .from(tickets)
    .innerJoin(customers, eq(customers.id, tickets.user_id))
    .where(eq(tickets.id, id))
    .limit(1);
  return row ? flatten(row) : undefined;
}

export function toStaffTicketRecord(row: StaffTicketRow): StaffTicket {
  return { ...toTicketRecord(row), email_address: row.email_address };
}
