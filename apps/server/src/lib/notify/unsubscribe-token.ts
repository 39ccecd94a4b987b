import { createHmac, timingSafeEqual } from "node:crypto";
import { NOTIFICATION_KINDS, type NotificationKind } from "@app/shared/notifications/notifications";

/**
 * The token of a notification's unsubscribe link: the customer and the kind, signed with the installation's secret
 * (every process signs alike), so the link works without signing in and cannot be forged for another customer.
 */
const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${payload}`).digest("base64url").slice(0, 32);

export function unsubscribeToken(secret: string, customerId: number, kind: NotificationKind): string {
  const payload = `${customerId}.${kind}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The customer and kind a token names, or null when it was not made by us. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { customerId: number; kind: NotificationKind } | null {
  const match = /^([1-9][0-9]{0,9})\.([a-z]+)\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, id, kind, signature] = match as unknown as [string, string, string, string];
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(sign(secret, `${id}.${kind}`));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
  return { customerId: Number(id), kind: kind as NotificationKind };
}
