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
