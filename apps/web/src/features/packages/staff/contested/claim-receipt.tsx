import { CONTESTED_TEXTS as TEXTS, type StaffClaim } from "@app/shared/packages/claims.staff";
import { FileText } from "lucide-react";

/**
 * The receipt a claimant attached to their pre-alert, the evidence the queue's intro asks staff to check: an image
 * opens in a new tab, a PDF downloads (the server serves it only as a download). Its name says whose it is.
 */
export function ClaimReceipt({ claim }: { claim: StaffClaim }) {
  if (!claim.pre_alert) return null;
  const receipt = claim.pre_alert.receipt;
  if (!receipt) return <span className="block text-sm text-slate-600">{TEXTS.noReceipt}</span>;
  return (
    <a
      href={receipt.url}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
      {...(receipt.pdf ? { download: receipt.name ?? "receipt.pdf" } : { target: "_blank", rel: "noreferrer" })}
    >
      <FileText size={16} aria-hidden />
      {TEXTS.receiptFrom(claim.owner.name)}
    </a>
  );
}
