import { COMPANY } from "@app/shared/core/company";
import { ADMIN_TEXTS } from "@app/shared/admins/admins";
import type { OutgoingMail } from "../../lib/mail/outbox.js";

/** The e-mail that carries a new admin's verification link. */
export function adminVerificationMail(
  admin: { email: string; firstname: string; role: string },
  link: string,
  invitedBy: string,
): OutgoingMail {
  return {
    to: admin.email,
    subject: `Verify your ${COMPANY.shortName} staff account`,
    content: {
      heading: "Verify your staff account",
      paragraphs: [
        `Hello ${admin.firstname},`,
        `${invitedBy} created a ${admin.role} account for you in the ${COMPANY.name} back office.`,
        `Open the link below to verify your e-mail address. It works once and expires in ${ADMIN_TEXTS.verifyHours} hours.`,
        "If you did not expect this e-mail, you can ignore it.",
      ],
      action: { label: "Verify my account", url: link },
    },
  };
}

/** Tells a staff member that their password changed (from the back office, or reset with an e-mailed code). */
export function staffPasswordChangedMail(
  admin: { email: string; firstname: string },
  how: "reset" | "change",
): OutgoingMail {
  return {
    to: admin.email,
    subject: `Your ${COMPANY.shortName} staff password was changed`,
    content: {
      heading: "Your staff password was changed",
      paragraphs: [
        `Hello ${admin.firstname},`,
        how === "reset"
          ? "Your back-office password was just reset with a code sent to this e-mail address. Every device that was signed in has been signed out."
          : "Your back-office password was just changed. Every other device that was signed in has been signed out.",
        "If this was not you, reset your password right away and tell an owner of the back office.",
      ],
    },
  };
}
