import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { FAILED_MAIL_TEXTS } from "@app/shared/outbox/staff";
import { notFound } from "../../lib/errors.js";
import { fetchPage } from "../../lib/list.js";
import type { AdminRow } from "../../plugins/auth.js";
import { adminActor, recordAudit, recordAudits } from "../../lib/audit.js";
import {
  failedMessagesSource,
  requeueAllFailed,
  requeueFailedMail,
  requeueFailedMessage,
} from "./outbox.staff.repository.js";

/** Failed e-mails and SMS/WhatsApp messages together, newest first. */
export async function listFailedMail(ctx: ServiceContext, query: { page: number; pageSize: number }) {
  const { rows, pagination } = await fetchPage(failedMessagesSource(ctx.db), query);
  return {
    mail: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.to_address,
      subject: row.subject,
      attempts: row.attempts,
      error: row.last_error,
      created_at: new Date(row.created_at).toISOString(),
    })),
    pagination,
  };
}

/** Queues a failed e-mail again (audited); the commit wakes the workers. */
export async function resendFailedMail(ctx: ServiceContext, admin: AdminRow, id: number) {
  await inTransaction(ctx, async (tx) => {
    if (!(await requeueFailedMail(tx, id))) throw notFound(FAILED_MAIL_TEXTS.notFound);
    await recordAudit(tx, adminActor(admin), { entityType: "mail", entityId: id, action: "sent the e-mail again" });
  });
  return { message: FAILED_MAIL_TEXTS.resent };
}

/** Queues a failed SMS or WhatsApp message again (audited); the commit wakes the workers. */
export async function resendFailedMessage(ctx: ServiceContext, admin: AdminRow, id: number) {
  await inTransaction(ctx, async (tx) => {
    if (!(await requeueFailedMessage(tx, id))) throw notFound(FAILED_MAIL_TEXTS.messageNotFound);
    await recordAudit(tx, adminActor(admin), {
      entityType: "channel_message",
      entityId: id,
      action: "sent the message again",
    });
  });
  return { message: FAILED_MAIL_TEXTS.messageResent };
}

/**
 * Queues every failed e-mail and SMS/WhatsApp message again at once (after an outage outlasted their retries), each
 * audited as its single resend is; the held-back ones of a restore stay failed. The commit wakes the workers.
 */
export async function resendAllFailed(ctx: ServiceContext, admin: AdminRow) {
  const requeued = await inTransaction(ctx, async (tx) => {
    const rows = await requeueAllFailed(tx);
    await recordAudits(tx, adminActor(admin), [
      ...rows.mail.map((id) => ({ entityType: "mail" as const, entityId: id, action: "sent the e-mail again" })),
      ...rows.messages.map((id) => ({
        entityType: "channel_message" as const,
        entityId: id,
        action: "sent the message again",
      })),
    ]);
    return rows;
  });
  const [mail, messages] = [requeued.mail.length, requeued.messages.length];
  return { message: FAILED_MAIL_TEXTS.allResent(mail, messages, requeued.heldBack), mail, messages };
}
