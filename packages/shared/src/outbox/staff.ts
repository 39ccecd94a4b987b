import { z } from "zod";
import { paginationSchema } from "../core/http.js";
import { NOTIFICATION_CHANNELS, type NotificationChannel } from "../notifications/notifications.js";

/**
 * A message a worker gave up on: an e-mail the SMTP server refused for good, or an e-mail, SMS or WhatsApp message
 * that ran out of attempts. E-mails and channel messages are numbered apart: `channel` + `id` name a row.
 */
export const failedMailSchema = z.object({
  id: z.number().int(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** An e-mail address, or a phone number for SMS and WhatsApp. */
  to: z.string(),
  /** An e-mail's subject, or an SMS or WhatsApp message's text. */
  subject: z.string(),
  attempts: z.number().int(),
  /** The last error, with the SMTP server's own answer when it gave one (e.g. '550 5.1.1 No such user'). */
  error: z.string().nullable(),
  created_at: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** A failed row's key in a list: ids repeat across e-mails and channel messages. */
export const failedMessageKey = (message: Pick<FailedMail, "channel" | "id">) => `${message.channel}:${message.id}`;

/** Whether the row is an SMS or WhatsApp message (resent by POST /api/admin/messages/:id/resend). */
export const isChannelMessage = (channel: NotificationChannel) => channel !== "email";

/** GET /api/admin/mail/failed: failed e-mails and SMS/WhatsApp messages together, newest first. */
export const failedMailListResponseSchema = z.object({
  mail: z.array(failedMailSchema),
  pagination: paginationSchema,
});

/** POST /api/admin/mail/failed/resend: how many e-mails and SMS/WhatsApp messages were queued again. */
export const resendAllResponseSchema = z.object({
  message: z.string(),
  mail: z.number().int(),
  messages: z.number().int(),
});

const many = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

export const FAILED_MAIL_TEXTS = {
  title: "Failed E-mails",
  intro:
    "E-mails the mail server refused for good, and e-mails, SMS and WhatsApp messages that could not be delivered after every retry. Fix the cause (for example a mistyped address or the mail or SMS settings), then send them again.",
  loaded: "Failed E-mails Loaded!",
  fetchFailed: "Failed to fetch failed e-mails.",
  loadError: "The failed e-mails could not be loaded.",
  empty: "No failed e-mail. Every message was delivered or is still being tried.",
  resend: "Send again",
  resent: "The e-mail is queued to be sent again.",
  resendFailed: "The e-mail could not be queued again.",
  notFound: "No failed e-mail with this number.",
  messageResent: "The message is queued to be sent again.",
  messageNotFound: "No failed SMS or WhatsApp message with this number.",
  resendAll: "Send all again",
  resendAllFailed: "The failed messages could not be queued again.",
  allResent: (mail: number, messages: number, heldBack: number) =>
    `${many(mail, "e-mail", "e-mails")} and ${many(messages, "SMS or WhatsApp message", "SMS or WhatsApp messages")} queued to be sent again.${
      heldBack > 0
        ? ` ${many(heldBack, "message held back by a restore is", "messages held back by a restore are")} left to send one at a time (it may have gone out already).`
        : ""
    }`,
} as const;
