/**
 * Compile-time proof that a route answers its operation's response schema, checked by `npm run typecheck` (never
 * run): each `@ts-expect-error` marks a handler the type checker must refuse (an unneeded one is itself an error).
 */
import { ticketsContract } from "@app/shared/tickets/contract";
import { staffTicketsContract } from "@app/shared/tickets/staff.contract";
import { implement } from "./routes.js";

export const refused = [
  // @ts-expect-error the handler's answer must match the response schema (this one lacks `pagination`)
  implement(ticketsContract.list, () => ({ tickets: [] })),
  // @ts-expect-error a customer operation has no staff member
  implement(ticketsContract.detail, ({ admin }) => admin),
  // @ts-expect-error a staff operation has no customer
  implement(staffTicketsContract.detail, ({ customer }) => customer),
  // @ts-expect-error the validated body is typed by the operation's body schema
  implement(staffTicketsContract.reply, ({ body }) => ({ message: body.message })),
];
