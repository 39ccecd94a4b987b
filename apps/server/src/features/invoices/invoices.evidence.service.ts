import { EVIDENCE_TEXTS, evidenceText, type QuestionChargeInput } from "@app/shared/invoices/evidence";
import { INVOICE_TEXTS } from "@app/shared/invoices/invoices";
import type { TicketWarehouse } from "@app/shared/core/enums";
import { TICKET_WAREHOUSES } from "@app/shared/core/enums";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { warehouses } from "../../db/schema.js";
import { badRequest, notFound } from "../../lib/errors.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { CustomerRow } from "../../plugins/auth.js";
import { estimateComparisonOfInvoice } from "../ship-requests/public.js";
import { openTicketFor } from "../tickets/public.js";
import { findCustomerInvoice } from "./invoices.repository.js";

/**
 * The customer's own invoice's evidence (null when staff typed the invoice by hand) and, when it bills a packed ship
 * request, that request's estimate beside it; another's answers 404.
 */
export async function getEvidenceOf(ctx: ServiceContext, userId: number, id: number) {
  const row = await findCustomerInvoice(ctx.db, userId, id);
  if (!row) throw notFound(INVOICE_TEXTS.notFound);
  const estimate = await estimateComparisonOfInvoice(ctx.db, ctx.config, { ...row, evidence: row.evidence ?? null });
  return { evidence: row.evidence ?? null, estimate };
}

/** The support desk's warehouse choice for the card's origin warehouse ('USA', 'UK', 'China'; else Nigeria). */
async function ticketWarehouseOf(db: DbOrTx, origin: string): Promise<TicketWarehouse> {
  const [row] = await db
    .select({ value: warehouses.ticket_value })
    .from(warehouses)
    .where(eq(warehouses.city, origin))
    .limit(1);
  const value = row?.value as TicketWarehouse | undefined;
  return value && TICKET_WAREHOUSES.includes(value) ? value : "Nigeria";
}

/**
 * "Question this charge": a support ticket (billing) whose message is the customer's words followed by the line's
 * evidence as the server stored it, so what staff read is what the invoice showed, whatever the browser sent.
 */
export async function questionCharge(
  ctx: ServiceContext,
  customer: CustomerRow,
  id: number,
  input: Required<QuestionChargeInput>,
) {
  const ticket = await inTransaction(ctx, async (tx) => {
    const invoice = await findCustomerInvoice(tx, customer.id, id);
    if (!invoice) throw notFound(INVOICE_TEXTS.notFound);
    if (!invoice.evidence) throw badRequest(EVIDENCE_TEXTS.noEvidence);
    const line = invoice.evidence.lines[input.line];
    if (!line) throw badRequest(EVIDENCE_TEXTS.noSuchLine, { line: EVIDENCE_TEXTS.noSuchLine });
    // The line's photos are shown with the ticket as thumbnails (its charge); the message only counts them.
    const evidence = evidenceText(invoice, invoice.evidence, input.line)
      .split("\n")
      .map((text) =>
        text.startsWith("Photos: ") ? `Photos: ${line.box?.photos.length ?? 0}, shown with this ticket` : text,
      )
      .join("\n");
    return openTicketFor(
      tx,
      ctx,
      customer,
      {
        subject: `Question about invoice ${invoice.transaction_id}, line ${input.line + 1}: ${line.label}`.slice(
          0,
          200,
        ),
        department: "sales/billing",
        warehouse: await ticketWarehouseOf(tx, invoice.evidence.origin),
        message: `${input.message}\n\n--- Evidence of the charge ---\n${evidence}`.slice(0, 5000),
      },
      `the customer questioned a charge on invoice ${invoice.transaction_id}`,
      { invoice_id: invoice.id, invoice_line: input.line },
    );
  });
  return { message: EVIDENCE_TEXTS.questioned, ticket_id: ticket.id };
}
