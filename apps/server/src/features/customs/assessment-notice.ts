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
  /** The credit, or the invoice of the charge. */
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
  if (facts.reason) rows.push(["Reason for the correction", facts.reason]);
  const shipmentUrl = `${publicUrl}/user/my-shipments/shipment/${facts.shipmentId}`;
  if (facts.invoice) {
    const invoice = facts.invoice;
    return {
      heading: "Customs assessed more duty than we charged",
      greeting: firstname,
      paragraphs: [
        `Customs assessed the duty and taxes of your shipment ${facts.trackingNumber} above ${charged(facts)}, so we have issued an invoice for the difference.`,
        "You can pay it from your wallet, by bank transfer or by card, like any other invoice.",
      ],
      rows: [
        ...rows,
        ["Invoice", invoice.transaction_id],
        ["Amount due", formatMoney(invoice.total_amount, "NGN")],
        ["Due date", mailDay(invoice.due_date)],
      ],
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

/** The notice on every channel the customer chose for invoices (kind 'invoice': it is about money they owe or hold). */
export function assessmentNotice(
  customer: { id: number; email_address: string; firstname: string },
  facts: AssessmentFacts,
  publicUrl: string,
): CustomerNotice {
  const content = assessmentMail(customer.firstname, facts, publicUrl);
  const subject = facts.invoice
    ? `Customs duty difference for shipment ${facts.trackingNumber}: invoice ${facts.invoice.transaction_id}`
    : `Customs duty refund for shipment ${facts.trackingNumber} is in your wallet`;
  return {
    customer,
    kind: "invoice",
    email: { subject, content },
    text: `Swiftway: ${subject}. ${content.action!.url}`,
  };
}
