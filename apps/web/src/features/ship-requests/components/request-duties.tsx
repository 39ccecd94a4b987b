import { formatLongDay, formatMoney } from "@app/shared/core/format";
import { rateLabel } from "@app/shared/exchange-rates/exchange-rates";
import type { ShipRequestResponse } from "@app/shared/ship-requests/ship-requests";
import { DutyEstimatePanel } from "./duty-estimate";

/**
 * A ship request's duty and taxes: the estimate with today's tariff and rates (the quote's freight shared by value)
 * or, once packed, what was billed on the invoice, as priced then. A cancelled request is never packed, so its estimate
 * promises no invoice.
 */
export function RequestDuties({
  answer,
  cancelled = false,
}: {
  answer: Pick<ShipRequestResponse, "duties" | "duties_priced" | "invoice">;
  cancelled?: boolean;
}) {
  const priced = answer.duties_priced;
  const note = priced
    ? `As billed on your invoice on ${formatLongDay(priced.priced_at)}: ${formatMoney(priced.invoice_amount_minor / 100, priced.invoice_currency)} at ${rateLabel(priced.invoice_currency, priced.invoice_rate)}. Customs may assess a different amount at clearance.`
    : answer.invoice
      ? "Your invoice carries no duties and taxes: we could not price them when your request was packed. This is today's estimate, for information; our team will tell you what customs charge."
      : `Estimated with today's tariff and customs exchange rate, the quote's freight shared between the items by value. ${cancelled ? "This request is cancelled: nothing is invoiced for it." : "Packing puts it on your invoice."}`;
  return (
    <DutyEstimatePanel
      estimate={answer.duties}
      title={priced ? "Duties and taxes (as invoiced)" : "Duties and taxes (estimated)"}
      note={note}
    />
  );
}
