import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationKind,
  defaultPreference,
} from "@app/shared/notifications/notifications";
import { and, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { channelMessages, notificationContacts, notificationPreferences } from "../../db/schema.js";
import type { EmailContent } from "../html.js";
import { enqueueMails, type OutgoingMail } from "../mail/outbox.js";
import { unsubscribeToken } from "./unsubscribe-token.js";

/** One notification to one customer: the e-mail, and the short text SMS and WhatsApp carry. */
export interface CustomerNotice {
  customer: { id: number; email_address: string };
  kind: NotificationKind;
  email: { subject: string; content: EmailContent; attachments?: OutgoingMail["attachments"] };
  text: string;
}

/**
 * A notice from an e-mail built for one customer: the SMS/WhatsApp text is its subject and its link (the e-mail's
 * call to action), so every notification reads the same on every channel.
 */
export function noticeOfMail(
  customer: CustomerNotice["customer"],
  kind: NotificationKind,
  mail: OutgoingMail,
): CustomerNotice {
  const link = mail.content.action?.url;
  return {
    customer,
    kind,
    email: { subject: mail.subject, content: mail.content, attachments: mail.attachments },
    text: `Swiftway: ${mail.subject}.${link ? ` ${link}` : ""}`,
  };
}

export interface NotifyConfig {
  JWT_SECRET: string;
  PUBLIC_URL: string;
}

export interface NotifyOutcome {
  /** Customers who got the notice on at least one channel. */
  notified: number;
  /** Customers who got it on none: they turned this kind off (or chose only channels they gave no number for). */
  optedOut: number;
  emails: number;
  messages: number;
}

/** How many of these customers a notice of this kind would reach, and how many turned it off. */
export interface Audience {
  notified: number;
  opted_out: number;
}

type Reached = { channel: NotificationChannel; to?: string };
type Reach = (customerId: number, kind: NotificationKind) => Reached[];

/**
 * The channels each customer wants each kind on, with the number a text goes to (a text channel whose number the
 * customer never gave, or never verified, is left out): preferences and numbers are read in one query each, for thousands of customers.
 */
async function reachOf(db: DbOrTx, customerIds: readonly number[], kinds: readonly NotificationKind[]): Promise<Reach> {
  const [choices, contacts] = await Promise.all([
    db
      .select()
      .from(notificationPreferences)
      .where(
        and(
          inArray(notificationPreferences.customer_id, [...customerIds]),
          inArray(notificationPreferences.kind, [...kinds]),
        ),
      ),
    db
      .select()
      .from(notificationContacts)
      .where(inArray(notificationContacts.customer_id, [...customerIds])),
  ]);
  const choiceOf = new Map(choices.map((c) => [`${c.customer_id}.${c.kind}.${c.channel}`, c.enabled]));
  const contactOf = new Map(contacts.map((c) => [c.customer_id, c]));
  return (customerId, kind) =>
    NOTIFICATION_CHANNELS.flatMap((channel): Reached[] => {
      if (!(choiceOf.get(`${customerId}.${kind}.${channel}`) ?? defaultPreference(channel))) return [];
      if (channel === "email") return [{ channel }];
      // A number receives nothing until its owner typed back the code sent to it (issue 30).
      const contact = contactOf.get(customerId);
      const to = channel === "sms" ? contact?.sms_phone : contact?.whatsapp_phone;
      const verified = channel === "sms" ? contact?.sms_verified_at : contact?.whatsapp_verified_at;
      return to && verified ? [{ channel, to }] : [];
    });
}

/** Who a notice of this kind would reach among these customers, before it is sent (what staff are told). */
export async function audienceOf(
  db: DbOrTx,
  customerIds: readonly number[],
  kind: NotificationKind,
): Promise<Audience> {
  const unique = [...new Set(customerIds)];
  if (unique.length === 0) return { notified: 0, opted_out: 0 };
  const reach = await reachOf(db, unique, [kind]);
  const notified = unique.filter((id) => reach(id, kind).length > 0).length;
  return { notified, opted_out: unique.length - notified };
}

/** The link that turns this kind of notification off for this customer (the /unsubscribe page). */
export const unsubscribeUrl = (config: NotifyConfig, customerId: number, kind: NotificationKind) =>
  `${config.PUBLIC_URL}/unsubscribe?token=${unsubscribeToken(config.JWT_SECRET, customerId, kind)}`;

/** Its one-click twin, the e-mail's List-Unsubscribe header: the mail provider POSTs to it (RFC 8058). */
export const oneClickUnsubscribeUrl = (config: NotifyConfig, customerId: number, kind: NotificationKind) =>
  `${config.PUBLIC_URL}/api/notifications/unsubscribe/one-click?token=${unsubscribeToken(config.JWT_SECRET, customerId, kind)}`;

/**
 * Sends each notice on every channel its customer wants for its kind (docs/decisions/0019), inside the caller's
 * transaction: e-mails go to the mail outbox with an unsubscribe link (and its one-click List-Unsubscribe), SMS and WhatsApp texts to the channel outbox
 * (delivered by the provider), only to numbers the customer gave. Preferences and numbers are read in one query
 * each, and the messages written in bulk, so one update can reach thousands of customers.
 */
export async function notifyCustomers(
  tx: DbOrTx,
  config: NotifyConfig,
  notices: readonly CustomerNotice[],
): Promise<NotifyOutcome> {
  if (notices.length === 0) return { notified: 0, optedOut: 0, emails: 0, messages: 0 };
  const reach = await reachOf(
    tx,
    [...new Set(notices.map((n) => n.customer.id))],
    [...new Set(notices.map((n) => n.kind))],
  );
  const mails: OutgoingMail[] = [];
  const texts: (typeof channelMessages.$inferInsert)[] = [];
  let notified = 0;
  for (const notice of notices) {
    const link = unsubscribeUrl(config, notice.customer.id, notice.kind);
    const channels = reach(notice.customer.id, notice.kind);
    for (const { channel, to } of channels) {
      if (channel === "email")
        mails.push({
          to: notice.customer.email_address,
          subject: notice.email.subject,
          content: { ...notice.email.content, unsubscribeUrl: link },
          attachments: notice.email.attachments,
          listUnsubscribe: oneClickUnsubscribeUrl(config, notice.customer.id, notice.kind),
        });
      else if (to) texts.push({ channel, kind: notice.kind, to_address: to, body: `${notice.text} Stop: ${link}` });
    }
    if (channels.length > 0) notified += 1;
  }
  await enqueueMails(tx, mails);
  for (let start = 0; start < texts.length; start += 500) {
    await tx.insert(channelMessages).values(texts.slice(start, start + 500));
  }
  return { notified, optedOut: notices.length - notified, emails: mails.length, messages: texts.length };
}
