import { z } from "zod";
import { CURRENCY_CODES } from "../core/enums.js";
import { plainText } from "../core/plain-text.js";
import { CUSTOMS_RESTRICTIONS, HS_CODE_PATTERN, HS_CODE_SOURCES, hsCodeDigits } from "../customs/customs.js";
import { packagePhotoSchema } from "../packages/packages.js";

/**
 * The packing table beyond the boxes (staff.ts): what the customer declared (the insured value when insurance was
 * asked), the photos taken while packing, and the amount packing will invoice, shown before staff confirm.
 */

/** A declared line as the packer reads it, with its HS code and the heading in force that classifies it. */
export const declaredLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unit_value_minor: z.number(),
  currency: z.enum(CURRENCY_CODES),
  hs_code: z.string().nullable(),
  hs_code_source: z.enum(HS_CODE_SOURCES).nullable(),
  /** The tariff heading in force that classifies hs_code (null without a code or when no heading covers it). */
  heading: z
    .object({
      heading: z.string(),
      description: z.string(),
      restriction: z.enum(CUSTOMS_RESTRICTIONS),
      restriction_note: z.string().nullable(),
    })
    .nullable(),
});

/** The customs declaration as the packer reads it: each item and the total per currency (the insured value). */
export const packingDeclarationSchema = z.object({
  items: z.array(declaredLineSchema),
  totals: z.array(z.object({ currency: z.enum(CURRENCY_CODES), total_minor: z.number() })),
});
export type PackingDeclaration = z.infer<typeof packingDeclarationSchema>;

/** PUT /api/admin/ship-requests/{id}/items/{line}/hs-code: the line (1 for the first) of the declaration. */
export const declarationLineParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647, "No such record."),
  line: z.coerce.number().int().min(1, "No such line.").max(100, "No such line."),
});

export const HS_CORRECTION_TEXTS = {
  corrected: (line: number, code: string) => `Line ${line}'s HS code is now ${code}. The customer's estimate uses it.`,
  noLine: "This ship request has no such declaration line.",
  notOpen: "HS codes can be corrected only while the ship request waits to be packed.",
  notInTariff: (code: string) => `HS code ${code} is not in the tariff: choose a code our tariff covers.`,
  /** Added to `corrected` when the code's heading is prohibited: packing will refuse, so staff are told what to do. */
  prohibited: (line: number, description: string) =>
    `${description} cannot be shipped to Nigeria, so this request cannot be packed with line ${line}. Use "Return to customer" to cancel the request with the reason: the customer is e-mailed and can submit a new request without the item.`,
} as const;

/** The corrected code (4 to 10 digits; dots and spaces as people write them are dropped). */
export const hsCorrectionSchema = z.object({
  hs_code: z
    .string({ error: "Enter the HS code, 4 to 10 digits" })
    .trim()
    .transform(hsCodeDigits)
    .refine((t) => HS_CODE_PATTERN.test(t), "Enter the HS code, 4 to 10 digits"),
});
export type HsCorrectionInput = z.input<typeof hsCorrectionSchema>;

export const hsCorrectionResponseSchema = z.object({ message: z.string(), item: declaredLineSchema });

/** An amount in minor units with its currency and as people read it ('$74.43'). */
export const packingAmountSchema = z.object({
  total_minor: z.number(),
  currency: z.enum(CURRENCY_CODES),
  text: z.string(),
});

/**
 * POST /api/admin/ship-requests/{id}/pack/price: what "Pack and invoice" would charge for these boxes. The boxes and
 * the duty line add up to the amount; the notes are what packing would otherwise only say afterwards (why no duty is
 * on the invoice), so the packer reads them before confirming.
 */
export const packingPriceResponseSchema = z.object({
  amount: packingAmountSchema,
  boxes: z.array(z.object({ label: z.string(), total_minor: z.number() })),
  /** "Duties and taxes (estimated)" when packing bills the duty (delivered duty paid); null when it cannot. */
  duty: z.object({ label: z.string(), total_minor: z.number() }).nullable(),
  /** Warnings for the packer, as packing's answer would give them ("No duties and taxes on the invoice: …"). */
  notes: z.array(z.string()),
  /** The customer asked for photos of the contents and no packing photo was taken yet: packing would be refused. */
  contents_photos_missing: z.boolean(),
  /** Insurance asked on a declaration in another currency than the card's: not in the amount (staff should know). */
  insurance_unpriced: z.boolean(),
});
export type PackingPrice = z.infer<typeof packingPriceResponseSchema>;

/** POST /api/admin/ship-requests/{id}/packing-photos: multipart, the photos under `photos`; no other field. */
export const packingPhotoFieldsSchema = z.object({});

export const packingPhotosResponseSchema = z.object({
  message: z.string(),
  /** Every packing photo of the request, oldest first (the new ones last). */
  packing_photos: z.array(packagePhotoSchema),
});

export const PACKING_PHOTO_TEXTS = {
  added: (n: number) => (n === 1 ? "Packing photo added." : `${n} packing photos added.`),
  none: "Choose at least one photo.",
  notOpen: "Photos can be added only while the ship request waits to be packed.",
} as const;

/** At most this many packing photos are sent inline in the packed e-mail (the invoice shows them all). */
export const PACKING_PHOTOS_IN_MAIL = 6;

/** POST /api/admin/ship-requests/{id}/return: why staff send a submitted request back to the customer (decision 0140). */
export const returnToCustomerSchema = z.object({
  reason: z
    .string({ error: "Say why the request is returned to the customer" })
    .trim()
    .min(1, "Say why the request is returned to the customer")
    .max(500, "The reason can be at most 500 characters")
    .check(plainText("Reason", { multiline: true })),
});
export type ReturnToCustomerInput = z.input<typeof returnToCustomerSchema>;

export const returnToCustomerResponseSchema = z.object({
  message: z.string(),
  id: z.number(),
  status: z.enum(["cancelled"]),
  /** The reason as kept on the request (trimmed), which the customer's request page shows (decision 0142). */
  returned_reason: z.string(),
});
export type ReturnToCustomerResponse = z.infer<typeof returnToCustomerResponseSchema>;

export const RETURN_TEXTS = {
  returned: (id: number) =>
    `Ship request #${id} was returned to the customer: it is cancelled, its parcels are back in their account as they were, and the customer was e-mailed the reason.`,
  notOpen: (status: string) =>
    `Only a submitted ship request can be returned to the customer: this one is ${status.toLowerCase()}.`,
  failed: "Failed to return the ship request to the customer.",
} as const;
