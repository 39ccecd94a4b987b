import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { FAILED_MAIL_TEXTS } from "@app/shared/outbox.staff";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { notFound } from "../../lib/errors.js";
import { fetchPage } from "../../lib/list.js";
import type { AdminRow } from "../../plugins/auth.js";
import { failedMailSource, requeueFailedMail } from "./outbox.staff.repository.js";

export async function listFailedMail(ctx: ServiceContext, query: { page: number; pageSize: number }) {
  const { rows, pagination } = await fetchPage(failedMailSource(ctx.db), query);
  return {
    mail: rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      attempts: row.attempts,
      error: row.last_error,
      created_at: row.created_at.toISOString(),
    })),
    pagination,
  };
}

/** Queues a failed message again (audited) and wakes the mail worker. */
export async function resendFailedMail(ctx: ServiceContext, admin: AdminRow, id: number) {
  await inTransaction(ctx, async (tx) => {
    if (!(await requeueFailedMail(tx, id))) throw notFound(FAILED_MAIL_TEXTS.notFound);
    await recordAudit(tx, adminActor(admin), { entityType: "mail", entityId: id, action: "sent the e-mail again" });
  });
  return { message: FAILED_MAIL_TEXTS.resent };
}
