import type { CurrencyCode } from "@app/shared/core/enums";
import { formatMinor } from "@app/shared/rates/rates";
import type { DeliveryAddress } from "../../db/schema.js";
import type { AppliedPayment, DocumentInvoiceRow } from "./documents.repository.js";

/** Everything an invoice or a receipt prints, read in one go (documents.service.ts). */
export interface DocumentFacts {
  invoice: DocumentInvoiceRow;
  billTo: {
    name: string;
    suite: string;
    email: string;
    address: DeliveryAddress | null;
  };
  payments: AppliedPayment[];
}

/** The invoice's total in minor units (total_amount is a two-decimal numeric). */
export function totalMinorOf(invoice: DocumentInvoiceRow): number {
  const [whole = "0", cents = ""] = invoice.total_amount.split(".");
  return Number(whole) * 100 + Number(cents.padEnd(2, "0").slice(0, 2));
}

/** What is left to pay: nothing on a paid, cancelled or refunded invoice, else the total less what was paid. */
export function balanceDueMinor(invoice: DocumentInvoiceRow): number {
  if (invoice.status !== "pending" && invoice.status !== "overdue") return 0;
  return Math.max(0, totalMinorOf(invoice) - invoice.amount_paid_minor);
}

/** What has been paid of it, in its currency: all of it once paid (a settled checkout), else the payments so far. */
export function paidMinorOf(invoice: DocumentInvoiceRow): number {
  return invoice.status === "paid" ? totalMinorOf(invoice) : invoice.amount_paid_minor;
}

export const money = (minor: number, currency: CurrencyCode) => formatMinor(minor, currency);

/**
 * A stored rate (numeric(18,6), naira per unit) as printed: thousands grouped, trailing zeros dropped down to two
 * decimals, every stored digit kept ('1605.125000' → '1,605.125').
 */
export function rateText(rate: string): string {
  const [whole = "0", decimals = ""] = rate.split(".");
  const kept = decimals.replace(/0+$/, "").padEnd(2, "0");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${kept}`;
}

/** 'at ₦1,605.125 per USD 1' for a payment in naira of a foreign invoice. */
export function rateLine(rate: string, invoiceCurrency: CurrencyCode): string {
  return `Rate: ₦${rateText(rate)} per 1 ${invoiceCurrency}`;
}

/** The bill-to block's lines: name, suite, address, e-mail. */
export function billToLines(billTo: DocumentFacts["billTo"]): string[] {
  const a = billTo.address;
  const address = a
    ? [
        [a.address_line1, a.address_line2].filter(Boolean).join(", "),
        [a.city, a.state, a.zip].filter(Boolean).join(", "),
        a.country,
        a.phone_number,
      ].filter(Boolean)
    : [];
  return [billTo.name, `Suite ${billTo.suite}`, ...address, billTo.email];
}
