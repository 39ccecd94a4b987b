import { COMPANY } from "@app/shared/company";
import type { OutgoingMail } from "../../lib/mail/outbox.js";
import type { Customer } from "./accounts.repository.js";

/** The 'your password was changed' notice: sent after a reset and after a change from the profile. */
export function passwordChangedMail(
  customer: Pick<Customer, "email_address" | "firstname">,
  how: "reset" | "change",
): OutgoingMail {
  return {
    to: customer.email_address,
    subject: `Your ${COMPANY.shortName} password was changed`,
    content: {
      heading: "Your password was changed",
      paragraphs: [
        `Hello ${customer.firstname},`,
        how === "reset"
          ? "Your password was just reset with a code sent to this e-mail address. Every device that was signed in has been signed out."
          : "Your password was just changed from your profile. Every other device that was signed in has been signed out.",
        `If this was not you, reset your password right away and contact us at ${COMPANY.email} or ${COMPANY.phone}.`,
      ],
    },
  };
}

/** Sent instead of an error when someone signs up with an address that already has an account. */
export function signupAttemptMail(
  customer: Pick<Customer, "email_address" | "firstname">,
  publicUrl: string,
): OutgoingMail {
  return {
    to: customer.email_address,
    subject: `Someone tried to sign up with your ${COMPANY.shortName} address`,
    content: {
      heading: "Someone tried to sign up with your address",
      paragraphs: [
        `Hello ${customer.firstname},`,
        "Someone just tried to create a new account with this e-mail address, which already has an account with us. No new account was created and nothing changed in yours.",
        "If it was you: log in with your password, or reset your password if you have forgotten it.",
        `If it was not you, you can ignore this e-mail. Questions: ${COMPANY.email} or ${COMPANY.phone}.`,
      ],
      action: { label: "Log in", url: `${publicUrl}/login` },
    },
  };
}
