import { INVOICE_KIND_WORDS, INVOICE_STATUS_WORDS } from "../../lib/mail/mail-words.js";
import { mailDateTime } from "../../lib/mail/mail-dates.js";
import {
  balanceDueMinor,
  billToLines,
  type DocumentFacts,
  money,
  paidMinorOf,
  rateLine,
  totalMinorOf,
} from "./document-facts.js";

/**
 * The receipt of an invoice: every payment applied to it with the amount in the currency paid and in the invoice's,
 * the rate when they differ, the method, the provider's reference and the time in Lagos; then what is paid in all and
 * any balance still due.
 */
export async function renderReceiptPdf(facts: DocumentFacts): Promise<Uint8Array> {
  const { invoice } = facts;
  const { PdfWriter } = await import("./pdf-writer.js");
  const w = await PdfWriter.create(`Receipt for invoice ${invoice.transaction_id}`);
  w.letterhead();
  w.text("PAYMENT RECEIPT", { bold: true, size: 14 });
  w.row(`Invoice ${invoice.transaction_id}`, INVOICE_STATUS_WORDS[invoice.status], { bold: true });
  w.row("For", INVOICE_KIND_WORDS[invoice.reference_type], { muted: true });
  w.row("Invoice total", money(totalMinorOf(invoice), invoice.currency), { muted: true });
  w.gap();
  w.text("Received from", { bold: true });
  for (const line of billToLines(facts.billTo)) w.text(line);
  w.gap(12);
  facts.payments.forEach((p, i) => {
    w.text(facts.payments.length > 1 ? `Payment ${i + 1}` : "Payment", { bold: true });
    w.rule();
    w.row("Date", mailDateTime(p.at));
    w.row("Method", p.method);
    w.row("Reference", p.reference);
    w.row(`Amount paid (${p.paidCurrency})`, money(p.paidMinor, p.paidCurrency), { bold: true });
    if (p.paidCurrency !== invoice.currency) {
      if (p.rate) w.row("Exchange rate", rateLine(p.rate, invoice.currency).replace(/^Rate: /, ""));
      w.row(`Applied to the invoice (${invoice.currency})`, money(p.appliedMinor, invoice.currency), { bold: true });
    }
    w.gap(12);
  });
  w.rule();
  w.row(`Paid in all (${invoice.currency})`, money(paidMinorOf(invoice), invoice.currency), { bold: true, size: 11 });
  w.row("Balance due", money(balanceDueMinor(invoice), invoice.currency), { bold: true, size: 11 });
  w.gap();
  w.text("Thank you for your payment.", { muted: true, size: 9 });
  return w.save();
}
