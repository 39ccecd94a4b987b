import {
  defaultPreference,
  defaultPreferenceGrid,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXTS,
  type NotificationKind,
  type NotificationSettings,
  type notificationSettingsSchema,
} from "@app/shared/notifications/notifications";
import type { z } from "zod";
import { badRequest } from "../../lib/errors.js";
import { readUnsubscribeToken } from "../../lib/notify/unsubscribe-token.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { CustomerRow } from "../../plugins/auth.js";
import {
  contactsOf,
  customerExists,
  kindChoicesOf,
  preferencesOf,
  turnKindOff,
  upsertContacts,
  upsertPreferences,
} from "./notifications.repository.js";

/** The grid with the defaults filled in for kinds and channels the customer never chose, and the numbers. */
export async function settingsOf(ctx: ServiceContext, customer: CustomerRow): Promise<NotificationSettings> {
  const [rows, contacts] = await Promise.all([preferencesOf(ctx.db, customer.id), contactsOf(ctx.db, customer.id)]);
  const preferences = defaultPreferenceGrid();
  for (const row of rows) preferences[row.kind][row.channel] = row.enabled;
  return {
    preferences,
    sms_phone: contacts?.sms_phone ?? null,
    whatsapp_phone: contacts?.whatsapp_phone ?? null,
    sms_verified: Boolean(contacts?.sms_phone && contacts.sms_verified_at),
    whatsapp_verified: Boolean(contacts?.whatsapp_phone && contacts.whatsapp_verified_at),
  };
}

/** Stores the whole grid and both numbers in one transaction (the schema already required a number for each opt-in). */
export async function saveSettings(
  ctx: ServiceContext,
  customer: CustomerRow,
  input: z.output<typeof notificationSettingsSchema>,
) {
  await inTransaction(ctx, async (tx) => {
    await upsertPreferences(
      tx,
      NOTIFICATION_KINDS.flatMap((kind) =>
        NOTIFICATION_CHANNELS.map((channel) => ({
          customer_id: customer.id,
          kind,
          channel,
          enabled: input.preferences[kind][channel],
        })),
      ),
    );
    await upsertContacts(tx, customer.id, { sms_phone: input.sms_phone, whatsapp_phone: input.whatsapp_phone });
  });
  return { message: NOTIFICATION_TEXTS.saved, ...(await settingsOf(ctx, customer)) };
}

/** The customer and kind of a link we signed for an existing customer; anything else is a clear 400. */
async function linkOf(ctx: ServiceContext, token: string): Promise<{ customerId: number; kind: NotificationKind }> {
  const link = readUnsubscribeToken(ctx.config.JWT_SECRET, token);
  if (!link || !(await customerExists(ctx.db, link.customerId)))
    throw badRequest(NOTIFICATION_TEXTS.badToken, { token: NOTIFICATION_TEXTS.badToken });
  return link;
}

async function isKindOff(ctx: ServiceContext, customerId: number, kind: NotificationKind) {
  const rows = await kindChoicesOf(ctx.db, customerId, kind);
  const choice = new Map(rows.map((r) => [r.channel, r.enabled]));
  return NOTIFICATION_CHANNELS.every((channel) => !(choice.get(channel) ?? defaultPreference(channel)));
}

/** What the link would turn off, before the customer confirms (it changes nothing). */
export async function describeUnsubscribe(ctx: ServiceContext, token: string) {
  const { customerId, kind } = await linkOf(ctx, token);
  return { kind, label: NOTIFICATION_KIND_LABELS[kind], already_off: await isKindOff(ctx, customerId, kind) };
}

/** Turns the link's kind off on every channel; using the link again changes nothing and answers the same. */
export async function unsubscribe(ctx: ServiceContext, token: string) {
  const { customerId, kind } = await linkOf(ctx, token);
  const already_off = await isKindOff(ctx, customerId, kind);
  if (!already_off) await inTransaction(ctx, (tx) => turnKindOff(tx, customerId, kind));
  const label = NOTIFICATION_KIND_LABELS[kind];
  ctx.log.info({ customerId, kind, already_off }, "notification kind turned off by unsubscribe link");
  return { kind, label, already_off, message: NOTIFICATION_TEXTS.unsubscribed(label) };
}
