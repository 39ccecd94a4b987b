import type { SignupInput } from "@app/shared/accounts/accounts";
import { hashPassword } from "../../lib/auth/password.js";
import { isUniqueViolation } from "../../lib/errors.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { signupAttemptMail } from "./account-mail.js";
import { type Customer, claimSignupNotice, findCustomerByEmail, insertCustomer } from "./accounts.repository.js";
import { issueConfirmationLink } from "./email-confirmation.service.js";

export const SIGNUP_SUCCESS = "Signup Success!";

/**
 * Creates a customer account and e-mails the link that confirms its address (email-confirmation.service.ts). A known
 * e-mail gets exactly the same answer (no enumeration): instead of an account, the address's owner is told by e-mail
 * that someone tried to sign up with it, at most once a day however often it is tried. The password is hashed
 * either way, so both take the same time.
 */
export async function signUp(ctx: ServiceContext, input: SignupInput) {
  const email = input.email_address.trim().toLowerCase();
  const password_hash = await hashPassword(input.password);
  const tellOwner = async (owner: Customer | undefined) => {
    if (owner && (await claimSignupNotice(ctx.db, owner.id)))
      await enqueueMail(ctx.db, signupAttemptMail(owner, ctx.config.PUBLIC_URL));
  };
  const existing = await findCustomerByEmail(ctx.db, email);
  if (existing) await tellOwner(existing);
  else {
    try {
      await inTransaction(ctx, async (tx) => {
        const customer = await insertCustomer(tx, {
          firstname: input.firstname.trim(),
          lastname: input.lastname.trim(),
          email_address: email,
          number: input.number.trim(),
          password_hash,
        });
        await issueConfirmationLink(tx, ctx.config.PUBLIC_URL, customer, email);
      });
    } catch (error) {
      // Two sign-ups for one new address at once: the second is a sign-up with a known e-mail.
      if (!isUniqueViolation(error)) throw error;
      await tellOwner(await findCustomerByEmail(ctx.db, email));
    }
  }
  ctx.mail.wake();
  return { message: SIGNUP_SUCCESS };
}
