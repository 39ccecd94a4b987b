import { z } from "zod";
import { CURRENCY_CODES } from "../core/enums.js";
import { packagePhotoSchema } from "../packages/packages.js";

/**
 * The packing table beyond the boxes (staff.ts): what the customer declared (the insured value when insurance was
 * asked), the photos taken while packing, and the amount packing will invoice, shown before staff confirm.
 */

/** The customs declaration as the packer reads it: each item and the total per currency (the insured value). */
export const packingDeclarationSchema = z.object({
  items: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unit_value_minor: z.number(),
      currency: z.enum(CURRENCY_CODES),
    }),
  ),
  totals: z.array(z.object({ currency: z.enum(CURRENCY_CODES), total_minor: z.number() })),
});
export type PackingDeclaration = z.infer<typeof packingDeclarationSchema>;

/** An amount in minor units with its currency and as people read it ('$74.43'). */
export const packingAmountSchema = z.object({
  total_minor: z.number(),
  currency: z.enum(CURRENCY_CODES),
  text: z.string(),
});

/** POST /api/admin/ship-requests/{id}/pack/price: what "Pack and invoice" would charge for these boxes. */
export const packingPriceResponseSchema = z.object({
  amount: packingAmountSchema,
  boxes: z.array(z.object({ label: z.string(), total_minor: z.number() })),
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
