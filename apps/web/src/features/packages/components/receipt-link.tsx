import type { Receipt } from "@app/shared/packages/pre-alert";
import { FileText } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The receipt a customer attached to a pre-alert: an image opens in a new tab, a PDF downloads (the server serves it only
 * as a download), and the link's name says which to a screen reader. `children` is the link's text, which says whose or which receipt it is.
 */
export function ReceiptLink({
  receipt,
  className = "",
  children,
}: {
  receipt: Receipt;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={receipt.url}
      className={`inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline ${className}`}
      {...(receipt.pdf ? { download: receipt.name ?? "receipt.pdf" } : { target: "_blank", rel: "noreferrer" })}
    >
      <FileText size={16} aria-hidden />
      {children}
      {/* Said as the desk's label links say it (last-saved.tsx): neither a new tab nor a download is a surprise. */}
      <span className="sr-only">{receipt.pdf ? " (PDF, downloads)" : " (image, opens in a new tab)"}</span>
    </a>
  );
}

/** The link's text where the receipt is the only one on screen: 'Receipt: order.png', or 'Receipt'. */
export const receiptLabel = (receipt: Receipt) => `Receipt${receipt.name ? `: ${receipt.name}` : ""}`;
