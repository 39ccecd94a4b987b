/**
 * Notifications the customer controls (DESIGN.md §6): every notification has a kind, goes through the outbox and
 * respects the customer's preference for that kind and channel. E-mail is on by default; SMS and WhatsApp are off
 * until the customer gives a number and opts in. Channels other than e-mail sit behind a provider interface.
 */
export const NOTIFICATION_KINDS = ["arrival", "invoice", "milestones", "delays"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  arrival: "Parcel arrivals at our warehouses",
  invoice: "Invoices",
  milestones: "Shipment milestones",
  delays: "Delay notices",
};

export const NOTIFICATION_CHANNELS = ["email", "sms", "whatsapp"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: "E-mail",
  sms: "SMS",
  whatsapp: "WhatsApp",
};

/** A kind and channel with no stored preference: e-mail on, the others off. */
export const defaultPreference = (channel: NotificationChannel) => channel === "email";
