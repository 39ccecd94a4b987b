import { convertMinorAtRate } from "@app/shared/exchange-rates/exchange-rates";
import { INVOICE_TEXTS } from "@app/shared/invoices/invoices";
import { conflict } from "./errors.js";

/**
 * An invoice's amount in kobo at a naira rate (convertMinorAtRate). An amount too large for a safe integer of kobo
 * (an invoice made before invoice totals were limited, decision 0125) answers 409 naming the way out, not 500.
 */
export function invoiceKobo(minor: number, rate: string): number {
  try {
    return convertMinorAtRate(minor, rate);
  } catch (error) {
    if (error instanceof RangeError) throw conflict(INVOICE_TEXTS.tooLargeForNaira);
    throw error;
  }
}

/**
 * The naira price, in kobo, of `partMinor` of an invoice of which `paidMinor` is already paid, at `rate`: the kobo of
 * everything paid after it less the kobo of everything paid before, each half up (docs/decisions/0129, 0143). At one
 * rate the parts of an invoice add up to the one-step price to the kobo, whether the wallet or a checkout pays them,
 * where converting each part on its own could cost a kobo more or less. Too large for naira: 409 (invoiceKobo).
 */
export function partKobo(paidMinor: number, partMinor: number, rate: string): number {
  return invoiceKobo(paidMinor + partMinor, rate) - invoiceKobo(paidMinor, rate);
}
