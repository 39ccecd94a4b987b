import type { FastifyRequest } from "fastify";
import { tooManyRequests } from "../errors.js";

/** Requests a minute each account may make on a route whose every call e-mails someone (a reply, a question...). */
export const MAIL_ACTIONS_PER_MINUTE = 10;

/**
 * Per account, on each route whose call e-mails someone and that no stricter limit covers already (sign-up, codes and
 * uploads have their own): a script replying in a loop stops at MAIL_ACTIONS_PER_MINUTE, well above what a person
 * types, instead of filling the staff inbox or a customer's.
 */
export const MAIL_ACTION_RATE_LIMIT = {
  max: MAIL_ACTIONS_PER_MINUTE,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) =>
    `mail-action:${request.customer ? `c${request.customer.id}` : request.admin ? `a${request.admin.id}` : request.ip}`,
  errorResponseBuilder: () => tooManyRequests("You are sending messages too fast. Please wait a minute and try again."),
};
