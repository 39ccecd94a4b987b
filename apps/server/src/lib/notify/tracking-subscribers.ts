import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { customers, shipments, trackingSubscriptions } from "../../db/schema.js";
import type { EmailContent } from "../html.js";
import { enqueueMails, type OutgoingMail } from "../mail/outbox.js";
import type { NotifyConfig } from "./notify.js";

/**
 * The token of a "Notify me" e-mail's unsubscribe link: the subscription's id signed with the installation's secret
 * (every process signs alike), so the link works without an account and cannot be forged for another subscription.
 * Signed apart from the customers' links (another prefix), so one kind of token never passes for the other.
 */
const sign = (secret: string, id: string) =>
  createHmac("sha256", secret).update(`tracking-unsubscribe:${id}`).digest("base64url").slice(0, 32);

export function trackingUnsubscribeToken(secret: string, subscriptionId: number): string {
  return `${subscriptionId}.${sign(secret, String(subscriptionId))}`;
}

/** The subscription a token names, or null when it was not made by us. */
export function readTrackingUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, id, signature] = match as unknown as [string, string, string];
  if (!timingSafeEqual(Buffer.from(sign(secret, id)), Buffer.from(signature))) return null;
  return Number(id);
}

export const trackingUnsubscribeUrl = (config: NotifyConfig, subscriptionId: number) =>
  `${config.PUBLIC_URL}/track-package/unsubscribe?token=${trackingUnsubscribeToken(config.JWT_SECRET, subscriptionId)}`;

/** Its one-click twin, the e-mail's List-Unsubscribe header: the mail provider POSTs to it (RFC 8058). */
const trackingOneClickUrl = (config: NotifyConfig, subscriptionId: number) =>
  `${config.PUBLIC_URL}/api/track-notify/unsubscribe/one-click?token=${trackingUnsubscribeToken(config.JWT_SECRET, subscriptionId)}`;

/**
 * What every subscriber gets: the same words; each e-mail adds its tracking number, page link and unsubscribe link.
 * A subject given as text gets the tracking number appended; a function writes it around the number itself.
 */
export interface TrackingNotice {
  subject: string | ((trackingNumber: string) => string);
  content: EmailContent;
}

/**
 * E-mails a milestone (or delay) of these shipments to every confirmed, not unsubscribed "Notify me" subscriber of
 * them, once each, inside the caller's transaction: one query for the subscribers, the e-mails queued in bulk (a
 * master's update reaches thousands of shipments). The shipment's own customer is no subscriber here, whatever the
 * capitals of their address: they get their own notice (notifyCustomers, by their choices), not a second e-mail.
 * Returns how many e-mails were queued.
 */
export async function notifyTrackingSubscribers(
  tx: DbOrTx,
  config: NotifyConfig,
  shipmentIds: readonly number[],
  notice: TrackingNotice,
): Promise<number> {
  if (shipmentIds.length === 0) return 0;
  const subscribers = await tx
    .select({
      id: trackingSubscriptions.id,
      email: trackingSubscriptions.email,
      tracking_number: shipments.tracking_number,
    })
    .from(trackingSubscriptions)
    .innerJoin(shipments, eq(shipments.id, trackingSubscriptions.shipment_id))
    .leftJoin(customers, eq(customers.id, shipments.user_id))
    .where(
      and(
        inArray(trackingSubscriptions.shipment_id, [...new Set(shipmentIds)]),
        isNotNull(trackingSubscriptions.confirmed_at),
        isNull(trackingSubscriptions.unsubscribed_at),
        sql`lower(${trackingSubscriptions.email}) is distinct from lower(${customers.email_address})`,
      ),
    );
  const mails: OutgoingMail[] = subscribers.map((subscriber) => ({
    to: subscriber.email,
    subject:
      typeof notice.subject === "function"
        ? notice.subject(subscriber.tracking_number)
        : `${notice.subject} (${subscriber.tracking_number})`,
    content: {
      ...notice.content,
      rows: [["Tracking number", subscriber.tracking_number], ...(notice.content.rows ?? [])],
      action: {
        label: "Track your package",
        url: `${config.PUBLIC_URL}/track-package/${encodeURIComponent(subscriber.tracking_number)}`,
      },
      unsubscribeUrl: trackingUnsubscribeUrl(config, subscriber.id),
    },
    listUnsubscribe: trackingOneClickUrl(config, subscriber.id),
  }));
  return enqueueMails(tx, mails);
}
