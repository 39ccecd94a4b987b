import { z } from "zod";
import { plainText } from "../core/plain-text.js";
import { SHIPPING_OPTIONS } from "../core/enums.js";

/**
 * Visitor forms of the public site (newsletter, enquiry, estimate, contact): the spec's rules and
 * messages word for word. The web forms and POST /api/subscribe, POST /api/mail/contact-email use
 * these same schemas.
 */

const email = (message: string) => z.string({ error: message }).trim().max(254, message).pipe(z.email(message));
/** `label` names the field in the shared text rule's message; messages may span lines. */
const text = (max: number, tooLong: string, label: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .check(plainText(label, { multiline: label === "Message" }));

/**
 * Honeypot: a field hidden from people (off-screen, no tab stop, autocomplete off). Bots fill every
 * field; a non-empty value makes the server drop the submission quietly.
 */
export const HONEYPOT_FIELD = "company_website";
const honeypot = z.string().max(500).optional();

export const newsletterSchema = z.object({
  email_address: email("Invalid email format"),
  [HONEYPOT_FIELD]: honeypot,
});
export type NewsletterInput = z.input<typeof newsletterSchema>;

/**
 * A phone number as people write it ('0803 123 4567', '+234 (803) 123-4567'): digits, spaces, dots, dashes and
 * brackets after an optional +. The spec's minimum counts its digits, as its message says, not its spaces.
 */
const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/;
const PHONE_CHARACTERS_MESSAGE = "Phone number can hold only digits, spaces, brackets, dashes and a leading +";

export const enquirySchema = z.object({
  name: text(100, "Full name must be at most 100 characters", "Full name").min(
    2,
    "Full name must be at least 2 characters",
  ),
  email: email("Invalid email address"),
  phone: text(30, "Phone number must be at most 30 digits", "Phone number")
    .regex(PHONE_CHARACTERS, PHONE_CHARACTERS_MESSAGE)
    .refine((phone) => (phone.match(/\d/g)?.length ?? 0) >= 10, "Phone number must be at least 10 digits"),
  message: text(5000, "Message must be at most 5000 characters", "Message").min(
    5,
    "Message must be at least 5 characters",
  ),
  [HONEYPOT_FIELD]: honeypot,
});
export type EnquiryInput = z.input<typeof enquirySchema>;

export const estimateSchema = z.object({
  name: text(100, "Your name must be at most 100 characters", "Your name").min(1, "Your name is required"),
  email: email("Invalid email address"),
  // An unchosen select sends '' (or nothing): both read as 'required'.
  shippingOption: z.enum(SHIPPING_OPTIONS, { error: "Shipping type is required" }),
  productSize: text(200, "Product size must be at most 200 characters", "Product size").min(
    1,
    "Product size is required",
  ),
  cityDeparture: text(100, "City of departure must be at most 100 characters", "City of departure").min(
    1,
    "City of departure is required",
  ),
  deliveryCity: text(100, "Delivery city must be at most 100 characters", "Delivery city").min(
    1,
    "Delivery city is required",
  ),
  message: text(5000, "Message must be at most 5000 characters", "Message").optional(),
  [HONEYPOT_FIELD]: honeypot,
});
export type EstimateInput = z.input<typeof estimateSchema>;

export const contactSchema = z.object({
  name: text(100, "Name must be at most 100 characters", "Name").min(2, "Name must be at least 2 characters"),
  email: email("Invalid email address"),
  subject: text(200, "Subject must be at most 200 characters", "Subject").min(
    3,
    "Subject must be at least 3 characters",
  ),
  message: text(5000, "Message must be at most 5000 characters", "Message").min(
    5,
    "Message must be at least 5 characters",
  ),
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactInput = z.input<typeof contactSchema>;

/**
 * Body of POST /api/mail/contact-email. The spec's client sent {fromEmail, subject, htmlContent};
 * we take the fields instead (docs/decisions/0018) and the server builds subject and e-mail itself.
 */
export const visitorMessageSchema = z.discriminatedUnion("kind", [
  enquirySchema.extend({ kind: z.literal("enquiry") }),
  estimateSchema.extend({ kind: z.literal("estimate") }),
  contactSchema.extend({ kind: z.literal("contact") }),
]);
export type VisitorMessageInput = z.input<typeof visitorMessageSchema>;

export const visitorMessageResultSchema = z.object({ success: z.boolean(), message: z.string() });
export const subscribeResultSchema = z.object({ message: z.string(), alreadySubscribed: z.boolean() });

/** The spec's texts the forms show. */
export const VISITOR_TEXTS = {
  subscribed: "Subscription successful!",
  alreadySubscribed: "You are already subscribed. Thank you for staying with us!",
  newsletterFailed: "Error! Please try again later!!",
  enquirySent: "Your enquiry has been sent successfully!",
  enquiryFailed: "Failed to send enquiry. Please try again.",
  contactSent: "Your message has been sent successfully!",
  contactFailed: "Failed to send message. Please try again.",
  callFailed: "An error occurred. Please try again.",
  phoneCharacters: PHONE_CHARACTERS_MESSAGE,
} as const;
