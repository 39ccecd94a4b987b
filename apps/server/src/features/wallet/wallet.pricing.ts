import { minorTimesRateHalfUp } from "@app/shared/wallet/wallet";
import { invoiceKobo, partKobo } from "../../lib/invoice-naira.js";

/**
 * The most of the balance due (`dueMinor`, whole minor units of the invoice's currency) that `kobo` buys at `rate`,
 * of an invoice of which `paidMinor` is paid, and its exact price (partKobo, docs/decisions/0129).
 */
export function appliedFor(
  kobo: number,
  paidMinor: number,
  dueMinor: number,
  rate: string,
): { applied: number; debit: number } {
  const before = invoiceKobo(paidMinor, rate);
  const priceOf = (part: number) => minorTimesRateHalfUp(paidMinor + part, rate) - before;
  const dueKobo = partKobo(paidMinor, dueMinor, rate);
  if (kobo >= dueKobo) return { applied: dueMinor, debit: dueKobo };
  let low = 0;
  let high = dueMinor;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (priceOf(mid) <= kobo) low = mid;
    else high = mid - 1;
  }
  return { applied: low, debit: priceOf(low) };
}
