import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { ChangePasswordInput } from "@app/shared/accounts/accounts";
import { STAFF_TEXTS } from "@app/shared/admins/admins";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { newHashForChange } from "../../lib/auth/password-change.js";
import { endAllSessions } from "../../lib/auth/sessions.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import type { AdminRow } from "../../plugins/auth.js";
import { staffPasswordChangedMail } from "./admin-mail.js";
import { updateAdmin } from "./staff.repository.js";

/** A staff member changes their own password: the current one is needed; this session stays, every other ends. */
export async function changeStaffPassword(
  ctx: ServiceContext,
  admin: AdminRow,
  sessionId: string,
  input: ChangePasswordInput,
) {
  const passwordHash = await newHashForChange(admin.password_hash, input);
  await inTransaction(ctx, async (tx) => {
    await updateAdmin(tx, admin.id, { password_hash: passwordHash, must_change_password: false });
    await endAllSessions(tx, "admin", admin.id, sessionId);
    await recordAudit(tx, adminActor(admin), { entityType: "admin", entityId: admin.id, action: "password_changed" });
    await enqueueMail(tx, staffPasswordChangedMail(admin, "change"));
  });
  return { message: STAFF_TEXTS.passwordChanged };
}
