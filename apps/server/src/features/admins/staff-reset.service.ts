import type { ServiceContext } from "../../lib/service-context.js";
import { COMPANY } from "@app/shared/core/company";
import { adminActor, recordAudit } from "../../lib/audit.js";
import type { DeviceCookie } from "../../lib/auth/device-cookie.js";
import { clearAccountFailures } from "../../lib/auth/login-throttle.js";
import { endAllSessions } from "../../lib/auth/sessions.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { type Background, type ResetKind, resetWithToken, sendCode, verifyCode } from "../accounts/public.js";
import { staffPasswordChangedMail } from "./admin-mail.js";
import { type Admin, findAdminByEmail } from "./admins.repository.js";
import { updateAdmin } from "./staff.repository.js";

/**
 * Staff forgot-password: the customers' code mechanism (accounts/reset-codes.ts) with the staff's own code
 * purposes, so a staff member who is also a customer has two separate codes. A deactivated account gets no code
 * and cannot be reset (it answers exactly as an unknown address).
 */
const STAFF_RESET: ResetKind<Admin> = {
  sessionKind: "admin",
  codePurpose: "staff_reset_password",
  tokenPurpose: "staff_reset_token",
  async find(db, email) {
    const admin = await findAdminByEmail(db, email);
    return admin && !admin.deactivated_at ? admin : undefined;
  },
  deviceAccount: (admin) => ({ email: admin.email, password_hash: admin.password_hash }),
  codeMail: (admin, code) => ({
    to: admin.email,
    subject: `Your ${COMPANY.shortName} staff password reset code`,
    content: {
      heading: `Your staff password reset code is ${code}`,
      paragraphs: [
        `Hello ${admin.firstname},`,
        `Enter the code ${code} on the back office's reset page to choose a new password. The code is valid for 10 minutes and works once.`,
        "If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.",
      ],
    },
  }),
  async applyReset(tx, admin, passwordHash) {
    // A password chosen through one's own e-mailed code is one's own.
    await updateAdmin(tx, admin.id, { password_hash: passwordHash, must_change_password: false });
    await endAllSessions(tx, "admin", admin.id);
    await clearAccountFailures(tx, "admin", admin.email);
    await recordAudit(tx, adminActor(admin), { entityType: "admin", entityId: admin.id, action: "password_reset" });
    await enqueueMail(tx, staffPasswordChangedMail(admin, "reset"));
  },
};

export const sendStaffResetCode = (ctx: ServiceContext, email: string, later: Background, device?: DeviceCookie) =>
  sendCode(ctx, STAFF_RESET, email, later, device);

export const verifyStaffResetCode = (ctx: ServiceContext, email: string, otp: string) =>
  verifyCode(ctx, STAFF_RESET, email, otp);

export async function resetStaffPassword(ctx: ServiceContext, resetToken: string | undefined, newPassword: string) {
  const admin = await resetWithToken(ctx, STAFF_RESET, resetToken, newPassword);
  ctx.log.info({ adminId: admin.id }, "staff password reset; all sessions ended");
  return { message: "Password reset successful!" };
}
