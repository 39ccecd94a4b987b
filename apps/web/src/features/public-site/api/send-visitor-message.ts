import type { VisitorMessageInput } from "@app/shared/visitors/visitors";
import { visitorsContract } from "@app/shared/visitors/contract";
import { call } from "../../../lib/client";

/** POST /api/mail/contact-email with the form's fields; the server writes the e-mail itself. */
export function sendVisitorMessage(input: VisitorMessageInput) {
  return call(visitorsContract.sendMessage, { body: input });
}
