import type { TicketForm } from "@app/shared/tickets/tickets";
import type { Tx } from "../../db/client.js";
import { recordAudit } from "../../lib/audit.js";
import type { ServiceContext } from "../../lib/service-context.js";
import type { CustomerRow } from "../../plugins/auth.js";
import { notifyStaffOfTicket } from "./tickets.mail.js";
import { insertTicket } from "./tickets.repository.js";
import { customerActor } from "./tickets.service.js";

/**
 * For other features: opens a support ticket for a customer inside the caller's transaction (e.g. "Question this
 * charge" on an invoice), exactly as the portal's form does without images: audited, staff notified.
 * `cause` says where it came from in the audit trail; `charge` links the invoice line a charge question is about.
 */
export async function openTicketFor(
  tx: Tx,
  ctx: ServiceContext,
  customer: CustomerRow,
  input: TicketForm,
  cause: string,
  charge?: { invoice_id: number; invoice_line: number },
): Promise<{ id: number }> {
  const row = await insertTicket(tx, { user_id: customer.id, ...input, status: "open", ...charge });
  await recordAudit(tx, customerActor(customer), {
    entityType: "ticket",
    entityId: row.id,
    action: "opened the ticket",
    cause,
  });
  await notifyStaffOfTicket(tx, ctx, {
    kind: "opened",
    ticketId: row.id,
    subject: row.subject,
    customer,
    message: row.message,
  });
  return { id: row.id };
}
