import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import {
  HONEYPOT_FIELD,
  type NewsletterInput,
  VISITOR_TEXTS,
  type VisitorMessageInput,
} from "@app/shared/visitors/visitors";
import type { EmailContent } from "../../lib/html.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { insertSubscription, insertVisitorMessage } from "./visitors.repository.js";

/** A filled honeypot means a bot: answer as if all went well, keep nothing. */
export function isBot(input: Record<string, unknown>): boolean {
  const trap = input[HONEYPOT_FIELD];
  return typeof trap === "string" && trap.trim() !== "";
}

export async function subscribe(ctx: ServiceContext, input: NewsletterInput) {
  if (isBot(input)) return { created: true };
  const created = await insertSubscription(ctx.db, input.email_address.trim().toLowerCase());
  return { created };
}

/** Subject lines are built here from plain fields; line breaks would break the mail header. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").trim();

interface Prepared {
  subject: string;
  heading: string;
  rows: Array<[string, string]>;
  fields: Record<string, string>;
}

function prepare(input: VisitorMessageInput): Prepared {
  const name = input.name.trim();
  const email = input.email.trim();
  switch (input.kind) {
    case "enquiry": {
      const fields = { phone: input.phone.trim(), message: input.message.trim() };
      return {
        subject: `New Enquiry from ${oneLine(name)}`,
        heading: "New enquiry from the website",
        rows: [
          ["Full Name", name],
          ["Email", email],
          ["Phone", fields.phone],
          ["Message", fields.message],
        ],
        fields,
      };
    }
    case "estimate": {
      const fields = {
        shippingOption: input.shippingOption,
        productSize: input.productSize.trim(),
        cityDeparture: input.cityDeparture.trim(),
        deliveryCity: input.deliveryCity.trim(),
        message: input.message?.trim() ?? "",
      };
      return {
        subject: `Estimate Request ${fields.shippingOption}`,
        heading: "New free estimate request",
        rows: [
          ["Name", name],
          ["Email", email],
          ["Shipping Type", fields.shippingOption],
          ["Product Size", fields.productSize],
          ["City of Departure", fields.cityDeparture],
          ["Delivery City", fields.deliveryCity],
          ["Message", fields.message || "—"],
        ],
        fields,
      };
    }
    case "contact": {
      const fields = { subject: input.subject.trim(), message: input.message.trim() };
      return {
        subject: `Contact Request: ${oneLine(fields.subject)}`,
        heading: "New message from the contact form",
        rows: [
          ["Name", name],
          ["Email", email],
          ["Subject", fields.subject],
          ["Message", fields.message],
        ],
        fields,
      };
    }
  }
}

/**
 * Stores the visitor's message and queues the staff e-mail in one transaction: the message is
 * kept even when mail is down (the outbox worker retries). The e-mail is rendered here from the
 * fields, every value escaped by renderEmail; nothing the client sends is used as HTML.
 */
export async function sendVisitorMessage(ctx: ServiceContext, input: VisitorMessageInput, clientIp: string | null) {
  if (isBot(input)) return;
  const prepared = prepare(input);
  const name = input.name.trim();
  const email = input.email.trim().toLowerCase();
  const content: EmailContent = {
    heading: prepared.heading,
    paragraphs: [`Sent from the ${input.kind} form of the website. Reply to this e-mail to answer ${name}.`],
    rows: prepared.rows,
  };
  await inTransaction(ctx, async (tx) => {
    await insertVisitorMessage(tx, {
      kind: input.kind,
      name,
      email,
      subject: prepared.subject,
      fields: prepared.fields,
      client_ip: clientIp,
    });
    await enqueueMail(tx, { to: ctx.config.STAFF_INBOX, subject: prepared.subject, content, replyTo: email });
  });
}

export function sentMessageText(kind: VisitorMessageInput["kind"]): string {
  return kind === "contact" ? VISITOR_TEXTS.contactSent : VISITOR_TEXTS.enquirySent;
}
