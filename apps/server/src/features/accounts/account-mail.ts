import { COMPANY } from "@app/shared/core/company";
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

/** What someone tried with an address that already has an account, as its owner is told. */
const ADDRESS_ATTEMPTS = {
  signup: {
    subject: "Someone tried to sign up with your",
    heading: "Someone tried to sign up with your address",
    what: "Someone just tried to create a new account with this e-mail address, which already has an account with us. No new account was created and nothing changed in yours.",
  },
  change: {
    subject: "Someone tried to move another account to your",
    heading: "Someone tried to use your address for another account",
    what: "Someone signed in to another account just asked to change its e-mail address to this one, which already has an account with us. Nothing was changed, in theirs or in yours.",
  },
} as const;

/**
 * Sent instead of an error when someone signs up with an address that already has an account, or asks to move
 * another account to it: the answers never tell whether an address has an account.
 */
export function signupAttemptMail(
  customer: Pick<Customer, "email_address" | "firstname">,
  publicUrl: string,
  attempt: keyof typeof ADDRESS_ATTEMPTS = "signup",
): OutgoingMail {
  const texts = ADDRESS_ATTEMPTS[attempt];
  return {
    to: customer.email_address,
    subject: `${texts.subject} ${COMPANY.shortName} address`,
    content: {
      heading: texts.heading,
      paragraphs: [
        `Hello ${customer.firstname},`,
        texts.what,
        "If it was you: log in with your password, or reset your password if you have forgotten it.",
        `If it was not you, you can ignore this e-mail. Questions: ${COMPANY.email} or ${COMPANY.phone}.`,
      ],
      action: { label: "Log in", url: `${publicUrl}/login` },
    },
  };
}

/** What the confirmation link's e-mail says: for the account's own address, or for a new one asked for from the profile. */
const CONFIRM_MAIL = {
  account: {
    subject: "Confirm your",
    heading: "Confirm your e-mail address",
    what: "Open the link below to confirm that this address is yours. Until then you can look around your account, but not pre-alert parcels, upload, make requests, open tickets or pay.",
    ignore: "If you did not ask for it, ignore this e-mail.",
  },
  // The account keeps its address, its log-in and (if confirmed) everything it may do until the link is opened.
  change: {
    subject: "Confirm your new",
    heading: "Confirm your new e-mail address",
    what: "You asked to use this address for your account. Open the link below to make the change: from then on you log in with this address and we e-mail you here. Until then nothing changes: keep logging in with your current address.",
    ignore: "If you did not ask for it, ignore this e-mail: no account will use this address.",
  },
} as const;

/**
 * The link that confirms an address: sent at sign-up and on "Send the link again" (`account`), and for a new address
 * asked for from the profile (`change`).
 */
export function confirmEmailMail(
  to: Pick<Customer, "email_address" | "firstname">,
  url: string,
  purpose: keyof typeof CONFIRM_MAIL = "account",
): OutgoingMail {
  const texts = CONFIRM_MAIL[purpose];
  return {
    to: to.email_address,
    subject: `${texts.subject} ${COMPANY.shortName} e-mail address`,
    content: {
      heading: texts.heading,
      paragraphs: [`Hello ${to.firstname},`, texts.what, `The link works once, for 48 hours. ${texts.ignore}`],
      action: { label: "Confirm my e-mail address", url },
    },
  };
}

/**
 * Told to the current address when a change to another one is asked for (decision 0151), before anything changes: if
 * it was not its owner, a new password (a reset, with a code sent here) forgets the request and signs every device
 * out. It names the new address but holds no link to it and nothing that makes the change.
 */
export function emailChangeRequestedMail(
  customer: Pick<Customer, "email_address" | "firstname">,
  newAddress: string,
  publicUrl: string,
): OutgoingMail {
  return {
    to: customer.email_address,
    subject: `A change of your ${COMPANY.shortName} e-mail address was requested`,
    content: {
      heading: "A change of your e-mail address was requested",
      paragraphs: [
        `Hello ${customer.firstname},`,
        `Someone signed in to your account with your password asked to change its e-mail address to ${newAddress}. ` +
          `Nothing has changed yet: the change is made only if the link we sent to ${newAddress} is opened. Until ` +
          "then you keep logging in with this address and we keep e-mailing you here.",
        "If it was you, there is nothing more to do.",
        "If it was not you, reset your password now with a code sent to this address: that cancels the change, so " +
          "the link stops working, and signs out every device. Then contact us at " +
          `${COMPANY.email} or ${COMPANY.phone}.`,
      ],
      action: { label: "Reset my password", url: `${publicUrl}/request-otp` },
    },
  };
}

/** Told to the old address once a new one took over (so a stolen session cannot move the account unseen). */
export function emailChangedMail(
  customer: Pick<Customer, "email_address" | "firstname">,
  newAddress: string,
): OutgoingMail {
  return {
    to: customer.email_address,
    subject: `Your ${COMPANY.shortName} e-mail address was changed`,
    content: {
      heading: "Your e-mail address was changed",
      paragraphs: [
        `Hello ${customer.firstname},`,
        `Your account now uses ${newAddress}; this address no longer logs in and gets no more e-mail from us.`,
        `If this was not you, contact us at once at ${COMPANY.email} or ${COMPANY.phone}.`,
      ],
    },
  };
}
