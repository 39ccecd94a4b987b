/**
 * Confirmed e-mail (issue 30): sign-up e-mails a link (single use, 48 hours); until it is opened the customer can sign
 * in and look around, but the operations that act for the account (marked `confirmedEmail` in the contract: uploads,
 * pre-alerts, requests, tickets, payments) answer 403 with `emailNotConfirmed`. This file loads no zod: the portal's
 * frame shows the banner and resends the link with it (the schemas are in accounts.email.ts).
 */
export const CONFIRM_TEXTS = {
  emailNotConfirmed: (email: string) =>
    `Confirm your e-mail address first: we sent a link to ${email}. Open it, or send the link again from your dashboard.`,
  banner: (email: string) =>
    `Confirm your e-mail address to start shipping: we sent a link to ${email}. Until then you can look around, but not pre-alert parcels, upload, make requests, open tickets or pay.`,
  resend: "Send the link again",
  sent: (email: string) => `We sent a new confirmation link to ${email}. It works for 48 hours.`,
  alreadyConfirmed: "Your e-mail address is already confirmed.",
  tooManyPerHour:
    "You asked for 3 confirmation links in the last hour. Please check your inbox and spam folder, or try again in an hour.",
  tooManyPerDay:
    "You asked for 5 confirmation links today. Please check your inbox and spam folder, or try again tomorrow.",
  confirmed: "Your e-mail address is confirmed. You can now pre-alert parcels, make requests and pay.",
  changed: (email: string) => `Your e-mail address is now ${email}. Log in with it from now on.`,
  badLink:
    "This confirmation link is not valid: it has expired, was already used, or belongs to an address you changed since. Log in and send a new link.",
  addressTaken: "This e-mail address now belongs to another account. Log in and choose another address.",
  changeRequested: (email: string) =>
    `We sent a link to ${email}. Your address changes when you open it; until then keep logging in with your current address.`,
  sameAddress: "This is already your e-mail address.",
  /** The profile's "Change E-mail Address" page: what happens, as the server does it (decisions 0054, 0141, 0151). */
  changeIntro: (current: string) =>
    `We e-mail a link to the new address. Your address changes only when you open it: until then you keep logging in with ${current} and we keep e-mailing you there. We tell ${current} when you ask, and again when it changes.`,
  pendingChange: (pending: string, current: string) =>
    `You asked to change your e-mail address to ${pending}. It changes when you open the link we sent there; until then keep logging in with ${current}.`,
  /** An unconfirmed account's "Send the link again" goes to its own address, so a new link for the new one is asked for again. */
  askAgain: "No e-mail? Check your spam folder, or ask again below for a new link.",
} as const;

/** Method and path of the confirmation calls (accounts.contract.ts declares the whole operations from these). */
export const confirmEmailRoutes = {
  confirm: { method: "POST", path: "/users/confirm-email" },
  resend: { method: "POST", path: "/users/confirm-email/resend" },
} as const;
