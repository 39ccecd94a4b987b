import type { InvoiceEvidence } from "@app/shared/invoices/evidence";
import { compareWithEstimate } from "@app/shared/ship-requests/estimate-comparison";
import type { EstimateComparison } from "@app/shared/ship-requests/ship-requests";
import { and, eq } from "drizzle-orm";
import type { Config } from "../../config.js";
import type { DbOrTx } from "../../db/client.js";
import { shipRequests } from "../../db/schema.js";
import { minorOfAmount, quoteOfRequest } from "./ship-requests.service.js";

/**
 * A packed request's invoice beside its estimate (decision 0030): on the ship request and, through public.ts, on the
 * invoice's payment screen, so an invoice above the estimate by more than ESTIMATE_NOTICE_PERCENT is announced before
 * the customer pays.
 */

/**
 * For the invoices feature: the comparison of a customer's invoice billing a shipment with the estimate of the ship
 * request packed into that shipment; null when the invoice bills no ship request.
 */
export async function estimateComparisonOfInvoice(
  db: DbOrTx,
  config: Pick<Config, "ESTIMATE_NOTICE_PERCENT">,
  invoice: {
    user_id: number;
    reference_type: string;
    reference_id: number;
    total_amount: string;
    currency: string;
    evidence: InvoiceEvidence | null;
  },
): Promise<EstimateComparison | null> {
  if (invoice.reference_type !== "shipments") return null;
  const [row] = await db
    .select()
    .from(shipRequests)
    .where(and(eq(shipRequests.shipment_id, invoice.reference_id), eq(shipRequests.user_id, invoice.user_id)))
    .limit(1);
  if (!row) return null;
  return compareWithEstimate({
    ship_request_id: row.id,
    quote: await quoteOfRequest(db, row),
    invoice: { total_minor: minorOfAmount(invoice.total_amount), currency: invoice.currency },
    evidence: invoice.evidence,
    notice_percent: config.ESTIMATE_NOTICE_PERCENT,
  });
}
