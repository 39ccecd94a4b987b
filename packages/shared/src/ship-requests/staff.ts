import { z } from "zod";
import { paginationSchema } from "../core/http.js";
import { packageMeasuresInputSchema, packagePhotoSchema } from "../packages/packages.js";
import { packingAmountSchema, packingDeclarationSchema } from "./packing.staff.js";
import { REPACK_LEVELS, SHIP_REQUEST_STATUSES, SHIP_SERVICES } from "./ship-requests.js";
import { staffUnpackingSchema } from "./unpack.staff.js";

/** POST /api/admin/ship-requests/{id}/pack: the final box(es) as measured at the packing table. */
export const packShipRequestSchema = z.object({
  boxes: z
    .array(packageMeasuresInputSchema, { error: "Add at least one box." })
    .min(1, "Add at least one box.")
    .max(20, "At most 20 boxes."),
});
export type PackShipRequestInput = z.input<typeof packShipRequestSchema>;

export const packShipRequestResponseSchema = z.object({
  message: z.string(),
  invoice: z.object({ id: z.number(), transaction_id: z.string() }),
  shipment: z.object({ id: z.number(), tracking_number: z.string() }),
  weights: z.object({ before_grams: z.number(), after_grams: z.number() }),
  /** What the invoice asks, as the one e-mail to the customer says it. */
  amount: packingAmountSchema,
});

export const PACKING_TEXTS = {
  packed: "Packed: the invoice and the shipment were created and the customer was e-mailed.",
  notFound: "Ship request not found.",
  notSubmitted: "Only a submitted ship request can be packed.",
  noCard: "No rate card prices this route and service: publish one before packing.",
  noPackages: "This ship request has no packages to pack.",
  /** Packing refuses (409) a request that asked for photos of the contents while none were taken. */
  contentsPhotosMissing: "The customer asked for photos of the contents: add at least one packing photo first.",
  dutiesNotEstimated: (why: string) => `No duties and taxes on the invoice: ${why}`,
  dutyTooLarge: (currency: string) =>
    `The duty would take the invoice past the most an invoice in ${currency} may total; bill it separately.`,
} as const;

/** A ship request as the packing table sees it: the customer, what to pack and, once packed, its invoice. */
export const staffShipRequestSchema = z.object({
  id: z.number(),
  status: z.enum(SHIP_REQUEST_STATUSES),
  user_id: z.number(),
  customer_name: z.string(),
  email_address: z.string(),
  warehouse: z.string(),
  service: z.enum(SHIP_SERVICES),
  consolidate: z.boolean(),
  repack: z.enum(REPACK_LEVELS),
  fragile: z.boolean(),
  /** Every extra the customer asked for, so the packer sees it: insurance (with the declared value), contents photos. */
  insurance: z.boolean(),
  photos_of_contents: z.boolean(),
  declaration: packingDeclarationSchema,
  created_at: z.string(),
  packages: z.array(
    z.object({
      id: z.number(),
      package_code: z.string(),
      description: z.string().nullable(),
      weight_grams: z.number().nullable(),
      length_mm: z.number().nullable(),
      width_mm: z.number().nullable(),
      height_mm: z.number().nullable(),
      /** Where the parcel waits in the warehouse (the desk's bin), so the packer can fetch it. */
      bin_location: z.string().nullable(),
      photos: z.array(packagePhotoSchema),
    }),
  ),
  /** Photos taken at the packing table (of the contents, of the packed boxes): e-mailed to the customer when packed. */
  packing_photos: z.array(packagePhotoSchema),
  shipment_id: z.number().nullable(),
  invoice: z.object({ id: z.number(), transaction_id: z.string(), status: z.string() }).nullable(),
  /** Staff's reason when the request was returned to the customer (decision 0142); null otherwise. */
  returned_reason: z.string().nullable(),
  /** Each time staff unpacked the request (decision 0150), oldest first, from its audit trail; staff only. */
  unpackings: z.array(staffUnpackingSchema),
});
export type StaffShipRequest = z.infer<typeof staffShipRequestSchema>;

export const staffShipRequestListResponseSchema = z.object({
  ship_requests: z.array(staffShipRequestSchema),
  pagination: paginationSchema,
});
