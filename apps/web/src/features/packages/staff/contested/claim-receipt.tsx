import { CONTESTED_TEXTS as TEXTS, type StaffClaim } from "@app/shared/packages/claims.staff";
import { ReceiptLink } from "../../components/receipt-link";

/**
 * The receipt a claimant attached to their pre-alert, the evidence the queue's intro asks staff to check (ReceiptLink:
 * an image opens in a new tab, a PDF downloads). Its name says whose it is.
 */
export function ClaimReceipt({ claim }: { claim: StaffClaim }) {
  if (!claim.pre_alert) return null;
  const receipt = claim.pre_alert.receipt;
  if (!receipt) return <span className="block text-sm text-slate-600">{TEXTS.noReceipt}</span>;
  return <ReceiptLink receipt={receipt}>{TEXTS.receiptFrom(claim.owner.name)}</ReceiptLink>;
}
