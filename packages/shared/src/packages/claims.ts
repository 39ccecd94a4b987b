import { z } from "zod";

/**
 * Contested claims (docs/decisions/0029-contested-claims.md): when more than one customer claims a carrier tracking
 * number, each claimant sees the state of their OWN claim only, never who else claimed it.
 */

export const CLAIM_OUTCOMES = ["pending", "yours", "not_yours"] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];

export const CLAIM_TEXTS = {
  pending:
    "A parcel with this tracking number has arrived, and we are checking whose it is. We will e-mail you when we know.",
  yours: "We checked who this parcel belongs to: it is yours.",
  notYours:
    "A parcel with this tracking number arrived, and we found it is not yours. If you think that is wrong, open a ticket with your receipt.",
  alreadyReceived:
    "A parcel with this tracking number has already been received at our warehouse. Check the number; if the parcel is yours, open a ticket.",
} as const;

/** What the portal shows on a pre-alert or package whose tracking number was contested: the customer's own claim. */
export const customerClaimSchema = z.object({
  outcome: z.enum(CLAIM_OUTCOMES),
  message: z.string(),
  decided_at: z.string().nullable(),
});
export type CustomerClaim = z.infer<typeof customerClaimSchema>;

export const claimMessage = (outcome: ClaimOutcome) =>
  outcome === "pending" ? CLAIM_TEXTS.pending : outcome === "yours" ? CLAIM_TEXTS.yours : CLAIM_TEXTS.notYours;

/** A day in Lagos time, e.g. '28 Nov 2026' (the desk's 'received on <date>'). */
/** A day as people at `timeZone` read it: '28 Nov 2026'. */
export const dayIn = (value: string | Date, timeZone: string) =>
  new Date(value).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone });

export const lagosDate = (value: string | Date) => dayIn(value, "Africa/Lagos");

/**
 * What the desk says when a scanned number was received before: 'Received on 28 Nov 2026 as SWP100004.', the day
 * at the warehouse that received it (its label's day, `warehouseTimeZone`).
 */
export const receivedBeforeText = (receivedAt: string | Date, packageCode: string, timeZone: string) =>
  `Received on ${dayIn(receivedAt, timeZone)} as ${packageCode}.`;
