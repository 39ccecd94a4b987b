import { createHash, randomBytes } from "node:crypto";
import { TRACKING_NOTIFY_TEXTS } from "@app/shared/tracking/notify";
import { badRequest } from "../../lib/errors.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { readTrackingUnsubscribeToken } from "../../lib/notify/tracking-subscribers.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import {
  confirmByTokenHash,
  confirmedSubscriptionsOfShipmentToday,
  deleteSubscription,
  findLiveSubscription,
  findShipmentIdByNumber,
  insertSubscription,
  mailsToAddressToday,
  pendingConfirmationsOfAddress,
  replaceToken,
  unsubscribeById,
} from "./tracking-notify.repository.js";
import { trackingCandidates } from "./tracking.repository.js";

/** Only the SHA-256 of a confirmation token is stored: a database leak reveals no working link. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Caps on the confirmation e-mails, beyond the per-client rate limit (which many clients get around): an address gets
 * a few a day whoever asks and for whichever numbers, and has at most a few links waiting at once, so a visitor cannot
 * make us mail-bomb an address. One tracking number gets a bounded number of confirmed subscriptions a day; only
 * confirmed ones count, so addresses that never confirm (unconfirmed ones expire after a day) cannot lock out the
 * shipment's real followers.
 */
export const TRACKING_CONFIRMATIONS_PER_ADDRESS = 5;
export const TRACKING_PENDING_PER_ADDRESS = 3;
export const TRACKING_CONFIRMED_PER_NUMBER = 20;

/**
 * "Notify me": e-mails a confirmation link for this tracking number. The answer is the caller's to give and never
 * depends on what happened here: an unknown number, an address already confirmed (nothing is sent again) and a new
 * or unconfirmed one (a fresh link is sent) all look alike from outside.
 */
export async function subscribeToTracking(ctx: ServiceContext, input: { tracking_number: string; email: string }) {
  const email = input.email.trim().toLowerCase();
  await inTransaction(ctx, async (tx) => {
    const shipment = await findShipmentIdByNumber(tx, trackingCandidates(input.tracking_number));
    if (!shipment) return;
    let live = await findLiveSubscription(tx, shipment.id, email);
    if (live?.confirmed_at) return;
    if (live?.expired) {
      await deleteSubscription(tx, live.id);
      live = undefined;
    }
    // Over a cap nothing is sent, and the answer is the same as ever (the caps reveal nothing either).
    if (
      (await mailsToAddressToday(tx, email, TRACKING_NOTIFY_TEXTS.confirmSubject)) >= TRACKING_CONFIRMATIONS_PER_ADDRESS
    )
      return;
    if (!live && (await pendingConfirmationsOfAddress(tx, email)) >= TRACKING_PENDING_PER_ADDRESS) return;
    if (!live && (await confirmedSubscriptionsOfShipmentToday(tx, shipment.id)) >= TRACKING_CONFIRMED_PER_NUMBER)
      return;
    const token = randomBytes(32).toString("base64url");
    if (live) await replaceToken(tx, live.id, hashToken(token));
    else if (!(await insertSubscription(tx, shipment.id, email, hashToken(token)))) return;
    const url = `${ctx.config.PUBLIC_URL}/track-package/confirm?token=${token}`;
    await enqueueMail(tx, {
      to: email,
      subject: TRACKING_NOTIFY_TEXTS.confirmSubject,
      content: {
        heading: "Confirm your tracking updates",
        paragraphs: [
          `You asked for an e-mail at each milestone of shipment ${shipment.tracking_number}. Open the link below to confirm.`,
          "If you did not ask for this, ignore this e-mail: you will get nothing more from us about it.",
        ],
        action: { label: "Confirm my e-mail", url },
      },
    });
  });
}

export async function confirmTrackingSubscription(ctx: ServiceContext, token: string) {
  const trackingNumber = await confirmByTokenHash(ctx.db, hashToken(token));
  if (!trackingNumber) throw badRequest(TRACKING_NOTIFY_TEXTS.confirmInvalid);
  return { message: TRACKING_NOTIFY_TEXTS.confirmed, tracking_number: trackingNumber };
}

export async function unsubscribeFromTracking(ctx: ServiceContext, token: string) {
  const id = readTrackingUnsubscribeToken(ctx.config.JWT_SECRET, token);
  const trackingNumber = id === null ? undefined : await unsubscribeById(ctx.db, id);
  if (!trackingNumber) throw badRequest(TRACKING_NOTIFY_TEXTS.unsubscribeInvalid);
  return { message: TRACKING_NOTIFY_TEXTS.unsubscribed, tracking_number: trackingNumber };
}
