import { z } from "zod";
import { type PlainTextOptions, plainText } from "./plain-text.js";

/**
 * Building blocks for the portal's operation forms (procurement, pickup). A browser form holds
 * numbers as text and an API client may send real numbers; both are accepted, checked as text,
 * then turned into numbers.
 */

const numberText = z.union([z.string(), z.number()]).transform((v) => (typeof v === "number" ? String(v) : v.trim()));

const DECIMAL = /^\d+(\.\d+)?$/;
const AT_MOST_TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;
const INTEGER = /^\d+$/;

/** A decimal above zero, up to `max`, with at most two decimals when `twoDecimals` is set. */
export function positiveDecimal(messages: { invalid: string; decimals?: string; max?: string }, max = 1_000_000_000) {
  return numberText
    .superRefine((text, ctx) => {
      if (!DECIMAL.test(text) || Number(text) <= 0) {
        ctx.addIssue({ code: "custom", message: messages.invalid });
      } else if (messages.decimals && !AT_MOST_TWO_DECIMALS.test(text)) {
        ctx.addIssue({ code: "custom", message: messages.decimals });
      } else if (Number(text) > max) {
        ctx.addIssue({ code: "custom", message: messages.max ?? `Must be at most ${max}` });
      }
    })
    .transform(Number);
}

/** A whole number of at least one. */
export function positiveInteger(message: string, max = 100_000) {
  return numberText
    .superRefine((text, ctx) => {
      if (!INTEGER.test(text) || Number(text) < 1) ctx.addIssue({ code: "custom", message });
      else if (Number(text) > max) ctx.addIssue({ code: "custom", message: `Quantity must be at most ${max}` });
    })
    .transform(Number);
}

/** An optional amount of zero or more with at most two decimals; empty means none (null). */
export function optionalMoney(messages: { invalid: string; decimals: string }, max = 1_000_000_000) {
  return z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null ? "" : typeof v === "number" ? String(v) : v.trim()))
    .superRefine((text, ctx) => {
      if (text === "") return;
      if (!DECIMAL.test(text) || Number(text) > max) ctx.addIssue({ code: "custom", message: messages.invalid });
      else if (!AT_MOST_TWO_DECIMALS.test(text)) ctx.addIssue({ code: "custom", message: messages.decimals });
    })
    .transform((text) => (text === "" ? null : Number(text)));
}

/** "City is required" → "City": the field's name for the shared text rule's message. */
function labelOf(message: string): string {
  return /^(.+?) (is|are) required/.exec(message)?.[1] ?? "This field";
}

/** Required text, trimmed, with the spec's message when empty; `label` names the field in the text rule's message. */
export function requiredText(message: string, max = 200, label = labelOf(message), options: PlainTextOptions = {}) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .check(plainText(label, options));
}

/** Optional text: empty becomes null. Long text (`multiline`) may hold line breaks. */
export function optionalText(max: number, label: string, options: PlainTextOptions = {}) {
  return z
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim())
    .pipe(z.string().max(max, `Must be at most ${max} characters`).check(plainText(label, options)))
    .transform((v) => (v === "" ? null : v));
}

/**
 * A telephone number someone can dial: digits with the usual spacing ('0803 123 4567', '+1 (281) 555-0190'), 7 to 15
 * digits (E.164's most), an optional leading '+'. `required` is the spec's message when empty, `invalid` for text that
 * is no number ('abc', '1'): a courier or buyer could not call it. Stored as typed (numbers abroad have their own ways).
 */
export function phoneNumber(required: string, invalid: string, label = labelOf(required)) {
  return requiredText(required, 30, label).refine((text) => {
    if (!/^\+?[\d\s().-]+$/.test(text)) return false;
    const digits = text.replace(/\D/g, "").length;
    return digits >= 7 && digits <= 15;
  }, invalid);
}

/**
 * An http(s) URL, with the spec's message for anything else (including empty). A link carrying a username or
 * password (https://user:pass@host/…) is refused with its own message: staff open these links, and a credential
 * stored in one would be shown and kept with the record.
 */
export function webUrl(message: string) {
  const label = message.replace(/ must be a valid URL$/, "");
  return z
    .string({ error: message })
    .trim()
    .max(2000, message)
    .superRefine((v, ctx) => {
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        ctx.addIssue({ code: "custom", message });
        return;
      }
      if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname.includes(".")) {
        ctx.addIssue({ code: "custom", message });
      } else if (url.username !== "" || url.password !== "") {
        ctx.addIssue({ code: "custom", message: `${label} must not contain a username or password` });
      }
    });
}

export const DOORSTEP_MESSAGES = {
  choice: "Please select whether doorstep delivery is required",
  address: "Delivery address is required when doorstep delivery is selected",
} as const;

/** The doorstep choice: 'yes' or 'no' (API clients may also send true/false). */
export const doorstepChoiceSchema = z.preprocess(
  (v) => (typeof v === "boolean" ? (v ? "yes" : "no") : typeof v === "string" ? v.trim().toLowerCase() : v),
  z.enum(["yes", "no"], { error: DOORSTEP_MESSAGES.choice }),
);

/**
 * The doorstep rule as a refinement of a whole form: 'yes' needs a delivery address. It runs even when
 * other fields are invalid, so the form shows every message at once.
 */
export function withDoorstepRule<T extends z.ZodType>(schema: T): T {
  return schema.refine(
    (value: unknown) => {
      const v = (value ?? {}) as { doorstep_delivery?: unknown; delivery_address?: unknown };
      return !(v.doorstep_delivery === "yes" && !v.delivery_address);
    },
    { path: ["delivery_address"], message: DOORSTEP_MESSAGES.address, when: () => true },
  );
}

/** Pre-parses a multipart text field that carries JSON; text that is not JSON stays as it was. */
export function parseJsonText(value: unknown): unknown {
  let current = value;
  // The original client sometimes encoded the address twice: unwrap up to two layers.
  for (let i = 0; i < 2 && typeof current === "string"; i++) {
    try {
      current = JSON.parse(current);
    } catch {
      return current;
    }
  }
  return current;
}

/**
 * A form sent as multipart/form-data: every field arrives as text, and `jsonFields` (lists, an address) as JSON text
 * that is parsed before the form's own schema checks the whole form, so a failure answers exactly as the form does.
 * Callers send those fields as JSON text; the other fields as the form takes them.
 */
export function multipartFormOf<S extends z.ZodType, K extends keyof z.input<S> & string>(
  schema: S,
  jsonFields: readonly K[],
) {
  const withJson = z.preprocess((fields) => {
    if (typeof fields !== "object" || fields === null) return fields;
    const parsed: Record<string, unknown> = { ...fields };
    for (const name of jsonFields) parsed[name] = parseJsonText(parsed[name]);
    return parsed;
  }, schema);
  return withJson as unknown as z.ZodType<z.output<S>, Omit<z.input<S>, K> & { [P in K]: string }>;
}

/** The first message of each field of a failed parse, keyed by its dotted path ('products.0.unit_price'). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
  return fields;
}

/** The server's upload rules (apps/server/src/lib/uploads.ts), checked in the browser before sending. */
export const IMAGE_RULES = {
  types: ["image/jpeg", "image/png", "image/gif", "image/webp"],
  accept: "image/jpeg,image/png,image/gif,image/webp",
  maxBytes: 5 * 1024 * 1024,
  maxCount: 10,
  imagesOnly: "Only image files (JPEG, PNG, GIF or WebP) are allowed.",
  tooLarge: "Each image must be at most 5 MB.",
  tooMany: "At most 10 images can be attached.",
} as const;

export function imagesProblem(files: ReadonlyArray<{ type: string; size: number }>): string | undefined {
  if (files.some((f) => !(IMAGE_RULES.types as readonly string[]).includes(f.type))) return IMAGE_RULES.imagesOnly;
  if (files.some((f) => f.size > IMAGE_RULES.maxBytes)) return IMAGE_RULES.tooLarge;
  if (files.length > IMAGE_RULES.maxCount) return IMAGE_RULES.tooMany;
  return undefined;
}

/** A pre-alert's invoice or receipt: one image or PDF, checked by content on the server (apps/server/src/lib/uploads.ts). */
export const RECEIPT_RULES = {
  types: [...IMAGE_RULES.types, "application/pdf"],
  accept: `${IMAGE_RULES.accept},application/pdf`,
  maxBytes: IMAGE_RULES.maxBytes,
  maxCount: 1,
  imageOrPdfOnly: "Only an image (JPEG, PNG, GIF or WebP) or a PDF can be attached as the receipt.",
  tooLarge: "The receipt must be at most 5 MB.",
  tooMany: "Attach one receipt only.",
  unreadable: "The receipt could not be read. Please attach an image or a PDF that opens.",
} as const;

export function receiptProblem(files: ReadonlyArray<{ type: string; size: number }>): string | undefined {
  if (files.some((f) => !(RECEIPT_RULES.types as readonly string[]).includes(f.type)))
    return RECEIPT_RULES.imageOrPdfOnly;
  if (files.some((f) => f.size > RECEIPT_RULES.maxBytes)) return RECEIPT_RULES.tooLarge;
  if (files.length > RECEIPT_RULES.maxCount) return RECEIPT_RULES.tooMany;
  return undefined;
}
