import { type ClaimOutcome, claimMessage } from "@app/shared/packages/claims";
import type { DbOrTx } from "../../db/client.js";
import { enqueueMail } from "../../lib/mail/outbox.js";

/**
 * What a claimant of a contested tracking number is e-mailed: the state of their OWN claim, with their own pre-alert
 * id when they made one. Never another claimant's name, suite, e-mail, description, nor how many claimed it, nor the
 * staff's reason (it may name the other claimant). Transactional: a claim is the customer's own request, so it is
 * sent whatever their notification preferences.
 */
export interface ClaimNotice {
  claimant: { firstname: string; email_address: string };
  outcome: ClaimOutcome;
  trackingNumber: string;
  /** The claimant's own pre-alert id; null for a claim read off the label's suite. */
  preAlertCode: string | null;
  /** Our id of the parcel, told only to the claimant it belongs to. */
  parcelCode?: string;
  warehouseLabel: string;
  publicUrl: string;
}

const SUBJECTS: Record<ClaimOutcome, (tracking: string) => string> = {
  pending: (t) => `We are checking whose parcel ${t} is`,
  yours: (t) => `Parcel ${t} is yours`,
  not_yours: (t) => `Parcel ${t} is not yours`,
};

/** My Packages on a tab, scrolled to the parcel the mail names when it has a code (its card's #<package code>). */
const packagesTabUrl = (publicUrl: string, tab: string, code: string | null | undefined) =>
  `${publicUrl}/user/packages?tab=${tab}${code ? `#${encodeURIComponent(code)}` : ""}`;

export async function enqueueClaimNotice(tx: DbOrTx, notice: ClaimNotice) {
  const { claimant, outcome, trackingNumber } = notice;
  const text = claimMessage(outcome);
  const tab = outcome === "yours" ? "warehouse" : "expected";
  const intro = notice.preAlertCode
    ? `You told us about a parcel with carrier tracking number ${trackingNumber} (your pre-alert ${notice.preAlertCode}). A parcel with that number arrived at our ${notice.warehouseLabel} warehouse.`
    : `A parcel with carrier tracking number ${trackingNumber} and your suite number on its label arrived at our ${notice.warehouseLabel} warehouse.`;
  const rows: Array<[string, string]> = [["Carrier tracking number", trackingNumber]];
  if (notice.preAlertCode) rows.push(["Your pre-alert", notice.preAlertCode]);
  if (outcome === "yours" && notice.parcelCode) rows.push(["Package id", notice.parcelCode]);
  await enqueueMail(tx, {
    to: claimant.email_address,
    subject: SUBJECTS[outcome](trackingNumber),
    content: {
      heading: outcome === "pending" ? "We are checking whose parcel this is" : SUBJECTS[outcome](trackingNumber),
      greeting: claimant.firstname,
      paragraphs: [intro, text],
      rows,
      action: {
        label: "See your packages",
        url: packagesTabUrl(notice.publicUrl, tab, outcome === "yours" ? notice.parcelCode : notice.preAlertCode),
      },
    },
  });
}
