import type { DbOrTx } from "../client.js";
import { ticketResponses, tickets } from "../schema.js";

type TicketRow = typeof tickets.$inferInsert;
type ResponseRow = Omit<typeof ticketResponses.$inferInsert, "ticket_id">;

/** A support ticket of `userId` with its replies, in the order given. */
export async function insertTicket(
  db: DbOrTx,
  userId: number,
  overrides: Partial<TicketRow> = {},
  responses: ResponseRow[] = [],
) {
  const [row] = await db
    .insert(tickets)
    .values({
      user_id: userId,
      subject: "Where is my parcel?",
      department: "customer service",
      warehouse: "USA",
      message: "It shows delivered but the warehouse has not logged it.",
      ...overrides,
    })
    .returning();
  if (responses.length) await db.insert(ticketResponses).values(responses.map((r) => ({ ...r, ticket_id: row!.id })));
  return row!;
}
