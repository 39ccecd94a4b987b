import { minorTimesRateHalfUp } from "@app/shared/wallet/wallet";
import { invoiceKobo } from "../../lib/invoice-naira.js";

/**
 * What the wallet charges, in kobo, for `partMinor` of an invoice of which `paidMinor` is already paid, at `rate`:
 * the naira of everything paid after it, less the naira of everything paid before, each half up to the kobo
 * (docs/decisions/0129). At one rate the parts of a split payment add up to the one-step price to the kobo, where
 * pricing each part on its own could cost a kobo more or less. Too large for naira: 409 (invoiceKobo).
 */
export function walletPriceOf(paidMinor: number, partMinor: number, rate: string): number {
  return invoiceKobo(paidMinor + partMinor, rate) - invoiceKobo(paidMinor, rate);
}

/**
 * The most of the balance due (`dueMinor`, whole minor units of the invoice's currency) that `kobo` buys at `rate`,
 * of an invoice of which `paidMinor` is paid, and its exact price (walletPriceOf).
 */
export function appliedFor(
  kobo: number,
  paidMinor: number,
  dueMinor: number,
  rate: string,
): { applied: number; debit: number } {
  const before = invoiceKobo(paidMinor, rate);
  const priceOf = (part: number) => minorTimesRateHalfUp(paidMinor + part, rate) - before;
  const dueKobo = walletPriceOf(paidMinor, dueMinor, rate);
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
