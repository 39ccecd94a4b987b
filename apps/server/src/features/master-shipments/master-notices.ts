import { CUSTOMS_REASON_LABELS, MILESTONE_LABELS } from "@app/shared/core/milestones";
import type { EmailContent } from "../../lib/html.js";
import { mailDateTime, mailDay } from "../../lib/mail/mail-dates.js";
import type { CustomerNotice } from "../../lib/notify/notify.js";
import type { MasterUpdateRecord } from "./master-shipments.staff.repository.js";

/** One customer a master's update reaches, with every shipment of theirs on that master. */
export interface MasterRecipient {
  customer: { id: number; email_address: string; firstname: string };
  trackingNumbers: string[];
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
  update: MasterUpdateRecord,
  recipient: MasterRecipient,
  publicUrl: string,
): { subject: string; content: EmailContent } {
  const { rows } = updateFacts(update);
  const numbers = recipient.trackingNumbers;
  const subject = subjectOf(update, numbers);
  const intro =
    update.kind === "delay"
      ? `${numbers.length === 1 ? "Your shipment is" : "Your shipments are"} delayed. We are sorry for the wait.`
      : `There is news about ${numbers.length === 1 ? "your shipment" : `${numbers.length} of your shipments`}.`;
  return {
    subject,
    content: {
      heading: subject,
      greeting: recipient.customer.firstname,
      paragraphs: [
        intro,
        ...(numbers.length > 1 ? [`Your shipments: ${numbers.join(", ")}. Track each one at its link below.`] : []),
      ],
      rows,
      links: numbers.length > 1 ? numbers.map((n) => ({ label: `Track ${n}`, url: trackingUrl(publicUrl, n) })) : [],
      action: {
        label: numbers.length === 1 ? "Track your shipment" : "View your shipments",
        url: numbers.length === 1 ? trackingUrl(publicUrl, numbers[0]!) : `${publicUrl}/user/my-shipments`,
      },
    },
  };
}

/** The short text SMS and WhatsApp carry. */
export function masterUpdateText(update: MasterUpdateRecord, recipient: MasterRecipient, publicUrl: string): string {
  const { rows } = updateFacts(update);
  const numbers = recipient.trackingNumbers;
  const facts = rows.map(([label, value]) => `${label}: ${value}`).join(". ");
  const link = numbers.length === 1 ? trackingUrl(publicUrl, numbers[0]!) : `${publicUrl}/user/my-shipments`;
  return `${subjectOf(update, numbers)}. ${facts}. ${link}`;
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

/** Groups the linked shipments by customer, keeping the order they came in. */
export function recipientsOf(
  rows: ReadonlyArray<{ customer_id: number; email_address: string; firstname: string; tracking_number: string }>,
): MasterRecipient[] {
  const byCustomer = new Map<number, MasterRecipient>();
  for (const row of rows) {
    let recipient = byCustomer.get(row.customer_id);
    if (!recipient) {
      recipient = {
        customer: { id: row.customer_id, email_address: row.email_address, firstname: row.firstname },
        trackingNumbers: [],
      };
      byCustomer.set(row.customer_id, recipient);
    }
    recipient.trackingNumbers.push(row.tracking_number);
  }
  return [...byCustomer.values()];
}
