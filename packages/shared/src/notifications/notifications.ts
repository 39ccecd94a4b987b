import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";

/**
 * Notifications the customer controls (docs/decisions/0019): every notification has a kind, goes through the outbox and
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

// ----- The customer's choices (portal page /user/notifications) and the unsubscribe link -----

export const NOTIFICATION_TEXTS = {
  phone: "Enter a mobile number, e.g. 0803 123 4567, or +44 7911 123456 for a number abroad.",
  smsNeedsNumber: "Enter the number for SMS, or turn SMS off.",
  whatsappNeedsNumber: "Enter the number for WhatsApp, or turn WhatsApp off.",
  saved: "Your notification settings are saved.",
  badToken:
    "This unsubscribe link is not valid. Open the link from your e-mail again, or change your settings after logging in.",
  unsubscribed: (label: string) =>
    `You will no longer get notifications about ${label.toLowerCase()}. You can turn them back on in your notification settings.`,
} as const;

const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/**
 * A mobile number for SMS or WhatsApp: a Nigerian number in any usual spelling ('0803 123 4567'), or a number abroad
 * with its country code ('+44 7911 123456'); stored as E.164. Empty means none.
 */
export const notificationPhoneSchema = z.preprocess(
  emptyToNull,
  z
    .string({ error: NOTIFICATION_TEXTS.phone })
    .trim()
    .max(40, NOTIFICATION_TEXTS.phone)
    .transform((text, ctx) => {
      const parsed = parsePhoneNumberFromString(text, "NG");
      if (!parsed?.isValid()) {
        ctx.addIssue({ code: "custom", message: NOTIFICATION_TEXTS.phone });
        return z.NEVER;
      }
      return parsed.number as string;
    })
    .nullable(),
);

/** An E.164 number as people read it: Nigerian ones nationally ('0803 123 4567'), others with their country code. */
export function formatNotificationPhone(e164: string | null | undefined): string {
  if (!e164) return "";
  const parsed = parsePhoneNumberFromString(e164, "NG");
  if (!parsed) return e164;
  return parsed.country === "NG" ? parsed.formatNational() : parsed.formatInternational();
}

const channelChoicesSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
});

/** The grid: for each kind, whether each channel is on. */
export const preferenceGridSchema = z.object({
  arrival: channelChoicesSchema,
  invoice: channelChoicesSchema,
  milestones: channelChoicesSchema,
  delays: channelChoicesSchema,
});
export type PreferenceGrid = z.infer<typeof preferenceGridSchema>;

/** PUT /api/notifications/preferences: the whole grid and the numbers; opting into a text channel needs its number. */
export const notificationSettingsSchema = z
  .object({
    preferences: preferenceGridSchema,
    sms_phone: notificationPhoneSchema,
    whatsapp_phone: notificationPhoneSchema,
  })
  .superRefine((input, ctx) => {
    const wants = (channel: "sms" | "whatsapp") => NOTIFICATION_KINDS.some((kind) => input.preferences[kind][channel]);
    if (wants("sms") && !input.sms_phone)
      ctx.addIssue({ code: "custom", path: ["sms_phone"], message: NOTIFICATION_TEXTS.smsNeedsNumber });
    if (wants("whatsapp") && !input.whatsapp_phone)
      ctx.addIssue({ code: "custom", path: ["whatsapp_phone"], message: NOTIFICATION_TEXTS.whatsappNeedsNumber });
  });
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;

/** GET /api/notifications/preferences: the grid (defaults filled in) and the numbers in E.164. */
export const notificationSettingsResponseSchema = z.object({
  preferences: preferenceGridSchema,
  sms_phone: z.string().nullable(),
  whatsapp_phone: z.string().nullable(),
  /** Whether the number received a code and its owner typed it back: an unverified number receives nothing. */
  sms_verified: z.boolean(),
  whatsapp_verified: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsResponseSchema>;

export const savedNotificationSettingsSchema = notificationSettingsResponseSchema.extend({ message: z.string() });

/** The grid of a customer with no stored choice. */
export const defaultPreferenceGrid = (): PreferenceGrid =>
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, defaultPreference(channel)])),
    ]),
  ) as PreferenceGrid;

/** The token of an unsubscribe link (the server checks its signature). */
export const unsubscribeTokenSchema = z.object({
  token: z.string({ error: NOTIFICATION_TEXTS.badToken }).trim().min(1, NOTIFICATION_TEXTS.badToken).max(200),
});
export type UnsubscribeInput = z.input<typeof unsubscribeTokenSchema>;

/** What a link turns off, before (GET) and after (POST) the customer confirms. */
export const unsubscribeDescriptionSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  label: z.string(),
  /** True when every channel of the kind is already off (the link was used before). */
  already_off: z.boolean(),
});
export const unsubscribeResultSchema = unsubscribeDescriptionSchema.extend({ message: z.string() });
