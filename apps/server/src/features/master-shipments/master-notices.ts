import { CUSTOMS_REASON_LABELS, MILESTONE_LABELS } from "@app/shared/core/milestones";
import type { EmailContent } from "../../lib/html.js";
import { mailDateTime, mailDay } from "../../lib/mail/mail-dates.js";
import type { CustomerNotice } from "../../lib/notify/notify.js";
import type { MasterUpdateRecord } from "./master-shipments.staff.repository.js";

/** One customer a master's update reaches, with every shipment of theirs on that master. */
export interface MasterRecipient {
  customer: { id: number; email_address: string; firstname: string };
  trackingNumbers: string[];
  /** Those of their shipments whose duty and taxes are still to be paid (an unpaid duty invoice, decision 0154). */
  owingDuty: string[];
}

export const trackingUrl = (publicUrl: string, trackingNumber: string) =>
  `${publicUrl}/track-package/${encodeURIComponent(trackingNumber)}`;

/** What the update says, whoever reads it: its headline and its facts (milestone, reason, place, note, new date). */
export function updateFacts(update: MasterUpdateRecord) {
  const reason = update.customs_reason ? CUSTOMS_REASON_LABELS[update.customs_reason] : null;
  const headline =
    update.kind === "delay"
      ? "is delayed"
      : update.milestone === "in_customs"
        ? `is held in customs${reason ? ` (${reason.toLowerCase()})` : ""}`
        : `: ${MILESTONE_LABELS[update.milestone!]}`;
  const rows: Array<[string, string]> = [];
  if (update.kind === "milestone") rows.push(["Milestone", MILESTONE_LABELS[update.milestone!]]);
  // Staff often post a milestone hours after it happened (a departure at night, posted in the morning): the notice
  // says when, in Lagos time as every e-mail does, as the tracking page shows it.
  if (update.occurred_at) rows.push(["When", mailDateTime(update.occurred_at)]);
  if (reason) rows.push(["Customs reason", reason]);
  if (update.place) rows.push(["Place", update.place]);
  if (update.kind === "delay" && update.note) rows.push(["Reason for the delay", update.note]);
  else if (update.note) rows.push(["Note", update.note]);
  if (update.new_expected_date) rows.push(["New expected date", mailDay(update.new_expected_date)]);
  return { headline, rows };
}

/** A master held in customs because duties are unpaid: a call to pay, for those who owe duty only (decision 0154). */
export const asksForDuty = (update: MasterUpdateRecord) =>
  update.kind === "milestone" && update.milestone === "in_customs" && update.customs_reason === "duties_unpaid";

/**
 * The update as told about a shipment that owes no duty: a hold for unpaid duties is the plain 'in customs' milestone
 * (its reason is someone else's duty), anything else as it is.
 */
export const updateForShipment = (update: MasterUpdateRecord, owesDuty: boolean): MasterUpdateRecord =>
  asksForDuty(update) && !owesDuty ? { ...update, customs_reason: null } : update;

export const NOTHING_DUE_TEXT =
  "Customs are holding the consignment your shipment travels in. There is no duty or tax for you to pay: we will tell you when it is released.";
export const payDutyText = (owing: readonly string[]) =>
  `Duty and taxes are still due on ${owing.join(", ")}: customs will not release ${owing.length === 1 ? "it" : "them"} until they are paid. Please pay now.`;

/**
 * What a customer is told about duty with this update: on a hold for unpaid duties, those who owe are asked to pay
 * (with a link to their invoices) and the others read the plain milestone and that nothing is due; else nothing.
 */
function dutyWordsFor(update: MasterUpdateRecord, recipient: MasterRecipient, publicUrl: string) {
  if (!asksForDuty(update)) return { update, paragraph: null, pay: null };
  const owing = recipient.owingDuty;
  if (owing.length === 0) return { update: updateForShipment(update, false), paragraph: NOTHING_DUE_TEXT, pay: null };
  return {
    update,
    paragraph: payDutyText(owing),
    pay: { label: "Pay your invoices", url: `${publicUrl}/user/invoices` },
  };
}

/** "Your shipment SWG123 is delayed" / "Your 3 shipments: Departed origin". */
function subjectOf(update: MasterUpdateRecord, trackingNumbers: readonly string[]): string {
  const { headline } = updateFacts(update);
  const who =
    trackingNumbers.length === 1 ? `Your shipment ${trackingNumbers[0]}` : `Your ${trackingNumbers.length} shipments`;
  return headline.startsWith(":")
    ? `${who}${headline}`
    : `${who} ${trackingNumbers.length === 1 ? headline : headline.replace(/^is /, "are ")}`;
}

/** The e-mail of one customer: every shipment of theirs on the master in one message, each with its tracking link. */
export function masterUpdateEmail(
  posted: MasterUpdateRecord,
  recipient: MasterRecipient,
  publicUrl: string,
): { subject: string; content: EmailContent } {
  const duty = dutyWordsFor(posted, recipient, publicUrl);
  const { update } = duty;
  const { rows } = updateFacts(update);
  const numbers = recipient.trackingNumbers;
  const subject = subjectOf(update, numbers);
  const intro =
    update.kind === "delay"
      ? `${numbers.length === 1 ? "Your shipment is" : "Your shipments are"} delayed. We are sorry for the wait.`
      : `There is news about ${numbers.length === 1 ? "your shipment" : `${numbers.length} of your shipments`}.`;
  const track = {
    label: numbers.length === 1 ? "Track your shipment" : "View your shipments",
    url: numbers.length === 1 ? trackingUrl(publicUrl, numbers[0]!) : `${publicUrl}/user/my-shipments`,
  };
  const trackEach =
    numbers.length > 1 ? numbers.map((n) => ({ label: `Track ${n}`, url: trackingUrl(publicUrl, n) })) : [];
  return {
    subject,
    content: {
      heading: subject,
      greeting: recipient.customer.firstname,
      paragraphs: [
        intro,
        ...(duty.paragraph ? [duty.paragraph] : []),
        ...(numbers.length > 1 ? [`Your shipments: ${numbers.join(", ")}. Track each one at its link below.`] : []),
      ],
      rows,
      // Asked to pay, the button pays; tracking stays a link.
      links: duty.pay && numbers.length === 1 ? [track] : trackEach,
      action: duty.pay ?? track,
    },
  };
}

/** The short text SMS and WhatsApp carry. */
export function masterUpdateText(posted: MasterUpdateRecord, recipient: MasterRecipient, publicUrl: string): string {
  const duty = dutyWordsFor(posted, recipient, publicUrl);
  const { rows } = updateFacts(duty.update);
  const numbers = recipient.trackingNumbers;
  const facts = rows.map(([label, value]) => `${label}: ${value}`).join(". ");
  const link = numbers.length === 1 ? trackingUrl(publicUrl, numbers[0]!) : `${publicUrl}/user/my-shipments`;
  const words = duty.paragraph ? ` ${duty.paragraph}${duty.pay ? ` Pay: ${duty.pay.url}.` : ""}` : "";
  return `${subjectOf(duty.update, numbers)}. ${facts}.${words} ${link}`;
}

/** One notice per customer (never one per shipment): kind 'milestones' for a milestone, 'delays' for a delay notice. */
export function masterUpdateNotices(
  update: MasterUpdateRecord,
  recipients: readonly MasterRecipient[],
  publicUrl: string,
): CustomerNotice[] {
  return recipients.map((recipient) => ({
    customer: recipient.customer,
    kind: update.kind === "delay" ? "delays" : "milestones",
    email: masterUpdateEmail(update, recipient, publicUrl),
    text: masterUpdateText(update, recipient, publicUrl),
  }));
}

/** Groups the linked shipments by customer, keeping the order they came in, with those owing duty (by shipment id). */
export function recipientsOf(
  rows: ReadonlyArray<{
    shipment_id: number;
    customer_id: number;
    email_address: string;
    firstname: string;
    tracking_number: string;
  }>,
  owingDuty: ReadonlySet<number> = new Set(),
): MasterRecipient[] {
  const byCustomer = new Map<number, MasterRecipient>();
  for (const row of rows) {
    let recipient = byCustomer.get(row.customer_id);
    if (!recipient) {
      recipient = {
        customer: { id: row.customer_id, email_address: row.email_address, firstname: row.firstname },
        trackingNumbers: [],
        owingDuty: [],
      };
      byCustomer.set(row.customer_id, recipient);
    }
    recipient.trackingNumbers.push(row.tracking_number);
    if (owingDuty.has(row.shipment_id)) recipient.owingDuty.push(row.tracking_number);
  }
  return [...byCustomer.values()];
}
