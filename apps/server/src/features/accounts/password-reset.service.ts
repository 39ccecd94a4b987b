import type { ServiceContext } from "../../lib/service-context.js";
import type { RequestOtpInput, ResetPasswordInput, VerifyOtpInput } from "@app/shared/accounts/accounts";
import { COMPANY } from "@app/shared/core/company";
import type { DeviceCookie } from "../../lib/auth/device-cookie.js";
import { clearAccountFailures } from "../../lib/auth/login-throttle.js";
import { endAllSessions } from "../../lib/auth/sessions.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { type Customer, findCustomerByEmail, updateCustomer } from "./accounts.repository.js";
import { passwordChangedMail } from "./account-mail.js";
import { type Background, type ResetKind, resetWithToken, sendCode, verifyCode } from "./reset-codes.js";

export {
  CODE_REQUEST_WINDOW_MS,
  CODE_SENT,
  MAX_CODE_REQUESTS,
  MAX_CODE_REQUESTS_PER_DAY,
  MAX_CODE_REQUESTS_PER_DAY_FROM_DEVICE,
  MAX_CODE_TRIES,
  TOO_MANY_CODE_REQUESTS,
  TOO_MANY_CODE_REQUESTS_TODAY,
} from "./reset-codes.js";

/** Customers' forgot-password: the shared code mechanism (reset-codes.ts) on customer accounts. */
const CUSTOMER_RESET: ResetKind<Customer> = {
  sessionKind: "customer",
  codePurpose: "reset_password",
  tokenPurpose: "reset_token",
  find: findCustomerByEmail,
  deviceAccount: (customer) => ({ email: customer.email_address, password_hash: customer.password_hash }),
  codeMail: (customer, code) => ({
    to: customer.email_address,
    subject: `Your ${COMPANY.shortName} password reset code`,
    content: {
      heading: `Your password reset code is ${code}`,
      paragraphs: [
        `Hello ${customer.firstname},`,
        `Enter the code ${code} on the verification page to choose a new password. The code is valid for 10 minutes and works once.`,
        "If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.",
      ],
    },
  }),
  async applyReset(tx, customer, passwordHash) {
    // A new address someone asked for (perhaps whoever held the account before) is forgotten with the password.
    await updateCustomer(tx, customer.id, { password_hash: passwordHash, pending_email: null });
    await endAllSessions(tx, "customer", customer.id);
    await clearAccountFailures(tx, "customer", customer.email_address);
    await enqueueMail(tx, passwordChangedMail(customer, "reset"));
  },
};

export const sendResetCode = (ctx: ServiceContext, input: RequestOtpInput, later: Background, device?: DeviceCookie) =>
  sendCode(ctx, CUSTOMER_RESET, input.email_address, later, device);

export const verifyResetCode = (ctx: ServiceContext, input: VerifyOtpInput) =>
  verifyCode(ctx, CUSTOMER_RESET, input.email_address, input.otp);

/** Sets a new password with a reset token; the token works once and every session of the account ends. */
export async function resetPassword(ctx: ServiceContext, resetToken: string | undefined, input: ResetPasswordInput) {
  const customer = await resetWithToken(ctx, CUSTOMER_RESET, resetToken, input.new_password);
  ctx.log.info({ customerId: customer.id }, "password reset; all sessions ended");
  return { message: "Password reset successful!" };
}
