/**
 * Compile-time proof of the API contract, checked by `npm run typecheck` (never run): each `@ts-expect-error`
 * marks a call the type checker must refuse, and an unneeded `@ts-expect-error` is itself an error. So if the
 * client stopped deriving answers from the routes' response schemas, the type check would fail.
 */
import type { TicketListResponse } from "@app/shared/tickets/tickets";
import { ticketsContract } from "@app/shared/tickets/contract";
import { staffTicketsContract } from "@app/shared/tickets/staff.contract";
import { call } from "./client";

export async function contractIsEnforced() {
  // The answer is the route's response schema: its rows are typed.
  const list = await call(ticketsContract.list, { query: { page: 1 } });
  const subjects: string[] = list.tickets.map((ticket) => ticket.subject);
  const same: TicketListResponse = list;

  // @ts-expect-error a caller expecting another answer than the route's response schema does not compile
  const wrong: { shipments: unknown[] } = await call(ticketsContract.list, {});

  // @ts-expect-error a field the answer does not have
  void list.tickets[0]?.tracking_number;

  // @ts-expect-error the path parameters an operation declares are required
  await call(ticketsContract.detail, {});

  // @ts-expect-error the body must match the operation's body schema
  await call(staffTicketsContract.reply, { params: { id: 1 }, body: { message: "the field is `response`" } });

  // @ts-expect-error a multipart operation takes its form fields and files, not a JSON body
  await call(ticketsContract.create, { body: {} });

  return { subjects, same, wrong };
}
