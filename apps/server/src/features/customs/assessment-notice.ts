import { formatMoney } from "@app/shared/core/format";
import { formatKobo } from "@app/shared/wallet/wallet";
import type { EmailContent } from "../../lib/html.js";
import { mailDay } from "../../lib/mail/mail-dates.js";
import type { CustomerNotice } from "../../lib/notify/notify.js";

/** What the customer is told once the assessed duty of their shipment is settled (decision 0082). */
export interface AssessmentFacts {
  trackingNumber: string;
  shipmentId: number;
  /** What was charged before: the estimate, or the assessment corrected. */
  previousKobo: number;
  assessedKobo: number;
  correction: boolean;
  reason: string | null;
  /** Unpaid difference invoices a decrease cancelled (decision 0088). */
  cancelled: { transaction_id: string; amountKobo: number }[];
  /** What reached the wallet, and the invoice of what is (still) due. */
  credit?: { amountKobo: number };
  invoice?: { id: number; transaction_id: string; total_amount: string; due_date: Date };
}

const charged = (facts: AssessmentFacts) => (facts.correction ? "the duty recorded before" : "the estimate you paid");

/** The e-mail: a credit to the wallet, or a new invoice for the difference. */
export function assessmentMail(firstname: string, facts: AssessmentFacts, publicUrl: string): EmailContent {
  const rows: Array<[string, string]> = [
    ["Shipment", facts.trackingNumber],
    [facts.correction ? "Duty recorded before" : "Duty and taxes estimated", formatKobo(facts.previousKobo)],
    ["Duty and taxes assessed by customs", formatKobo(facts.assessedKobo)],
  ];
  // A first record may carry a reason too (a master's total, a note on the valuation): only a correction's is one.
  if (facts.reason) rows.push([facts.correction ? "Reason for the correction" : "Reason", facts.reason]);
  const shipmentUrl = `${publicUrl}/user/my-shipments/shipment/${facts.shipmentId}`;
  if (facts.cancelled.length) return correctedMail(firstname, facts, rows, publicUrl);
  if (facts.invoice) {
    const invoice = facts.invoice;
    return {
      heading: "Customs assessed more duty than we charged",
      greeting: firstname,
      paragraphs: [
        `Customs assessed the duty and taxes of your shipment ${facts.trackingNumber} above ${charged(facts)}, so we have issued an invoice for the difference.`,
        "You can pay it from your wallet, by bank transfer or by card, like any other invoice.",
      ],
      rows: [...rows, ...invoiceRows(invoice)],
      action: { label: "View invoice", url: `${publicUrl}/user/invoice/${invoice.id}` },
      links: [{ label: "View your shipment", url: shipmentUrl }],
    };
  }
  return {
    heading: "Customs assessed less duty than we charged",
    greeting: firstname,
    paragraphs: [
      `Customs assessed the duty and taxes of your shipment ${facts.trackingNumber} below ${charged(facts)}, so we have added the difference to your wallet.`,
      "It pays your next invoice, or ask us to send it to your bank account.",
    ],
    rows: [...rows, ["Added to your wallet", formatKobo(facts.credit?.amountKobo ?? 0)]],
    action: { label: "View your wallet", url: `${publicUrl}/user/wallet` },
    links: [{ label: "View your shipment", url: shipmentUrl }],
  };
}

const invoiceRows = (invoice: NonNullable<AssessmentFacts["invoice"]>): Array<[string, string]> => [
  ["Invoice", invoice.transaction_id],
  ["Amount due", formatMoney(invoice.total_amount, "NGN")],
  ["Due date", mailDay(invoice.due_date)],
];

/** A decrease that cancelled unpaid difference invoices: what they billed, and what is due or credited now. */
function correctedMail(
  firstname: string,
  facts: AssessmentFacts,
  rows: Array<[string, string]>,
  publicUrl: string,
): EmailContent {
  const names = facts.cancelled.map((c) => c.transaction_id).join(", ");
  const them = facts.cancelled.length === 1 ? "it" : "them";
  const outcome = facts.invoice
    ? `and issued invoice ${facts.invoice.transaction_id} for what is still due`
    : facts.credit
      ? "and added what you had paid beyond the new amount to your wallet"
      : "and nothing more is due";
  const shipmentUrl = `${publicUrl}/user/my-shipments/shipment/${facts.shipmentId}`;
  return {
    heading: "Customs duty corrected: your unpaid difference invoice is cancelled",
    greeting: firstname,
    paragraphs: [
      `Customs assessed the duty and taxes of your shipment ${facts.trackingNumber} below the duty recorded before. You had not paid ${names} yet, so we have cancelled ${them} ${outcome}.`,
      `Please do not pay ${names}.`,
    ],
    rows: [
      ...rows,
      ...facts.cancelled.map((c): [string, string] => [
        `Cancelled invoice ${c.transaction_id}`,
        formatKobo(c.amountKobo),
      ]),
      ...(facts.invoice ? invoiceRows(facts.invoice) : []),
      ...(facts.credit ? [["Added to your wallet", formatKobo(facts.credit.amountKobo)] as [string, string]] : []),
    ],
    action: facts.invoice
      ? { label: "View invoice", url: `${publicUrl}/user/invoice/${facts.invoice.id}` }
      : { label: "View your shipment", url: shipmentUrl },
    links: facts.invoice ? [{ label: "View your shipment", url: shipmentUrl }] : [],
  };
}

/** The notice on every channel the customer chose for invoices (kind 'invoice': it is about money they owe or hold). */
export function assessmentNotice(
  customer: { id: number; email_address: string; firstname: string },
  facts: AssessmentFacts,
  publicUrl: string,
): CustomerNotice {
  const content = assessmentMail(customer.firstname, facts, publicUrl);
  const subject = facts.cancelled.length
    ? `Customs duty corrected for shipment ${facts.trackingNumber}: ${facts.cancelled.map((c) => c.transaction_id).join(", ")} cancelled${facts.invoice ? `, invoice ${facts.invoice.transaction_id} instead` : ""}`
    : facts.invoice
      ? `Customs duty difference for shipment ${facts.trackingNumber}: invoice ${facts.invoice.transaction_id}`
      : `Customs duty refund for shipment ${facts.trackingNumber} is in your wallet`;
  return {
    customer,
    kind: "invoice",
    email: { subject, content },
    text: `Swiftway: ${subject}. ${content.action!.url}`,
  };
}
