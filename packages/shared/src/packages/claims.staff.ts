import { z } from "zod";
import { plainText } from "../core/plain-text.js";
import { MAX_ID, paginationSchema } from "../core/http.js";
import { CLAIM_OUTCOMES } from "./claims.js";
import { packageOwnerSchema } from "./packages.js";
import { receiptSchema } from "./pre-alert.js";
import { PACKAGE_STAFF_TEXTS, staffPackageRowSchema } from "./staff.js";

/** The contested queue (staff): parcels more than one customer claims, every claim, and the resolution. */

export const CLAIM_SOURCES = ["pre_alert", "label"] as const;
export const CLAIM_SOURCE_LABELS: Record<(typeof CLAIM_SOURCES)[number], string> = {
  pre_alert: "Pre-alert",
  label: "Suite on the label",
};

export const CONTESTED_TEXTS = {
  queueTitle: "Contested parcels",
  intro:
    "More than one customer claims each of these parcels. Check the label, the receipts and the photos, then give the parcel to one claimant with the reason. Each claimant is told the outcome of their own claim only.",
  empty: "No contested parcels.",
  reasonRequired: "Say why the parcel belongs to this claimant.",
  claimRequired: "Choose the claimant the parcel belongs to.",
  claimNotFound: "This claim is not one of the parcel's claims.",
  notContested: "This parcel is not contested (any more).",
  resolved: (code: string) => `${code} resolved; every claimant has been told the outcome of their claim.`,
  loadFailed: "Failed to load the contested parcels.",
  resolveFailed: "Failed to resolve the parcel.",
  /** The link to a claimant's receipt (its accessible name says whose it is). */
  receiptFrom: (name: string) => `Receipt from ${name}`,
  noReceipt: PACKAGE_STAFF_TEXTS.noReceipt,
  receivedContested: (code: string) =>
    `Received ${code}. More than one customer claims this parcel: it waits in the contested queue.`,
} as const;

/** One claim as staff see it: who (name and suite), from where, and its outcome. */
export const staffClaimSchema = z.object({
  id: z.number(),
  source: z.enum(CLAIM_SOURCES),
  outcome: z.enum(CLAIM_OUTCOMES),
  owner: packageOwnerSchema,
  /**
   * The claimant's pre-alert (our id, what they said is in it, and the receipt they attached, as the customer sees it
   * on My Packages); null for a claim read off the label.
   */
  pre_alert: z
    .object({
      id: z.number(),
      package_code: z.string(),
      description: z.string(),
      receipt: receiptSchema.nullable(),
    })
    .nullable(),
  reason: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffClaim = z.infer<typeof staffClaimSchema>;

export const contestedParcelSchema = staffPackageRowSchema.extend({
  contested_since: z.string().nullable(),
  claims: z.array(staffClaimSchema),
});
export type ContestedParcel = z.infer<typeof contestedParcelSchema>;

export const contestedListQuerySchema = z.object({
  page: z.coerce.number({ error: "Invalid page" }).int().min(1, "Invalid page").max(10_000, "Invalid page").default(1),
  pageSize: z.coerce
    .number({ error: "Invalid page size" })
    .int()
    .min(1, "Invalid page size")
    .max(100, "Invalid page size")
    .default(20),
});
export const contestedListResponseSchema = z.object({
  packages: z.array(contestedParcelSchema),
  pagination: paginationSchema,
});

export const resolveClaimSchema = z.object({
  claim_id: z.coerce
    .number({ error: CONTESTED_TEXTS.claimRequired })
    .int(CONTESTED_TEXTS.claimRequired)
    .positive(CONTESTED_TEXTS.claimRequired)
    .max(MAX_ID, CONTESTED_TEXTS.claimRequired),
  reason: z
    .string({ error: CONTESTED_TEXTS.reasonRequired })
    .trim()
    .min(1, CONTESTED_TEXTS.reasonRequired)
    .max(500, "The reason can be at most 500 characters.")
    .check(plainText("Reason", { multiline: true })),
});
export type ResolveClaimInput = z.input<typeof resolveClaimSchema>;

export const resolvedClaimResponseSchema = z.object({ message: z.string(), package: contestedParcelSchema });
