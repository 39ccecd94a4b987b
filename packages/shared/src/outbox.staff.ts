import { z } from "zod";
import { paginationSchema } from "./http.js";

/** A message the mail worker gave up on: the SMTP server refused it for good, or it ran out of attempts. */
export const failedMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  /** The last error, with the SMTP server's own answer when it gave one (e.g. '550 5.1.1 No such user'). */
  error: z.string().nullable(),
  created_at: z.string(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** GET /api/admin/mail/failed: newest first. */
export const failedMailListResponseSchema = z.object({
  mail: z.array(failedMailSchema),
  pagination: paginationSchema,
});

export const FAILED_MAIL_TEXTS = {
  title: "Failed E-mails",
  intro:
    "E-mails the mail server refused for good or that could not be delivered after every retry. Fix the cause (for example a mistyped address or the mail settings), then send them again.",
  loaded: "Failed E-mails Loaded!",
  fetchFailed: "Failed to fetch failed e-mails.",
  loadError: "The failed e-mails could not be loaded.",
  empty: "No failed e-mail. Every message was delivered or is still being tried.",
  resend: "Send again",
  resent: "The e-mail is queued to be sent again.",
  resendFailed: "The e-mail could not be queued again.",
  notFound: "No failed e-mail with this number.",
} as const;
