import { COMPANY } from "@app/shared/company";
import { ADMIN_TEXTS } from "@app/shared/admins";
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
