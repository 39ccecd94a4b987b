import { operation } from "../core/contract.js";
import { idParamSchema, listQuerySchema, messageSchema } from "../core/http.js";
import { failedMailListResponseSchema, resendAllResponseSchema } from "./staff.js";

const tags = ["back office"] as const;

/** The e-mails and SMS/WhatsApp messages the workers gave up on, for owners: see why, and send one again. */
export const staffOutboxContract = {
  list: operation({
    method: "GET",
    path: "/admin/mail/failed",
    access: { staff: "mail.failed" },
    tags,
    summary:
      "E-mails, SMS and WhatsApp messages that failed for good (the SMTP server refused them, or every retry failed), newest first, each with its channel and last error (owners only)",
    query: listQuerySchema.pick({ page: true, pageSize: true }),
    success: { status: 200, schema: failedMailListResponseSchema },
  }),
  resend: operation({
    method: "POST",
    path: "/admin/mail/:id/resend",
    access: { staff: "mail.failed" },
    tags,
    summary: "Queue a failed e-mail again (back to pending, due now, fresh attempts, same Message-ID); owners only",
    params: idParamSchema,
    success: { status: 200, schema: messageSchema },
    errors: [404],
  }),
  resendAll: operation({
    method: "POST",
    path: "/admin/mail/failed/resend",
    access: { staff: "mail.failed" },
    tags,
    summary:
      "Queue every failed e-mail, SMS and WhatsApp message again (as the single resends do), except those a restore held back (they may have gone out already: one at a time); owners only",
    success: { status: 200, schema: resendAllResponseSchema },
  }),
  resendMessage: operation({
    method: "POST",
    path: "/admin/messages/:id/resend",
    access: { staff: "mail.failed" },
    tags,
    summary: "Queue a failed SMS or WhatsApp message again (back to pending, due now, fresh attempts); owners only",
    params: idParamSchema,
    success: { status: 200, schema: messageSchema },
    errors: [404],
  }),
};
