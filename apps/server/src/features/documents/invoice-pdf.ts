import type { InvoiceEvidence, InvoiceEvidenceLine } from "@app/shared/invoices/evidence";
import { INVOICE_KIND_WORDS, INVOICE_STATUS_WORDS } from "../../lib/mail/mail-words.js";
import { mailDateTime, mailDay } from "../../lib/mail/mail-dates.js";
import {
  balanceDueMinor,
  billToLines,
  type DocumentFacts,
  money,
  paidMinorOf,
  rateLine,
  totalMinorOf,
} from "./document-facts.js";
import type { PdfWriter } from "./pdf-writer.js";

/** A box line's evidence in one sentence: the weights that made the chargeable weight and the rate it was charged at. */
function shortEvidence(line: InvoiceEvidenceLine, evidence: InvoiceEvidence): string | null {
  if (!line.box) return line.formula;
  const p = line.box.price;
  return (
    `Chargeable ${p.chargeable.value} ${p.unit} (actual ${p.actual.value}, volumetric ${p.volumetric.value} ${p.unit}, ` +
    `divisor ${p.divisor_text}) at ${money(p.rate_per_unit_minor, evidence.currency)} per ${p.unit}`
  );
}

function lines(w: PdfWriter, facts: DocumentFacts) {
  const { invoice } = facts;
  const evidence = invoice.evidence;
  w.row("Description", "Amount", { bold: true });
  w.rule();
  if (!evidence) {
    w.row(INVOICE_KIND_WORDS[invoice.reference_type], money(totalMinorOf(invoice), invoice.currency));
    if (invoice.extra_info) w.text(invoice.extra_info, { muted: true, size: 9, indent: 12 });
  } else {
    for (const line of evidence.lines) {
      w.row(line.label, money(line.amount_minor, evidence.currency));
      const short = shortEvidence(line, evidence);
      if (short) w.text(short, { muted: true, size: 8.5, indent: 12 });
      w.gap(3);
    }
    w.text(
      `Priced from rate card #${evidence.rate_card_id} (valid from ${mailDay(evidence.rate_card_valid_from)}): ` +
        `${evidence.origin} to ${evidence.destination}, ${evidence.service}.`,
      { muted: true, size: 8.5 },
    );
  }
  w.rule();
  w.row(`Total (${invoice.currency})`, money(totalMinorOf(invoice), invoice.currency), { bold: true, size: 11 });
}

/** Payments applied: each in the invoice's currency and, when paid in naira, the naira paid and the rate. */
export function paymentsApplied(w: PdfWriter, facts: DocumentFacts) {
  const { invoice } = facts;
  for (const p of facts.payments) {
    w.row(`${mailDateTime(p.at)} · ${p.method}`, money(p.appliedMinor, invoice.currency));
    w.text(`Reference: ${p.reference}`, { muted: true, size: 9, indent: 12 });
    if (p.paidCurrency !== invoice.currency) {
      w.text(`Paid ${money(p.paidMinor, p.paidCurrency)} = ${money(p.appliedMinor, invoice.currency)}`, {
        muted: true,
        size: 9,
        indent: 12,
      });
      if (p.rate) w.text(rateLine(p.rate, invoice.currency), { muted: true, size: 9, indent: 12 });
    }
    w.gap(3);
  }
}

/**
 * The invoice as a document: letterhead, its number, dates and status, who it bills, the lines with their evidence in
 * short, the payments applied, the balance due and where to pay it (`payUrl`, the invoice's page).
 */
export async function renderInvoicePdf(facts: DocumentFacts, payUrl: string): Promise<Uint8Array> {
  const { invoice } = facts;
  const { PdfWriter } = await import("./pdf-writer.js");
  const w = await PdfWriter.create(`Invoice ${invoice.transaction_id}`);
  w.letterhead();
  w.text("INVOICE", { bold: true, size: 14 });
  w.row(`Invoice ${invoice.transaction_id}`, INVOICE_STATUS_WORDS[invoice.status], { bold: true });
  w.row("Issued", mailDay(invoice.created_at), { muted: true });
  w.row("Due", mailDay(invoice.due_date), { muted: true });
  w.row("For", INVOICE_KIND_WORDS[invoice.reference_type], { muted: true });
  w.row("Currency", invoice.currency, { muted: true });
  w.gap();
  w.text("Bill to", { bold: true });
  for (const line of billToLines(facts.billTo)) w.text(line);
  w.gap(12);
  lines(w, facts);
  w.gap(12);
  if (facts.payments.length > 0) {
    w.text("Payments applied", { bold: true });
    w.rule();
    paymentsApplied(w, facts);
    w.rule();
  }
  const due = balanceDueMinor(invoice);
  w.row("Paid", money(paidMinorOf(invoice), invoice.currency), { muted: invoice.status !== "paid" });
  w.row("Balance due", money(due, invoice.currency), { bold: true, size: 12 });
  if (due > 0) {
    w.gap();
    w.text(`Pay online by card, bank transfer or from your wallet: ${payUrl}`);
    w.text(`Paying off the website? Use ${invoice.transaction_id} as the payment description.`, { muted: true });
  }
  return w.save();
}
