import { operation } from "../core/contract.js";
import {
  newsletterSchema,
  subscribeResultSchema,
  visitorMessageResultSchema,
  visitorMessageSchema,
} from "./visitors.js";

const tags = ["visitors"] as const;

/** The public site's visitor forms: the newsletter and the enquiry, estimate and contact messages. */
export const visitorsContract = {
  subscribe: operation({
    method: "POST",
    path: "/subscribe",
    access: "public",
    tags,
    summary: "Subscribe an e-mail address to the newsletter (a repeated address is answered kindly, not duplicated)",
    body: newsletterSchema,
    // 201 for a new subscription, 200 for an address already subscribed.
    success: { status: 201, orStatus: 200, schema: subscribeResultSchema },
    errors: [429],
  }),
  sendMessage: operation({
    method: "POST",
    path: "/mail/contact-email",
    access: "public",
    tags,
    summary:
      "Send an enquiry, estimate request or contact message to the staff inbox (stored first, e-mailed through the outbox)",
    description:
      "Takes the form's fields under a `kind` of enquiry, estimate or contact. The server builds the subject and renders the e-mail with every field escaped; client HTML is never relayed.",
    body: visitorMessageSchema,
    success: { status: 200, schema: visitorMessageResultSchema },
    errors: [429],
  }),
};
