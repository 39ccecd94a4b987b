/**
 * "Notify me" on the public tracking page, without zod: texts and the method and path of each call, so the public
 * pages (tracking, confirm, unsubscribe) load no schema library with their first script. tracking.contract.ts
 * declares the whole operations from these.
 */
export const TRACKING_NOTIFY_TEXTS = {
  /** The same answer whether or not the number exists, and whether or not the address was already subscribed. */
  subscribed:
    "Thank you. Please open the link we e-mailed you to confirm; then you will get an e-mail at each milestone of this shipment.",
  failed: "Something went wrong. Please try again.",
  confirmed: "Your e-mail address is confirmed. You will get an e-mail at each milestone of this shipment.",
  confirmInvalid: "This confirmation link is not valid. Please use Notify me on the tracking page again.",
  unsubscribed: "You are unsubscribed. You will get no more e-mails about this shipment.",
  unsubscribeInvalid: "This unsubscribe link is not valid.",
  confirmSubject: "Confirm your tracking updates",
} as const;

export const trackingNotifyRoutes = {
  subscribe: { method: "POST", path: "/track-notify" },
  confirm: { method: "POST", path: "/track-notify/confirm" },
  unsubscribe: { method: "POST", path: "/track-notify/unsubscribe" },
} as const;
