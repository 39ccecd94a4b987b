import type { VisitorMessageInput } from "@app/shared/visitors";
import { api } from "../../../lib/api";

/** POST /api/mail/contact-email with the form's fields; the server writes the e-mail itself. */
export function sendVisitorMessage(input: VisitorMessageInput) {
  return api.post<{ success: boolean; message: string }>("/mail/contact-email", input);
}
