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
